import { newPriceOf } from '@pawndesk/domain/loan-math';
import { checkValueAdjustment } from '@pawndesk/domain/value-adjustment';
import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { insertValueAdjustment } from '../contract-money.repo.ts';
import { updateContract } from '../contracts.repo.ts';
import { vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';

/**
 * Value adjustment (B§5): the call carries adjustedAmount = approved − new price, and the new
 * price follows the domain's one rule (`checkValueAdjustment`), the inline editor's too.
 */
export function adjustValue(ctx: RequestContext, contractId: number, adjustedAmount: number) {
  return runAction(ctx, { id: contractId }, 'adjustValue', async (step) => {
    const { contract, tx } = step;
    const newPrice = newPriceOf(adjustedAmount, contract.approvedAmount);
    const check = checkValueAdjustment(newPrice, contract.approvedAmount);
    if (!check.ok) {
      throw check.refusal === 'NEWPRICE_GREATER_OLDPRICE'
        ? new AppError('newPriceGreaterOldPrice', 'Giá mới lớn hơn giá cũ')
        : new AppError('invalidPositiveNumber', 'Giá mới phải lớn hơn 0');
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
    await autoNote(step, `Điều chỉnh giá trị tài sản: giá mới ${vnd(newPrice)}`);
  });
}
