import { isActive } from '@pawndesk/domain/contract-states';
import { businessDate } from '@pawndesk/domain/dates';
import { oldContractPenalty } from '@pawndesk/domain/loan-math';
import type { RedeemInfoDto } from '@pawndesk/domain/settlement-api';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { clientDetail } from '../../clients/client-details.ts';
import { printIssuerOf } from '../../reference/print-issuer.ts';
import { contractNotFound } from '../contract-errors.ts';
import { findStorageWithBranch } from '../contract-references.repo.ts';
import { toContractDto } from '../contracts.mapper.ts';
import { findContractView } from '../contracts.repo.ts';

/**
 * B§3 Redeem info: what the redeem wizard's first step shows, as of today's business date, with
 * the same figures as the contract detail (its `toRepay`, `overdueFee`, `lateDays`), the client's
 * full address, where the asset is kept, and the branch's receiving account. The id is a finflux
 * id, else a mifos id: the console switches its route to the answer's finfluxId (B§4).
 */
export async function redeemInfo(ctx: RequestContext, id: number): Promise<RedeemInfoDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const view =
    (await findContractView(ctx.db, { finfluxId: id })) ??
    (await findContractView(ctx.db, { mifosId: id }));
  if (!view) {
    throw contractNotFound();
  }
  const contract = toContractDto(view, actor, now);
  const client = await clientDetail(ctx.db, view.client.id);
  const issuer = await printIssuerOf(ctx.db, view.contract.branchId);
  const storage = view.storage ? await findStorageWithBranch(ctx.db, view.storage.id) : undefined;
  return {
    id: contract.id,
    finfluxId: contract.finfluxId,
    mifosId: contract.mifosId,
    active: isActive(contract.status),
    status: contract.status,
    transactionDate: businessDate(now),
    dueDate: contract.dueDate,
    maturesOn: contract.maturesOn,
    lateDays: contract.lateDays,
    totalOutstanding: contract.toRepay,
    principalAmount: contract.principalAmount,
    interestAmount: contract.interestAmount,
    roundingFee: contract.roundingFee,
    overdueFee: contract.overdueFee,
    outstandingFee:
      contract.liquidationFee +
      contract.failedCommitmentFee +
      oldContractPenalty(contract.renewalDifference),
    promotionAmount: contract.discountAmount,
    repaidAmount: contract.repaidAmount,
    waivedAmount: contract.waivedAmount,
    prepaid: contract.isAdvance,
    paymentMethod: 'CASH',
    branch: contract.branch,
    client: {
      id: contract.client.id,
      mifosId: client?.mifosId ?? null,
      name: client?.nameVi ?? contract.client.name,
      primaryPhone: contract.client.primaryPhone,
      fullAddress: client?.fullAddress ?? '',
    },
    storage: storage ?? null,
    bankAccount: issuer.bankAccount,
  };
}
