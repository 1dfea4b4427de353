import type { RedeemPaymentMethod } from '@pawndesk/domain/print-documents';
import { redeemBillData } from '@pawndesk/domain/print-documents';
import type { SettlementDto } from '@pawndesk/domain/settlement-api';
import type { RequestContext } from '../../../plugins/context.ts';
import type { PrintDeps } from '../../documents/printed-documents.ts';
import { assertActionDate } from '../action-date.ts';
import type { ContractKey } from '../contracts.repo.ts';
import { previewPrintingAction, printSourcesIn, runPrintingAction } from '../print-action.ts';
import { auditAction, type Step } from '../run-action.ts';
import { closeIn } from './close.ts';

type RedeemChoice = { submissionDate: string; paymentMethod: RedeemPaymentMethod };

/**
 * The redeem wizard's first print or save (B§2 Contract redeem, B§4 Redeem wizard), one
 * transaction: the repayment-date rules (B§5), the bill built from the contract as it stands
 * (the figures the client pays), the contract closed exactly as PUT status CLOSED closes it (the
 * overdue fee charged, the rest paid by the method, the asset released), the bill filed as a
 * printed document (rendered before the transaction, print-action.ts) — a bank-transfer bill with
 * the branch account's VietQR.
 * Not active → REDEEM_ERROR (5010), settled → REDEEM_CLOSED_ERROR (5011).
 */
export function redeem(
  ctx: RequestContext,
  deps: PrintDeps,
  key: ContractKey,
  input: RedeemChoice,
): Promise<SettlementDto> {
  const billOf = redeemBillOf(input);
  return runPrintingAction(ctx, deps, key, 'close', billOf, async (step, job, printer) => {
    const bill = job.data;
    await closeIn(step, input);
    const filed = await printer.archive(step.tx, {
      contractId: step.contract.id,
      contractNumber: step.contract.finfluxId,
      job,
    });
    await auditAction(step, 'redeemed', {
      status: 'CLOSED',
      closedOn: input.submissionDate,
      paymentMethod: input.paymentMethod,
      total: bill.lines.total,
      hasTransferQr: bill.transfer !== null,
      document: filed.id,
    });
    return filed;
  });
}

/** The bill `redeem` would file for `input`, after the same checks, nothing written (Bước 2). */
export function previewRedeemBill(
  ctx: RequestContext,
  deps: PrintDeps,
  key: ContractKey,
  input: RedeemChoice,
): Promise<Buffer> {
  return previewPrintingAction(ctx, deps, key, 'close', redeemBillOf(input));
}

/** The repayment-date rules, then the bill from the contract as it stands. */
function redeemBillOf(input: RedeemChoice) {
  return async (step: Step) => {
    assertActionDate(step, input.submissionDate, 'REPAYMENT');
    const sources = await printSourcesIn(step);
    const data = redeemBillData({
      ...sources,
      transactionDate: input.submissionDate,
      paymentMethod: input.paymentMethod,
    });
    return { kind: 'REDEEM_BILL', data } as const;
  };
}
