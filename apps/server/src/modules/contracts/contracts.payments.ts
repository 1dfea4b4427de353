/**
 * Money on an active contract: transactions (repay, renew, waive) and their retraction, fees, the
 * overdue-fee override and value adjustments (B§4, B§7). Every change rewrites the contract's
 * sums from the rows in the same transaction.
 */
import { canRetract, isValidTransactionDate } from '@pawndesk/domain/contract-states';
import { daysBetween } from '@pawndesk/domain/dates';
import {
  failedCommitmentFee,
  liquidationFee,
  outstanding,
  overdueFeeDue,
  unchargedOverdueFee,
} from '@pawndesk/domain/loan-math';
import { formatVnd } from '@pawndesk/domain/money';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { figuresOf } from './contracts.mapper.ts';
import * as repo from './contracts.repo.ts';
import { act, auditAction, autoNote } from './contracts.service.ts';

const vnd = (amount: number) => `${formatVnd(amount)} đ`;
const actionNames = { REPAY: 'Trả bớt', RENEW: 'Thanh toán gia hạn', WAIVE: 'Miễn giảm lãi' };
const feeNames = {
  OVERDUE: 'phí quá hạn',
  LIQUIDIZATION: 'phí thanh lý',
  FAILED_COMMITMENT: 'phí vi phạm cam kết',
} as const;

type ParsedTransaction = {
  registeredOn: string;
  type: 'CASH' | 'BANK';
  amount: number;
  action: 'REPAY' | 'RENEW' | 'WAIVE';
  actionOn?: string | undefined;
  isRenewalDifference?: boolean | undefined;
};

/**
 * Adds a repay, renew or waive row. The date follows B§5 (INVALID_TRANSACTION_DATE); a payment
 * may not exceed what settling would cost today, a waiver not the interest left to waive.
 */
export function addTransaction(ctx: RequestContext, contractId: number, input: ParsedTransaction) {
  return act(ctx, { id: contractId }, 'addTransaction', async (step) => {
    const { contract, tx } = step;
    const latest = await repo.latestRegisteredOn(tx, contract.id);
    const dateOk = isValidTransactionDate({
      date: input.registeredOn,
      today: step.today,
      disbursedOn: contract.disbursedOn,
      latestRegisteredOn: latest,
    });
    if (!dateOk) {
      throw new AppError(
        'invalidRequest',
        'Ngày giao dịch không hợp lệ (INVALID_TRANSACTION_DATE)',
      );
    }
    const owed = outstanding(
      figuresOf(contract, overdueFeeDue(contract, step.product.loanTerm, input.registeredOn)),
    );
    if (input.action === 'WAIVE') {
      const waivable = contract.interestAmount + contract.roundingFee - contract.waivedAmount;
      if (input.amount > Math.min(waivable, owed)) {
        throw new AppError(
          'invalidRequest',
          `Số tiền miễn giảm vượt quá tiền lãi còn lại (${vnd(Math.max(0, Math.min(waivable, owed)))}) (INVALID_AMOUNT)`,
        );
      }
    } else if (input.action === 'REPAY' && input.amount > owed) {
      throw new AppError(
        'invalidRequest',
        `Số tiền vượt quá số tiền còn phải trả (${vnd(Math.max(0, owed))}) (INVALID_AMOUNT)`,
      );
    }
    const row = await repo.insertTransaction(tx, {
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
    await repo.writeMoneyTotals(tx, contract.id);
    await auditAction(step, 'transaction-added', { transaction: row.id, ...input }, {});
    await autoNote(
      step,
      `${actionNames[input.action]} ${vnd(input.amount)} (${input.type === 'CASH' ? 'tiền mặt' : 'chuyển khoản'})`,
    );
  });
}

/** Retracts a manual repay or waive (B§4); refused rows get 409, a missing one 404. */
export function retractTransaction(ctx: RequestContext, contractId: number, transactionId: number) {
  return act(ctx, { id: contractId }, 'addTransaction', async (step) => {
    const { tx } = step;
    const row = await repo.findTransactionForUpdate(tx, contractId, transactionId);
    if (!row) {
      throw new AppError('notFound', 'Không tìm thấy giao dịch');
    }
    if (!canRetract(row, step.contract.status, step.actor)) {
      throw new AppError('conflict', 'Giao dịch này không thể hoàn tác');
    }
    await repo.retractTransactionRow(tx, row.id, step.now, step.actor.userId);
    await repo.writeMoneyTotals(tx, contractId);
    await auditAction(
      step,
      'transaction-retracted',
      { transaction: row.id, status: 'RETRACTED' },
      {
        transaction: row.id,
        status: row.status,
      },
    );
    await autoNote(step, `Đã hoàn tác giao dịch #${row.id} (${vnd(row.amount)})`);
  });
}

/**
 * Charges a fee. Amount −1 computes it: the overdue fee due by registeredOn beyond what is
 * charged, the liquidation fee at `rate`, the failed-commitment fee for the days held.
 */
export function chargeFee(
  ctx: RequestContext,
  contractId: number,
  input: {
    registeredOn: string;
    amount: number;
    type: repo.FeeRow['type'];
    rate?: number | undefined;
  },
) {
  return act(
    ctx,
    { id: contractId },
    input.type === 'LIQUIDIZATION' ? 'liquidize' : 'chargeFee',
    async (step) => {
      const { contract, product, tx } = step;
      if (input.registeredOn > step.today) {
        throw new AppError('invalidRequest', 'Ngày thu phí không được sau hôm nay');
      }
      let amount = input.amount;
      if (amount === -1) {
        if (input.type === 'OVERDUE') {
          amount = unchargedOverdueFee(contract, product.loanTerm, input.registeredOn);
        } else if (input.type === 'LIQUIDIZATION') {
          amount = liquidationFee({ ...contract, rate: input.rate ?? Number.NaN });
        } else {
          amount = failedCommitmentFee({
            principalAmount: contract.principalAmount,
            daysHeld: daysBetween(contract.disbursedOn ?? contract.submittedOn, input.registeredOn),
            product,
          });
        }
      }
      if (amount === 0) {
        return;
      }
      const fee = await repo.insertFee(tx, {
        contractId,
        type: input.type,
        registeredOn: input.registeredOn,
        amount,
        createdAt: step.now,
        createdBy: step.actor.userId,
      });
      await repo.writeMoneyTotals(tx, contractId);
      await auditAction(step, 'fee-charged', { fee: fee.id, type: input.type, amount }, {});
      await autoNote(step, `Thu ${feeNames[input.type]} ${vnd(amount)}`);
    },
  );
}

export function overrideOverdueFee(ctx: RequestContext, contractId: number, amount: number) {
  return act(ctx, { id: contractId }, 'overrideOverdueFee', async (step) => {
    await repo.updateContract(step.tx, contractId, {
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
  });
}

/** Value adjustment: adjustedAmount = approved − new price, never above the approved amount. */
export function adjustValue(ctx: RequestContext, contractId: number, adjustedAmount: number) {
  return act(ctx, { id: contractId }, 'adjustValue', async (step) => {
    const { contract, tx } = step;
    if (adjustedAmount > contract.approvedAmount) {
      throw new AppError('invalidRequest', 'Giá mới lớn hơn giá cũ (NEWPRICE_GREATER_OLDPRICE)');
    }
    await repo.insertValueAdjustment(tx, {
      contractId,
      adjustedAmount,
      previousAmount: contract.adjustedAmount,
      createdAt: step.now,
      createdBy: step.actor.userId,
    });
    await repo.updateContract(tx, contractId, { adjustedAmount, modifiedAt: step.now });
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
