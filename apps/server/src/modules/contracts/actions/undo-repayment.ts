import type { RequestContext } from '../../../plugins/context.ts';
import type { ContractKey } from '../contracts.repo.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';
import { restore } from '../snapshots.ts';

/** REPAID → the snapshot before the repayment (the asset back in storage). */
export function undoRepayment(ctx: RequestContext, key: ContractKey) {
  return runAction(ctx, key, 'undoRepayment', async (step) => {
    const before = await restore(step, 'repay');
    await auditAction(step, 'repayment-undone', before.contract);
    await autoNote(step, 'Đã hoàn tác tất toán hợp đồng');
  });
}
