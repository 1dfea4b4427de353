import type { transactionInput } from '@pawndesk/domain/contract-api';
import { isValidTransactionDate } from '@pawndesk/domain/contract-states';
import { outstanding, overdueFeeDue, waivableInterest } from '@pawndesk/domain/loan-math';
import type { z } from 'zod';
import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { insertTransaction, latestRegisteredOn, writeMoneyTotals } from '../contract-money.repo.ts';
import { figuresOf } from '../contracts.mapper.ts';
import { vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction, type Step } from '../run-action.ts';

const actionNames = { REPAY: 'Trả bớt', RENEW: 'Thanh toán gia hạn', WAIVE: 'Miễn giảm lãi' };

/** The body as the route parsed it (keys upper-cased). */
export type ParsedTransaction = z.output<typeof transactionInput>;

/**
 * Adds a repay, renew or waive row (B§4). The date follows B§5 (INVALID_TRANSACTION_DATE); a
 * payment may not exceed what settling would cost on its date, a waiver not the interest left to
 * waive.
 */
export function addTransaction(ctx: RequestContext, contractId: number, input: ParsedTransaction) {
  return runAction(ctx, { id: contractId }, 'addTransaction', (step) =>
    addTransactionIn(step, input),
  );
}

/** The transaction itself, on the locked contract of `step` (the runner checked its state). */
export async function addTransactionIn(step: Step, input: ParsedTransaction): Promise<void> {
  const { contract, tx } = step;
  const latest = await latestRegisteredOn(tx, contract.id);
  const dateOk = isValidTransactionDate({
    date: input.registeredOn,
    today: step.today,
    disbursedOn: contract.disbursedOn,
    latestRegisteredOn: latest,
  });
  if (!dateOk) {
    throw new AppError('invalidTransactionDate', 'Ngày giao dịch không hợp lệ');
  }
  const owed = outstanding(
    figuresOf(contract, overdueFeeDue(contract, step.product.loanTerm, input.registeredOn)),
  );
  if (input.action === 'WAIVE') {
    const waivable = waivableInterest(contract, owed);
    if (input.amount > waivable) {
      throw new AppError(
        'invalidAmount',
        `Số tiền miễn giảm vượt quá tiền lãi còn lại (${vnd(waivable)})`,
      );
    }
  } else if (input.action === 'REPAY' && input.amount > owed) {
    throw new AppError(
      'invalidAmount',
      `Số tiền vượt quá số tiền còn phải trả (${vnd(Math.max(0, owed))})`,
    );
  }
  const row = await insertTransaction(tx, {
    contractId: contract.id,
    registeredOn: input.registeredOn,
    actionOn: input.actionOn ?? null,
    type: input.type,
    amount: input.amount,
    status: 'REGISTERED',
    action: input.action,
    isRenewalDifference: input.isRenewalDifference ?? false,
    manual: true,
    createdAt: step.now,
    createdBy: step.actor.userId,
  });
  await writeMoneyTotals(tx, contract.id);
  await auditAction(step, 'transaction-added', { transaction: row.id, ...input }, {});
  await autoNote(
    step,
    `${actionNames[input.action]} ${vnd(input.amount)} (${input.type === 'CASH' ? 'tiền mặt' : 'chuyển khoản'})`,
  );
}
