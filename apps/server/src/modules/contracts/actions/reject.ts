import type { CancelReason } from '@pawndesk/domain/contract-states';
import type { RequestContext } from '../../../plugins/context.ts';
import { moveOrderOnCancelIn } from '../../orders/order-contracts.ts';
import { type ContractKey, updateContract } from '../contracts.repo.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';

const cancelLabels: Record<CancelReason, string> = {
  FRAUD: 'gian lận',
  NOT_ELIGIBLE: 'không đủ điều kiện',
  RATE_DISAGREEMENT: 'không đồng ý lãi suất',
  TERMS_DISAGREEMENT: 'không đồng ý điều khoản',
};

/**
 * PENDING → REJECTED with a cancel reason (A§4.2): the contract ends. A contract made from an
 * order (the wizard's cancel dialog) gives the order the reason's stage of the contract step and
 * logs contract_canceled; the order may then get another contract.
 */
export function reject(ctx: RequestContext, key: ContractKey, cancelReason: CancelReason) {
  return runAction(ctx, key, 'reject', async (step) => {
    await updateContract(step.tx, step.contract.id, {
      status: 'REJECTED',
      cancelReason,
      closedOn: step.today,
      modifiedAt: step.now,
    });
    await auditAction(step, 'rejected', { status: 'REJECTED', cancelReason });
    await autoNote(step, `Đã từ chối hợp đồng. Lý do: ${cancelLabels[cancelReason]}`);
    if (step.contract.orderId !== null) {
      await moveOrderOnCancelIn(
        step.tx,
        step.ctx,
        step.contract.orderId,
        step.contract,
        cancelReason,
      );
    }
  });
}
