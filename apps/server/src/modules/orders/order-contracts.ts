import type { CancelReason } from '@pawndesk/domain/contract-states';
import { type OrderStage, statusOfStage, stepIndex } from '@pawndesk/domain/orders';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { publishLive } from '../../lib/live.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './orders.repo.ts';

/**
 * The seam the loan core moves orders through (B§4 Creation wizard): creating a contract from an
 * order and approving it set the order to step contract, stage active contract, status success,
 * with the contract's id in the activity log; cancelling it sets the cancel reason's stage of the
 * contract step (status failed). Everything inside the caller's transaction.
 */

export type ContractOrder = repo.OrderRow;

/** Locks the order row: the contract writes of one order queue behind each other. */
export async function lockOrderForContract(tx: DbOrTx, orderId: number): Promise<ContractOrder> {
  const order = await repo.findOrderForUpdate(tx, orderId);
  if (!order) {
    throw new AppError('invalidRequest', 'Đơn hàng không tồn tại');
  }
  return order;
}

type ContractRef = { id: number; finfluxId: number; clientId: number };

/** B§4: the order is at the contract step, stage active contract, status success. */
export async function moveOrderToContractIn(
  tx: DbOrTx,
  ctx: RequestContext,
  orderId: number,
  contract: ContractRef,
  event: 'contract_created' | 'contract_approved',
): Promise<void> {
  await moveOrderIn(tx, ctx, orderId, contract, 'active_contract', event);
}

/** Cancelling the wizard's contract: the order takes the cancel reason as its contract-step stage. */
export async function moveOrderOnCancelIn(
  tx: DbOrTx,
  ctx: RequestContext,
  orderId: number,
  contract: ContractRef,
  reason: CancelReason,
): Promise<void> {
  await moveOrderIn(
    tx,
    ctx,
    orderId,
    contract,
    reason.toLowerCase() as OrderStage,
    'contract_canceled',
  );
}

async function moveOrderIn(
  tx: DbOrTx,
  ctx: RequestContext,
  orderId: number,
  contract: ContractRef,
  stage: OrderStage,
  event: 'contract_created' | 'contract_approved' | 'contract_canceled',
): Promise<void> {
  const order = await lockOrderForContract(tx, orderId);
  const now = ctx.now();
  const after = {
    step: 'contract' as const,
    stepIndex: stepIndex('contract'),
    stage,
    status: statusOfStage(stage),
    clientId: order.clientId ?? contract.clientId,
  };
  await repo.updateOrder(tx, orderId, { ...after, lastModify: now });
  const data = {
    orderId,
    contractId: contract.id,
    finfluxId: contract.finfluxId,
    step: after.step,
    stage: after.stage,
    status: after.status,
  };
  await repo.insertActivity(tx, {
    key: event === 'contract_created' ? 'order_updated' : event,
    data,
    orderId,
    actorId: ctx.actor?.userId ?? null,
    at: now,
  });
  await audit(tx, ctx, {
    action: 'order.updated',
    entity: 'order',
    entityId: orderId,
    before: {
      step: order.step,
      stage: order.stage,
      status: order.status,
      clientId: order.clientId,
    },
    after: { ...after, contractId: contract.id },
  });
  await publishLive(tx, 'orders', { orderId, action: 'updated' });
}

/** The order's promotion id (null when none); undefined when there is no such order. */
export async function orderPromotionId(
  db: DbOrTx,
  orderId: number,
): Promise<number | null | undefined> {
  const order = await repo.findOrder(db, orderId);
  return order ? order.promotionId : undefined;
}
