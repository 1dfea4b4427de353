import { outstanding } from '@pawndesk/domain/loan-math';
import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { assertActionDate } from '../action-date.ts';
import { setAssetState } from '../contract-references.repo.ts';
import { figuresOf } from '../contracts.mapper.ts';
import { type ContractKey, updateContract } from '../contracts.repo.ts';
import { displayDate, vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction, type Step } from '../run-action.ts';
import { remember } from '../snapshots.ts';

/** Settles the contract: everything due by `repaidOn` must be paid (transactions first). */
export function repay(ctx: RequestContext, key: ContractKey, repaidOn: string) {
  return runAction(ctx, key, 'repay', (step) => repayIn(step, repaidOn));
}

/**
 * The repayment itself, on the locked contract of `step` (the runner checked its state). The
 * asset goes back to the client (RELEASED), or, after a liquidation, stays sold (LIQUIDIZED).
 */
export async function repayIn(
  step: Step,
  repaidOn: string,
  assetOutcome: 'RELEASED' | 'LIQUIDIZED' = 'RELEASED',
): Promise<void> {
  const { contract, tx } = step;
  assertActionDate(step, repaidOn, 'REPAYMENT');
  const owed = outstanding(figuresOf(contract));
  if (owed > 0) {
    throw new AppError('conflict', `Khách hàng chưa thanh toán đủ, còn thiếu ${vnd(owed)}`);
  }
  await remember(step, 'repay');
  await updateContract(tx, contract.id, {
    status: 'REPAID',
    repaidOn,
    modifiedAt: step.now,
  });
  await setAssetState(tx, contract.assetId, {
    status: assetOutcome,
    ...(assetOutcome === 'RELEASED' ? { releasedOn: repaidOn } : { liquidizedOn: repaidOn }),
    modifiedAt: step.now,
  });
  await auditAction(step, 'repaid', { status: 'REPAID', repaidOn });
  await autoNote(step, `Đã tất toán hợp đồng ngày ${displayDate(repaidOn)}`);
}
