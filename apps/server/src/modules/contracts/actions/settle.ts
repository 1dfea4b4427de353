import { liquidationRate, outstanding, overdueFeeDue } from '@pawndesk/domain/loan-math';
import { paymentsInPostingOrder, settlementReceiptData } from '@pawndesk/domain/print-documents';
import type { SettlementDto, settleInput } from '@pawndesk/domain/settlement-api';
import type { z } from 'zod';
import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import type { PrintDeps } from '../../documents/printed-documents.ts';
import { assertActionDate } from '../action-date.ts';
import { insertNote } from '../contract-history.repo.ts';
import { figuresOf } from '../contracts.mapper.ts';
import type { ContractKey } from '../contracts.repo.ts';
import { vnd } from '../note-text.ts';
import { previewPrintingAction, printSourcesIn, runPrintingAction } from '../print-action.ts';
import { assertAllowed, auditAction, refreshed, type Step } from '../run-action.ts';
import { addTransactionIn } from './add-transaction.ts';
import { chargeFeeIn } from './charge-fee.ts';
import { overrideOverdueFeeIn } from './override-overdue-fee.ts';
import { repayIn } from './repay.ts';

/** The body as the route parsed it (defaults applied). */
export type ParsedSettlement = z.output<typeof settleInput>;

const notes = { REPAYMENT: 'Tất toán hợp đồng', LIQUIDATION: 'Thanh lý hợp đồng' } as const;

/**
 * The repayment editor's save (B§4 Repayment editor) as one call in ONE transaction, made of the
 * single calls' own use cases, in B§4's order:
 * 1. override the overdue fee when set (liquidation only, B§5);
 * 2. charge the extra overdue fee: what is due on `repaidOn` (the override when set, else
 *    charged + accrued) beyond what is charged;
 * 3. liquidation: charge the liquidization fee at the rate (default 10, clamped 1…100) unless the
 *    contract carries one;
 * 4. charge the failed-commitment fee for the days held unless the contract carries one (0 when
 *    the commitment is kept: nothing is charged);
 * 5. add each payment as a repay transaction, by date, cash before bank on a tie;
 * 6. repay on `repaidOn` (the payments must cover what is due: INVALID_AMOUNT);
 * 7. the note, then the receipt — built from the contract as it was before saving, with the same
 *    domain figures — filed as a printed document (rendered before the transaction when the
 *    contract did not change meanwhile, print-action.ts).
 * Any refusal or failure rolls every step back. A second save of the same contract waits on the
 * row lock and is refused: the contract is settled (REDEEM_CLOSED_ERROR, 409).
 */
export function settle(
  ctx: RequestContext,
  deps: PrintDeps,
  key: ContractKey,
  input: ParsedSettlement,
): Promise<SettlementDto> {
  const liquidating = input.mode === 'LIQUIDATION';
  const { repaidOn } = input;
  const { payments, rate, receiptOf } = settlementPlan(input);
  return runPrintingAction(ctx, deps, key, 'repay', receiptOf, async (first, job, printer) => {
    const receipt = job.data;
    let step: Step = first;
    if (input.overridedOverdueFee !== null) {
      await overrideOverdueFeeIn(step, input.overridedOverdueFee);
      step = await refreshed(step);
    }
    const extraOverdueFee = Math.max(
      0,
      overdueFeeDue(step.contract, step.product.loanTerm, repaidOn) -
        step.contract.chargedOverdueFee,
    );
    if (extraOverdueFee > 0) {
      await chargeFeeIn(step, { type: 'OVERDUE', amount: extraOverdueFee, registeredOn: repaidOn });
      step = await refreshed(step);
    }
    if (rate !== null && step.contract.liquidationFee === 0) {
      await chargeFeeIn(step, { type: 'LIQUIDIZATION', amount: -1, rate, registeredOn: repaidOn });
      step = await refreshed(step);
    }
    if (step.contract.failedCommitmentFee === 0) {
      await chargeFeeIn(step, { type: 'FAILED_COMMITMENT', amount: -1, registeredOn: repaidOn });
      step = await refreshed(step);
    }
    // A liquidation's payments are the proceeds of selling the collateral (decisions/0011).
    const purpose = liquidating ? 'COLLATERAL_SALE_PROCEEDS' : 'LOAN_REPAYMENT';
    for (const payment of payments) {
      await addTransactionIn(step, { ...payment, action: 'REPAY' }, purpose);
      step = await refreshed(step);
    }
    const short = outstanding(figuresOf(step.contract));
    if (short > 0) {
      throw new AppError(
        'invalidAmount',
        `Số tiền thu chưa đủ để tất toán, còn thiếu ${vnd(short)}`,
      );
    }
    await repayIn(step, repaidOn, liquidating ? 'LIQUIDIZED' : 'RELEASED');
    await insertNote(step.tx, {
      contractId: step.contract.id,
      content: notes[input.mode],
      createdAt: step.now,
      createdBy: step.actor.userId,
    });
    const document = await printer.archive(step.tx, {
      contractId: step.contract.id,
      contractNumber: step.contract.finfluxId,
      job,
    });
    await auditAction(
      step,
      liquidating ? 'liquidated' : 'settled',
      {
        status: 'REPAID',
        repaidOn,
        total: receipt.lines.total,
        collected: receipt.collected,
        liquidationRate: rate,
        document: document.id,
      },
      { status: first.contract.status },
    );
    return document;
  });
}

/**
 * The receipt `settle` would file for `input`, after the same checks, with nothing written: the
 * editor's preview before its save (B§4).
 */
export function previewSettlement(
  ctx: RequestContext,
  deps: PrintDeps,
  key: ContractKey,
  input: ParsedSettlement,
): Promise<Buffer> {
  return previewPrintingAction(ctx, deps, key, 'repay', settlementPlan(input).receiptOf);
}

/** The payments in posting order, the liquidation rate, and the checks then receipt of a save. */
function settlementPlan(input: ParsedSettlement) {
  const liquidating = input.mode === 'LIQUIDATION';
  const { repaidOn } = input;
  const payments = paymentsInPostingOrder(
    input.payments.map((payment) => ({
      registeredOn: payment.transactionDate,
      type: payment.type,
      amount: payment.amount,
    })),
  );
  const rate = liquidating ? liquidationRate(input.liquidationRate) : null;
  /** The checks before any write, then the receipt from the contract as it stands. */
  const receiptOf = async (first: Step) => {
    if (liquidating) {
      assertAllowed(first, 'liquidize');
    } else if (input.overridedOverdueFee !== null) {
      throw new AppError('invalidRequest', 'Chỉ được điều chỉnh phí quá hạn khi thanh lý hợp đồng');
    }
    assertActionDate(first, repaidOn, 'REPAYMENT');
    const data = settlementReceiptData({
      ...(await printSourcesIn(first)),
      kind: input.mode,
      repaidOn,
      payments,
      overdueFeeOverride: input.overridedOverdueFee,
      liquidationRate: rate,
    });
    return liquidating
      ? ({ kind: 'LIQUIDATION_RECEIPT', data } as const)
      : ({ kind: 'REPAYMENT_RECEIPT', data } as const);
  };
  return { payments, rate, receiptOf };
}
