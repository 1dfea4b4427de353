import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { insertValueAdjustment } from '../contract-money.repo.ts';
import { updateContract } from '../contracts.repo.ts';
import { vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';

/** Value adjustment: adjustedAmount = approved − new price, never above the approved amount. */
export function adjustValue(ctx: RequestContext, contractId: number, adjustedAmount: number) {
  return runAction(ctx, { id: contractId }, 'adjustValue', async (step) => {
    const { contract, tx } = step;
    if (adjustedAmount > contract.approvedAmount) {
      throw new AppError('newPriceGreaterOldPrice', 'Giá mới lớn hơn giá cũ');
    }
    await insertValueAdjustment(tx, {
      contractId,
      adjustedAmount,
      previousAmount: contract.adjustedAmount,
      createdAt: step.now,
      createdBy: step.actor.userId,
    });
    await updateContract(tx, contractId, { adjustedAmount, modifiedAt: step.now });
    await auditAction(
      step,
      'value-adjusted',
      { adjustedAmount },
      { adjustedAmount: contract.adjustedAmount },
    );
    await autoNote(
      step,
      `Điều chỉnh giá trị tài sản: giá mới ${vnd(contract.approvedAmount - adjustedAmount)}`,
    );
  });
}
