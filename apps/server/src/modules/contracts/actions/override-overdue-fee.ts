import type { RequestContext } from '../../../plugins/context.ts';
import { updateContract } from '../contracts.repo.ts';
import { vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction, type Step } from '../run-action.ts';

/** Sets the overdue fee by hand (B§4): it replaces the charged one in what is due. */
export function overrideOverdueFee(ctx: RequestContext, contractId: number, amount: number) {
  return runAction(ctx, { id: contractId }, 'overrideOverdueFee', (step) =>
    overrideOverdueFeeIn(step, amount),
  );
}

/** The override itself, on the locked contract of `step`. */
export async function overrideOverdueFeeIn(step: Step, amount: number): Promise<void> {
  await updateContract(step.tx, step.contract.id, {
    overridedOverdueFee: amount,
    modifiedAt: step.now,
  });
  await auditAction(
    step,
    'overdue-fee-overridden',
    { overridedOverdueFee: amount },
    { overridedOverdueFee: step.contract.overridedOverdueFee },
  );
  await autoNote(step, `Điều chỉnh phí quá hạn thành ${vnd(amount)}`);
}
