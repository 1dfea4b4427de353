import type { RequestContext } from '../../../plugins/context.ts';
import { queueNotification } from '../contract-history.repo.ts';
import { type ContractKey, findChildren } from '../contracts.repo.ts';
import { auditAction, autoNote, runAction, type Step } from '../run-action.ts';

/** Queues the Zalo renewed-contract message (superuser only; docs/decisions/0005). */
export function sendRenewedNotification(ctx: RequestContext, key: ContractKey) {
  return runAction(ctx, key, 'sendRenewedNotification', async (step) => {
    const [child] = await findChildren(step.tx, step.contract.id);
    await queueRenewedNotificationIn(step, child?.finfluxId ?? null);
  });
}

/**
 * The renewal notice for the client of the step's contract, queued in the notification outbox
 * (sent by the notifier after commit), with its audit row and note.
 */
export async function queueRenewedNotificationIn(
  step: Step,
  renewalFinfluxId: number | null,
): Promise<void> {
  await queueNotification(step.tx, {
    channel: 'ZALO',
    kind: 'contract-renewed',
    contractId: step.contract.id,
    clientId: step.contract.clientId,
    payload: { finfluxId: step.contract.finfluxId, renewalFinfluxId },
    createdAt: step.now,
    createdBy: step.actor.userId,
  });
  await auditAction(step, 'renewed-notification-sent', { channel: 'ZALO' });
  await autoNote(step, 'Đã gửi thông báo gia hạn hợp đồng cho khách hàng qua Zalo');
}
