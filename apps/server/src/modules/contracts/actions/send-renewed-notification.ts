import type { RequestContext } from '../../../plugins/context.ts';
import { queueNotification } from '../contract-history.repo.ts';
import { type ContractKey, findChildren } from '../contracts.repo.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';

/** Queues the Zalo renewed-contract message (superuser only; docs/decisions/0005). */
export function sendRenewedNotification(ctx: RequestContext, key: ContractKey) {
  return runAction(ctx, key, 'sendRenewedNotification', async (step) => {
    const [child] = await findChildren(step.tx, step.contract.id);
    await queueNotification(step.tx, {
      channel: 'ZALO',
      kind: 'contract-renewed',
      contractId: step.contract.id,
      clientId: step.contract.clientId,
      payload: { finfluxId: step.contract.finfluxId, renewalFinfluxId: child?.finfluxId ?? null },
      createdAt: step.now,
      createdBy: step.actor.userId,
    });
    await auditAction(step, 'renewed-notification-sent', { channel: 'ZALO' });
    await autoNote(step, 'Đã gửi thông báo gia hạn hợp đồng cho khách hàng qua Zalo');
  });
}
