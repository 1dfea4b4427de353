import { outstanding, overdueFeeDue, unchargedOverdueFee } from '@pawndesk/domain/loan-math';
import type { RequestContext } from '../../../plugins/context.ts';
import { assertActionDate } from '../action-date.ts';
import { insertFee, insertTransaction, writeMoneyTotals } from '../contract-money.repo.ts';
import { setAssetState } from '../contract-references.repo.ts';
import { figuresOf } from '../contracts.mapper.ts';
import { type ContractKey, updateContract } from '../contracts.repo.ts';
import { displayDate, vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction, type Step } from '../run-action.ts';

export type CloseInput = {
  submissionDate?: string | undefined;
  paymentMethod?: string | undefined;
};

/**
 * Closes a redeemed contract (PUT status CLOSED after the redeem bill): the overdue fee due by
 * the date is charged, the rest is paid with the given method, and the asset is released.
 */
export function close(ctx: RequestContext, key: ContractKey, input: CloseInput) {
  return runAction(ctx, key, 'close', (step) => closeIn(step, input));
}

/** The closing itself, on the locked contract of `step` (the runner checked its state). */
export async function closeIn(step: Step, input: CloseInput): Promise<void> {
  const { contract, tx } = step;
  const date = input.submissionDate ?? step.today;
  assertActionDate(step, date, 'REPAYMENT');
  const { loanTerm } = step.product;
  const overdue = overdueFeeDue(contract, loanTerm, date);
  const extraFee = unchargedOverdueFee(contract, loanTerm, date);
  if (contract.overridedOverdueFee === null && extraFee > 0) {
    await insertFee(tx, {
      contractId: contract.id,
      type: 'OVERDUE',
      registeredOn: date,
      amount: extraFee,
      createdAt: step.now,
      createdBy: step.actor.userId,
    });
  }
  const owed = outstanding(figuresOf(contract, overdue));
  if (owed > 0) {
    await insertTransaction(tx, {
      contractId: contract.id,
      registeredOn: date,
      type: input.paymentMethod === 'CASH' || !input.paymentMethod ? 'CASH' : 'BANK',
      amount: owed,
      status: 'REGISTERED',
      action: 'REPAY',
      manual: false,
      createdAt: step.now,
      createdBy: step.actor.userId,
    });
  }
  await writeMoneyTotals(tx, contract.id);
  await updateContract(tx, contract.id, {
    status: 'CLOSED',
    closedOn: date,
    modifiedAt: step.now,
  });
  await setAssetState(tx, contract.assetId, {
    status: 'RELEASED',
    releasedOn: date,
    modifiedAt: step.now,
  });
  await auditAction(step, 'closed', { status: 'CLOSED', closedOn: date, paid: owed });
  await autoNote(
    step,
    `Khách hàng chuộc tài sản, đóng hợp đồng ngày ${displayDate(date)}: ${vnd(Math.max(0, owed))}`,
  );
}
