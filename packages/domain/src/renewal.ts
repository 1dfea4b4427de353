/**
 * The renewal editor's rules (B§4 Renewal, B§5 loan form, B§9, FEATURES.md FLOW-5 and FLOW-7):
 * the advance-interest conversion, early-renewal days, the default maturity, renewal late days
 * and the overdue fee they carry, revaluation, the renewal date and the received amount. The
 * money comes from loan-math.ts (renewAmount); docs/decisions/0022 records the readings.
 */
import { isValidActionDate } from './contract-states.ts';
import { addDays, daysBetween } from './dates.ts';
import {
  adjustedAmountAdjustment,
  advanceRate,
  type LoanFigures,
  overdueFeePerDay,
  renewAmount,
} from './loan-math.ts';
import { roundToThousand } from './money.ts';

/**
 * The rate a renewal shows for the former rate r (B§4): prepaid interest converts to
 * r ÷ (100 − r) × 100 (loan-math's advanceRate), postpaid stays r.
 */
export function renewalRate(rate: number, isAdvance: boolean): number {
  return isAdvance ? advanceRate(rate) : rate;
}

/**
 * Early-renewal days by default: the days the client renews before the former contract matures
 * (0 on or after its maturity). Staff may change them in the editor.
 */
export function earlyRenewalDays(formerMaturesOn: string, renewedOn: string): number {
  return Math.max(0, daysBetween(renewedOn, formerMaturesOn));
}

/**
 * The new contract's maturity by default (B§4): its disbursement (renewal) date + the product's
 * loan term + the early-renewal days, so the days already paid for are not lost.
 */
export function renewalMaturity(input: {
  renewedOn: string;
  loanTerm: number;
  earlyRenewalDays: number;
}): string {
  return addDays(input.renewedOn, input.loanTerm + input.earlyRenewalDays);
}

/**
 * Renewal late days (A§9, B§9): from the former contract's due date (its maturity) to the date it
 * matures into the new contract — the renewal date — less the early-renewal days, at least 0.
 */
export function renewalLateDays(input: {
  formerMaturesOn: string;
  renewedOn: string;
  earlyRenewalDays: number;
}): number {
  return Math.max(0, daysBetween(input.formerMaturesOn, input.renewedOn) - input.earlyRenewalDays);
}

/**
 * The overdue fee a renewal carries: the override when set, else the renewal late days × the
 * daily fee (interest ÷ loan term), rounded to the nearest 1,000 (DECISIONS.md), never below
 * what is charged already. `renewalFeeToCharge` is what is left to charge.
 */
export function renewalOverdueFee(input: {
  interestAmount: number;
  loanTerm: number;
  lateDays: number;
  chargedOverdueFee: number;
  overridedOverdueFee: number | null;
}): number {
  if (input.overridedOverdueFee !== null) {
    return input.overridedOverdueFee;
  }
  const accrued = roundToThousand(
    input.lateDays * overdueFeePerDay(input.interestAmount, input.loanTerm),
  );
  return Math.max(accrued, input.chargedOverdueFee);
}

/** The overdue fee a renewal still charges: what it carries beyond what is charged, ≥ 0. */
export function renewalFeeToCharge(carried: number, chargedOverdueFee: number): number {
  return Math.max(0, carried - chargedOverdueFee);
}

/** Revaluation's threshold: an asset that lost more than this percent of its value (B§4). */
export const revaluationThreshold = 10;

/**
 * Revaluation (B§4): the asset lost more than 10 % of the approved amount (its value adjustment,
 * adjustedAmount = approved − new price, A§5). Then the renewal requires extra interest: the
 * adjusted-amount adjustment of A§9 (prepaid contracts convert it), which renewAmount carries.
 */
export function revaluation(
  f: { approvedAmount: number } & Pick<
    LoanFigures,
    'adjustedAmount' | 'isAdvance' | 'interestRate'
  >,
): { required: boolean; newPrice: number; extraInterest: number } {
  const required = f.adjustedAmount * 100 > f.approvedAmount * revaluationThreshold;
  return {
    required,
    newPrice: f.approvedAmount - f.adjustedAmount,
    extraInterest: required ? adjustedAmountAdjustment(f) : 0,
  };
}

/**
 * The renewal date (B§5): not after today, not before the former contract's submission date and,
 * unless superuser, at most 10 days back (else INVALID_RENEWAL_DATE).
 */
export function isValidRenewalDate(input: {
  renewedOn: string;
  today: string;
  isSuperuser: boolean;
  formerSubmittedOn: string;
}): boolean {
  return isValidActionDate(
    input.renewedOn,
    input.today,
    input.isSuperuser,
    input.formerSubmittedOn,
  );
}

/**
 * What the client pays to renew into a new loan of `newApprovedAmount` (A§9 renew amount): the
 * renewal difference is new approved − former principal; never below 0 (a larger new loan pays
 * the difference out with the new contract instead).
 */
export function renewalPayable(former: LoanFigures, newApprovedAmount: number): number {
  const renewalDifference = newApprovedAmount - former.principalAmount;
  return Math.max(0, renewAmount({ ...former, renewalDifference }));
}

/** Why the received amount is refused (INVALID_AMOUNT, B§5): short of, or beyond, what is due. */
export type ReceivedAmountRefusal = 'SHORT' | 'OVER';

/**
 * The received-amount check (B§5 "received amount on renewal must be consistent"): the renew
 * payments must add up to exactly what renewing costs — less leaves interest unpaid, more is
 * principal paid back, which the renewal expresses through a smaller new loan instead.
 */
export function receivedAmountRefusal(
  received: number,
  payable: number,
): ReceivedAmountRefusal | null {
  if (received < payable) {
    return 'SHORT';
  }
  return received > payable ? 'OVER' : null;
}

/** The former contract's figures and charges as the renewal editor reads them. */
export type RenewalBase = LoanFigures & {
  approvedAmount: number;
  maturesOn: string;
  loanTerm: number;
  chargedOverdueFee: number;
  overridedOverdueFee: number | null;
};

export type RenewalQuote = {
  lateDays: number;
  /** The overdue fee the renewal carries (the override when set). */
  overdueFee: number;
  /** What the save charges beyond what is charged already. */
  feeToCharge: number;
  /** What the client pays to renew into `newApprovedAmount` (the INVALID_AMOUNT figure). */
  payable: number;
  revaluation: ReturnType<typeof revaluation>;
};

/**
 * Everything the renewal editor shows before saving, computed exactly as the save does
 * (docs/decisions/0022): an override replaces the overdue fee, the renewal late days carry the
 * fee, and the payable is the renew amount with that fee and renewal difference = new approved −
 * former principal.
 */
export function renewalQuote(input: {
  former: RenewalBase;
  renewedOn: string;
  earlyRenewalDays: number;
  overridedOverdueFee: number | null;
  newApprovedAmount: number;
}): RenewalQuote {
  const { former } = input;
  const override = input.overridedOverdueFee ?? former.overridedOverdueFee;
  const lateDays = renewalLateDays({
    formerMaturesOn: former.maturesOn,
    renewedOn: input.renewedOn,
    earlyRenewalDays: input.earlyRenewalDays,
  });
  const overdueFee = renewalOverdueFee({
    interestAmount: former.interestAmount,
    loanTerm: former.loanTerm,
    lateDays,
    chargedOverdueFee: former.chargedOverdueFee,
    overridedOverdueFee: override,
  });
  return {
    lateDays,
    overdueFee,
    feeToCharge: renewalFeeToCharge(overdueFee, former.chargedOverdueFee),
    payable: renewalPayable({ ...former, overdueFee }, input.newApprovedAmount),
    revaluation: revaluation(former),
  };
}
