import { canRetract } from '@pawndesk/domain/contract-states';
import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { unbookPayment } from '../cash-book.ts';
import {
  findTransactionForUpdate,
  retractTransactionRow,
  writeMoneyTotals,
} from '../contract-money.repo.ts';
import { vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';

/** Retracts a manual repay or waive (B§4); refused rows get 409, a missing one 404. */
export function retractTransaction(ctx: RequestContext, contractId: number, transactionId: number) {
  return runAction(ctx, { id: contractId }, 'retractTransaction', async (step) => {
    const { tx } = step;
    const row = await findTransactionForUpdate(tx, contractId, transactionId);
    if (!row) {
      throw new AppError('notFound', 'Không tìm thấy giao dịch');
    }
    if (!canRetract(row, step.contract.status, step.actor)) {
      throw new AppError('conflict', 'Giao dịch này không thể hoàn tác');
    }
    // Its cash book entry goes first: 7008 when a closure covers it (decisions/0011).
    await unbookPayment(step, row.id);
    await retractTransactionRow(tx, row.id, step.now, step.actor.userId);
    await writeMoneyTotals(tx, contractId);
    await auditAction(
      step,
      'transaction-retracted',
      { transaction: row.id, status: 'RETRACTED' },
      { transaction: row.id, status: row.status },
    );
    await autoNote(step, `Đã hoàn tác giao dịch #${row.id} (${vnd(row.amount)})`);
  });
}
