import type { RequestContext } from '../../../plugins/context.ts';
import { moveOrderToContractIn } from '../../orders/order-contracts.ts';
import { type ContractKey, updateContract } from '../contracts.repo.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';
import { remember } from '../snapshots.ts';

/**
 * PENDING → APPROVED (A§4.2); undoable from its snapshot. A contract made from an order moves
 * the order to step contract, stage active contract, status success, and logs
 * contract_approved (B§4 Creation wizard).
 */
export function approve(ctx: RequestContext, key: ContractKey) {
  return runAction(ctx, key, 'approve', async (step) => {
    await remember(step, 'approve');
    await updateContract(step.tx, step.contract.id, {
      status: 'APPROVED',
      approvedOn: step.today,
      modifiedAt: step.now,
    });
    await auditAction(step, 'approved', { status: 'APPROVED', approvedOn: step.today });
    await autoNote(step, 'Đã duyệt hợp đồng');
    if (step.contract.orderId !== null) {
      await moveOrderToContractIn(
        step.tx,
        step.ctx,
        step.contract.orderId,
        step.contract,
        'contract_approved',
      );
    }
  });
}
