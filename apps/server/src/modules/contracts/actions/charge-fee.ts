import { daysBetween } from '@pawndesk/domain/dates';
import {
  failedCommitmentFee,
  liquidationFee,
  unchargedOverdueFee,
} from '@pawndesk/domain/loan-math';
import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { type FeeRow, insertFee, writeMoneyTotals } from '../contract-money.repo.ts';
import { vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction, type Step } from '../run-action.ts';

const feeNames: Record<FeeRow['type'], string> = {
  OVERDUE: 'phí quá hạn',
  LIQUIDIZATION: 'phí thanh lý',
  FAILED_COMMITMENT: 'phí vi phạm cam kết',
};

export type FeeCharge = {
  registeredOn: string;
  amount: number;
  type: FeeRow['type'];
  rate?: number | undefined;
};

/**
 * Charges a fee (B§4). Amount −1 computes it: the overdue fee due by registeredOn beyond what is
 * charged, the liquidation fee at `rate`, the failed-commitment fee for the days held.
 */
export function chargeFee(ctx: RequestContext, contractId: number, input: FeeCharge) {
  return runAction(
    ctx,
    { id: contractId },
    input.type === 'LIQUIDIZATION' ? 'liquidize' : 'chargeFee',
    (step) => chargeFeeIn(step, input),
  );
}

/** The charge itself, on the locked contract of `step` (the runner checked its state). */
export async function chargeFeeIn(step: Step, input: FeeCharge): Promise<void> {
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
  const fee = await insertFee(tx, {
    contractId: contract.id,
    type: input.type,
    registeredOn: input.registeredOn,
    amount,
    createdAt: step.now,
    createdBy: step.actor.userId,
  });
  await writeMoneyTotals(tx, contract.id);
  await auditAction(step, 'fee-charged', { fee: fee.id, type: input.type, amount }, {});
  await autoNote(step, `Thu ${feeNames[input.type]} ${vnd(amount)}`);
}
