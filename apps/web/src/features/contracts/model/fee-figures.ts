import type { ContractDto, feeTypes } from '@pawndesk/domain/contract-api';
import type { ContractAction } from '@pawndesk/domain/contract-states';
import { daysBetween } from '@pawndesk/domain/dates';
import {
  failedCommitmentFee,
  liquidationFee,
  liquidationRate,
  unchargedOverdueFee,
} from '@pawndesk/domain/loan-math';
import { type NumberTextError, readNumberText } from '@pawndesk/domain/number-text';
import type { CommitmentTerms } from '@pawndesk/domain/print-documents';

export type FeeType = (typeof feeTypes)[number];

/** The action the state machine checks for each fee (the liquidization fee is liquidating). */
export const feeActions: Record<FeeType, ContractAction> = {
  OVERDUE: 'chargeFee',
  LIQUIDIZATION: 'liquidize',
  FAILED_COMMITMENT: 'chargeFee',
};

/** What a fee would charge on `registeredOn` (CON-5): the figure the server computes for it. */
export type FeeFigure = {
  amount: number;
  /** The contract already carries this fee: it is not charged twice. */
  isCharged: boolean;
};

/**
 * The domain's figure of a fee (loan-math): the overdue fee accrued by the date and not charged
 * yet, the liquidation fee at `rate`, the failed-commitment fee for the days held by the date.
 */
export function feeFigure(
  type: FeeType,
  contract: ContractDto,
  terms: CommitmentTerms,
  registeredOn: string,
  rate: number,
): FeeFigure {
  switch (type) {
    case 'OVERDUE':
      return {
        amount: unchargedOverdueFee(contract, terms.loanTerm, registeredOn),
        isCharged: false,
      };
    case 'LIQUIDIZATION':
      return contract.liquidationFee > 0
        ? { amount: contract.liquidationFee, isCharged: true }
        : { amount: liquidationFee({ ...contract, rate }), isCharged: false };
    case 'FAILED_COMMITMENT':
      return contract.failedCommitmentFee > 0
        ? { amount: contract.failedCommitmentFee, isCharged: true }
        : {
            amount: failedCommitmentFee({
              principalAmount: contract.principalAmount,
              daysHeld: Math.max(
                0,
                daysBetween(contract.disbursedOn ?? contract.submittedOn, registeredOn),
              ),
              product: terms,
            }),
            isCharged: false,
          };
  }
}

/** The rate as typed without its sign: B§5 takes the absolute value. */
function unsignedRate(text: string): string {
  return text.trim().replace(/^[-\u2212]/, '');
}

/**
 * A typed liquidation rate as the fee uses it: |rate| clamped to 1…100 (B§5), "12,5" or "12.5";
 * undefined while unreadable.
 */
export function readLiquidationRate(text: string): number | undefined {
  const read = readNumberText(unsignedRate(text), 'percent');
  return read?.ok ? liquidationRate(read.value) : undefined;
}

/** Why a typed liquidation rate cannot be read (A§5 message keys). */
export function liquidationRateError(text: string): NumberTextError {
  const read = readNumberText(unsignedRate(text), 'percent');
  return read && !read.ok ? read.error : 'INVALID_NOT_NUMBER';
}
