import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { unbookDisbursal } from '../cash-book.ts';
import { moneyTotals, retractRegistered } from '../contract-money.repo.ts';
import type { ContractKey } from '../contracts.repo.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';
import { restore } from '../snapshots.ts';

/**
 * DISBURSED/OVERDUE → the snapshot before the disbursal, its booked rows retracted. Refused once
 * staff posted money or fees on the contract (retract those first).
 */
export function undoDisbursal(ctx: RequestContext, key: ContractKey) {
  return runAction(ctx, key, 'undoDisbursal', async (step) => {
    const { contract, tx } = step;
    const totals = await moneyTotals(tx, contract.id);
    if (totals.manualTransactions > 0 || totals.fees > 0 || contract.overridedOverdueFee !== null) {
      throw new AppError(
        'conflict',
        'Hợp đồng đã có giao dịch hoặc phí, hãy hoàn tác các giao dịch trước',
      );
    }
    // The payout's cash book entry goes first: 7008 when a closure covers it (decisions/0011).
    await unbookDisbursal(step);
    await retractRegistered(tx, contract.id, { at: step.now, by: step.actor.userId });
    const before = await restore(step, 'disburse');
    await auditAction(step, 'disbursal-undone', before.contract);
    await autoNote(step, 'Đã hoàn tác giải ngân hợp đồng');
  });
}
