import type { ContractStatus } from '@pawndesk/domain/contract-states';
import type { OrderDto, OrderNoteDto } from '@pawndesk/domain/order-api';
import type { OrderSource, OrderStage, OrderStatus, OrderStep } from '@pawndesk/domain/orders';
import type { OrderView } from './orders.repo.ts';

type StaffColumns = {
  id: number | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
} | null;

function staff(row: StaffColumns) {
  if (!row?.id || row.username === null || row.firstName === null || row.lastName === null) {
    return null;
  }
  return { id: row.id, username: row.username, firstName: row.firstName, lastName: row.lastName };
}

/** Row → DTO. Values come from columns the service only ever fills from the domain's lists. */
export function toOrderDto(view: OrderView, now: Date): OrderDto {
  const { order } = view;
  const lockHeld = order.workingUntil !== null && order.workingUntil > now;
  return {
    id: order.id,
    phone: order.phone,
    firstName: order.firstName,
    lastName: order.lastName,
    source: order.source as OrderSource,
    assetType: view.assetType?.id
      ? {
          id: view.assetType.id,
          name: view.assetType.name ?? '',
          description: view.assetType.description ?? '',
        }
      : null,
    assetDescription: order.assetDescription,
    requiredAmount: order.requiredAmount,
    proposedAmount: order.proposedAmount,
    referralCode: order.referralCode,
    validator: staff(view.validator),
    supportingValidator: staff(view.supportingValidator),
    isAtHomeSupport: order.isAtHomeSupport,
    location:
      view.location?.id &&
      view.location.name !== null &&
      view.location.level !== null &&
      view.location.tree !== null
        ? {
            id: view.location.id,
            name: view.location.name,
            level: view.location.level,
            tree: view.location.tree,
            parent:
              view.parentLocation?.id && view.parentLocation.name !== null
                ? { id: view.parentLocation.id, name: view.parentLocation.name }
                : null,
          }
        : null,
    address: order.address,
    appointment: order.appointment?.toISOString() ?? null,
    step: order.step as OrderStep,
    stepIndex: order.stepIndex,
    stage: order.stage as OrderStage | null,
    status: order.status as OrderStatus,
    agent: staff(view.agent),
    // An expired lock is no lock: nobody is shown as working on the order.
    workingAgent: lockHeld ? staff(view.workingAgent) : null,
    workingUntil: lockHeld ? (order.workingUntil?.toISOString() ?? null) : null,
    branchName: view.branchName,
    marketingCampaign: order.marketingCampaign,
    client: view.client?.id
      ? { id: view.client.id, name: `${view.client.lastName} ${view.client.firstName}` }
      : null,
    contract: view.contract
      ? {
          id: view.contract.id,
          finfluxId: Number(view.contract.finfluxId),
          status: view.contract.status as ContractStatus,
        }
      : null,
    note: order.note,
    dateClaim: order.dateClaim?.toISOString() ?? null,
    lastModify: order.lastModify.toISOString(),
    createdAt: order.createdAt.toISOString(),
  };
}

export function toNoteDto(row: {
  id: number;
  orderId: number;
  content: string;
  createdAt: Date;
  createdBy: { firstName: string; lastName: string };
}): OrderNoteDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
