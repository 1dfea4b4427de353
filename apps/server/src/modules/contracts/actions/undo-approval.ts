import type { RequestContext } from '../../../plugins/context.ts';
import type { ContractKey } from '../contracts.repo.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';
import { restore } from '../snapshots.ts';

/** APPROVED → the snapshot taken before the approval. */
export function undoApproval(ctx: RequestContext, key: ContractKey) {
  return runAction(ctx, key, 'undoApproval', async (step) => {
    const before = await restore(step, 'approve');
    await auditAction(step, 'approval-undone', before.contract);
    await autoNote(step, 'Đã hoàn tác duyệt hợp đồng');
  });
}
