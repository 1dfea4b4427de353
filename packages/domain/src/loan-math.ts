/**
 * The money formulas of the loan core (A§9, B§9, DECISIONS.md "Formulas with two readings").
 * Every amount is whole VND; rates are percents (6.5 means 6.5 %). Server, console and demo data
 * call these and nothing else, so a figure means the same on every screen. docs/decisions/0005
 * explains the readings chosen where the documents leave one open.
 */
import { addDays, daysBetween } from './dates.ts';
import { roundToThousand } from './money.ts';

/** Prepaid (interest taken at disbursal) and postpaid (interest at the end). */
export const interestTypes = ['ADVANCE', 'ARREARS'] as const;
type InterestType = (typeof interestTypes)[number];

export type LoanProduct = {
  interestType: InterestType;
  /** Days from disbursal to maturity. */
  loanTerm: number;
  /** Days in one interest period (30 for monthly). */
  repayEvery: number;
  commitmentDays: number;
  commitmentPenaltyRate: number;
};

export type LoanPromotion = {
  /** Percent of the interest given back. */
  interestDiscount: number;
  minDiscount: number;
  maxDiscount: number;
  /** The smallest approved amount the promotion applies to. */
  minPayout: number;
};

/** Prepaid (ADVANCE) and postpaid (ARREARS) interest caps (A§9). */
export const interestCaps: Record<InterestType, number> = { ADVANCE: 7.4, ARREARS: 8 };

const rateScale = 1000n;

/**
 * Interest for the whole loan term, split into whole thousands and the rounding fee that makes
 * the client's payment a whole thousand: rounding = ceil − floor of the exact interest.
 * Exact arithmetic (BigInt) so billions at 3-decimal rates never lose a đồng.
 */
export function termInterest(
  principal: number,
  rate: number,
  product: Pick<LoanProduct, 'loanTerm' | 'repayEvery'>,
): { interestAmount: number; roundingFee: number } {
  const numerator = BigInt(principal) * BigInt(Math.round(rate * 1000)) * BigInt(product.loanTerm);
  const perThousand = 100n * rateScale * BigInt(product.repayEvery) * 1000n;
  const floor = numerator / perThousand;
  const ceil = (numerator + perThousand - 1n) / perThousand;
  return { interestAmount: Number(floor) * 1000, roundingFee: Number(ceil - floor) * 1000 };
}

/** Due date = created date + the product's repayEvery days (B§9). */
export function dueDate(submittedOn: string, repayEvery: number): string {
  return addDays(submittedOn, repayEvery);
}

/** Maturity = created date + the loan term. */
function maturityDate(submittedOn: string, loanTerm: number): string {
  return addDays(submittedOn, loanTerm);
}

/**
 * Discount = interest × discount rate, bounded by the promotion's min and max, rounded to
 * thousands; only for prepaid products with a promotion, never on a renewal (B§9), and only from
 * the promotion's minimum payout.
 */
export function promotionDiscount(input: {
  interestAmount: number;
  approvedAmount: number;
  interestType: InterestType;
  promotion: LoanPromotion | null;
  isRenewal: boolean;
}): number {
  const { promotion } = input;
  if (!promotion || input.interestType !== 'ADVANCE' || input.isRenewal) {
    return 0;
  }
  if (input.approvedAmount < promotion.minPayout) {
    return 0;
  }
  const raw = roundToThousand((input.interestAmount * promotion.interestDiscount) / 100);
  return Math.min(promotion.maxDiscount, Math.max(promotion.minDiscount, raw));
}

/**
 * What the client takes home at disbursal. Prepaid: approved − interest (with its rounding) +
 * discount − storage fee, rounded (B§9); postpaid: approved − storage fee.
 */
export function receivedAmount(input: {
  approvedAmount: number;
  interestAmount: number;
  roundingFee: number;
  discount: number;
  storageFee: number;
  interestType: InterestType;
}): number {
  if (input.interestType === 'ARREARS') {
    return input.approvedAmount - input.storageFee;
  }
  return roundToThousand(
    input.approvedAmount -
      input.interestAmount -
      input.roundingFee +
      input.discount -
      input.storageFee,
  );
}

/** Prepaid interest collected at disbursal: interest + rounding − discount; 0 when postpaid. */
export function advanceCollected(input: {
  interestAmount: number;
  roundingFee: number;
  discount: number;
  interestType: InterestType;
}): number {
  return input.interestType === 'ADVANCE'
    ? input.interestAmount + input.roundingFee - input.discount
    : 0;
}

type LoanTermsInput = {
  approvedAmount: number;
  interestRate: number;
  submittedOn: string;
  storageFee: number;
  product: LoanProduct;
  promotion: LoanPromotion | null;
  isRenewal: boolean;
  /** An agreed maturity other than submittedOn + loanTerm. */
  maturesOn?: string | undefined;
};

type LoanTerms = {
  principalAmount: number;
  interestAmount: number;
  roundingFee: number;
  discountAmount: number;
  receivedAmount: number;
  dueDate: string;
  maturesOn: string;
  isAdvance: boolean;
};

/** Every figure fixed when a contract is created or edited. */
export function loanTerms(input: LoanTermsInput): LoanTerms {
  const { product } = input;
  const { interestAmount, roundingFee } = termInterest(
    input.approvedAmount,
    input.interestRate,
    product,
  );
  const discountAmount = promotionDiscount({
    interestAmount,
    approvedAmount: input.approvedAmount,
    interestType: product.interestType,
    promotion: input.promotion,
    isRenewal: input.isRenewal,
  });
  return {
    principalAmount: input.approvedAmount,
    interestAmount,
    roundingFee,
    discountAmount,
    receivedAmount: receivedAmount({
      approvedAmount: input.approvedAmount,
      interestAmount,
      roundingFee,
      discount: discountAmount,
      storageFee: input.storageFee,
      interestType: product.interestType,
    }),
    dueDate: dueDate(input.submittedOn, product.repayEvery),
    maturesOn: input.maturesOn ?? maturityDate(input.submittedOn, product.loanTerm),
    isAdvance: product.interestType === 'ADVANCE',
  };
}

/** Late days = payment date − maturity date in calendar days, at least 0. */
export function lateDays(maturesOn: string, paymentDate: string): number {
  return Math.max(0, daysBetween(maturesOn, paymentDate));
}

/** Daily overdue fee = interest ÷ the product's loan term in days (DECISIONS.md). */
export function overdueFeePerDay(interestAmount: number, loanTerm: number): number {
  return interestAmount / loanTerm;
}

/** Overdue fee = late days × daily fee, rounded to the nearest 1,000 (DECISIONS.md). */
export function overdueFee(input: {
  interestAmount: number;
  loanTerm: number;
  maturesOn: string;
  paymentDate: string;
}): number {
  const days = lateDays(input.maturesOn, input.paymentDate);
  return roundToThousand(days * overdueFeePerDay(input.interestAmount, input.loanTerm));
}

type OverdueState = {
  interestAmount: number;
  maturesOn: string;
  chargedOverdueFee: number;
  overridedOverdueFee: number | null;
};

/** The overdue fee accrued by `paymentDate` that is not charged yet (what amount −1 charges). */
export function unchargedOverdueFee(
  c: OverdueState,
  loanTerm: number,
  paymentDate: string,
): number {
  const accrued = overdueFee({
    interestAmount: c.interestAmount,
    loanTerm,
    maturesOn: c.maturesOn,
    paymentDate,
  });
  return Math.max(0, accrued - c.chargedOverdueFee);
}

/**
 * The overdue fee a payment on `paymentDate` carries: the override when set, else what is
 * charged plus what has accrued since.
 */
export function overdueFeeDue(c: OverdueState, loanTerm: number, paymentDate: string): number {
  if (c.overridedOverdueFee !== null) {
    return c.overridedOverdueFee;
  }
  return c.chargedOverdueFee + unchargedOverdueFee(c, loanTerm, paymentDate);
}

/** Liquidation rate: absolute value clamped to 1…100, 10 by default (B§5). */
export const defaultLiquidationRate = 10;
export function liquidationRate(rate: number | null | undefined): number {
  if (rate === null || rate === undefined || Number.isNaN(rate)) {
    return defaultLiquidationRate;
  }
  return Math.min(100, Math.max(1, Math.abs(rate)));
}

/** Liquidation fee = (principal + interest + rounding fee) × rate ÷ 100, rounded (B§9). */
export function liquidationFee(input: {
  principalAmount: number;
  interestAmount: number;
  roundingFee: number;
  rate: number;
}): number {
  const base = input.principalAmount + input.interestAmount + input.roundingFee;
  return roundToThousand((base * liquidationRate(input.rate)) / 100);
}

/**
 * Failed-commitment fee: held fewer days than the product's commitment → principal × penalty
 * rate ÷ loan term ÷ 100 × days held, rounded; otherwise 0 (B§9).
 */
export function failedCommitmentFee(input: {
  principalAmount: number;
  daysHeld: number;
  product: Pick<LoanProduct, 'commitmentDays' | 'commitmentPenaltyRate' | 'loanTerm'>;
}): number {
  const { product } = input;
  if (input.daysHeld >= product.commitmentDays) {
    return 0;
  }
  return roundToThousand(
    ((input.principalAmount * product.commitmentPenaltyRate) / product.loanTerm / 100) *
      input.daysHeld,
  );
}

/** Advance interest converts a rate r to r ÷ (100 − r) × 100 (B§4), to 3 decimals. */
export function advanceRate(rate: number): number {
  return Math.round((rate / (100 - rate)) * 100 * 1000) / 1000;
}

/** Advance-interest adjusted amount = adjusted − adjusted × rate ÷ 100, rounded (A§9). */
export function advanceAdjustedAmount(adjustedAmount: number, interestRate: number): number {
  return roundToThousand(adjustedAmount - (adjustedAmount * interestRate) / 100);
}

/** The contract's money as it stands: terms, charges and what has been paid or waived. */
export type LoanFigures = {
  principalAmount: number;
  interestAmount: number;
  roundingFee: number;
  /** Overdue fees charged (or the override when one is set). */
  overdueFee: number;
  liquidationFee: number;
  failedCommitmentFee: number;
  storageFee: number;
  renewalDifference: number;
  adjustedAmount: number;
  repaidAmount: number;
  waivedAmount: number;
  isAdvance: boolean;
  interestRate: number;
};

/**
 * Total due = principal + interest + rounding + overdue fee − renewal difference − waived +
 * liquidation fee + failed-commitment fee (B§9).
 */
export function totalDue(f: LoanFigures): number {
  return (
    f.principalAmount +
    f.interestAmount +
    f.roundingFee +
    f.overdueFee -
    f.renewalDifference -
    f.waivedAmount +
    f.liquidationFee +
    f.failedCommitmentFee
  );
}

/** What is still owed: total due − repaid. Zero when settled; never drifts from the rows. */
export function outstanding(f: LoanFigures): number {
  return totalDue(f) - f.repaidAmount;
}

/**
 * Redeem amount = principal + interest + rounding + overdue fee − renewal difference − repaid −
 * waived (A§9), plus the liquidation and failed-commitment fees when charged.
 */
export function redeemAmount(f: LoanFigures): number {
  return outstanding(f);
}

/** The value-adjustment part of a renewal: prepaid contracts convert it (A§9). */
export function adjustedAmountAdjustment(
  f: Pick<LoanFigures, 'adjustedAmount' | 'isAdvance' | 'interestRate'>,
): number {
  if (f.adjustedAmount === 0) {
    return 0;
  }
  return f.isAdvance ? advanceAdjustedAmount(f.adjustedAmount, f.interestRate) : f.adjustedAmount;
}

/**
 * Renew amount = interest + rounding − renewal difference + overdue fee + storage fee − repaid −
 * waived + adjusted-amount adjustment (A§9). Signed: below 0 when more was paid than renewing
 * costs. It is the server's check that a renewal is paid for; screens show `renewalDue`.
 */
export function renewAmount(f: LoanFigures): number {
  return (
    f.interestAmount +
    f.roundingFee -
    f.renewalDifference +
    f.overdueFee +
    f.storageFee -
    f.repaidAmount -
    f.waivedAmount +
    adjustedAmountAdjustment(f)
  );
}

/** What renewing costs the client now, as every screen shows it (decisions/0018). */
export type RenewalDue = {
  /** What the client still pays to renew: the renew amount, never below 0. */
  amount: number;
  /**
   * What was paid beyond the interest and fees: principal paid back, at most the principal.
   * The renewal carries it through the renewal difference (B§9): renewing into
   * `renewalPrincipal` makes the difference −principalPaidBack and the renew amount 0.
   */
  principalPaidBack: number;
  /** The principal still lent: principal − principal paid back. */
  renewalPrincipal: number;
};

/**
 * The renew amount of A§9 split the way a customer reads it: a payment beyond interest and fees
 * is principal paid back, not a negative amount to pay (decisions/0018). The contract panel, the
 * reminder modal and the renewal editor read this one function.
 */
export function renewalDue(f: LoanFigures): RenewalDue {
  const paidBeyondCharges = -renewAmount({ ...f, renewalDifference: 0 });
  const principalPaidBack = Math.min(f.principalAmount, Math.max(0, paidBeyondCharges));
  return {
    amount: Math.max(0, renewAmount(f)),
    principalPaidBack,
    renewalPrincipal: f.principalAmount - principalPaidBack,
  };
}

/**
 * What a waiver may still take off (B§4 waive interest): the interest with its rounding fee less
 * what is waived already, never more than what settling costs (`owed`, the overdue fee included),
 * never below 0.
 */
export function waivableInterest(
  f: Pick<LoanFigures, 'interestAmount' | 'roundingFee' | 'waivedAmount'>,
  owed: number,
): number {
  return Math.max(0, Math.min(f.interestAmount + f.roundingFee - f.waivedAmount, owed));
}

/** Why a value adjustment's new price is refused (B§5 value adjustment). */
type NewPriceRefusal = 'INVALID_POSITIVE_NUMBER' | 'NEWPRICE_GREATER_OLDPRICE';

/**
 * The value adjustment rule (A§5, B§5): the new price is a positive amount not above the old
 * approved amount (else NEWPRICE_GREATER_OLDPRICE). The call carries adjustedAmount = approved −
 * new price (`adjustedAmountFor`).
 */
export function newPriceRefusal(newPrice: number, approvedAmount: number): NewPriceRefusal | null {
  if (newPrice <= 0) {
    return 'INVALID_POSITIVE_NUMBER';
  }
  return newPrice > approvedAmount ? 'NEWPRICE_GREATER_OLDPRICE' : null;
}

/** The adjusted amount a value adjustment sends for a new price (B§5): approved − new price. */
export function adjustedAmountFor(newPrice: number, approvedAmount: number): number {
  return approvedAmount - newPrice;
}

/** The new price an adjusted amount stands for: approved − adjusted amount. */
export function newPriceOf(adjustedAmount: number, approvedAmount: number): number {
  return approvedAmount - adjustedAmount;
}

/** Old-contract penalty shown = |renewal difference| when it is not positive, else 0 (A§9). */
export function oldContractPenalty(renewalDifference: number): number {
  return renewalDifference <= 0 ? Math.abs(renewalDifference) : 0;
}

/** Repaid amount shown adds the renewal difference when it is positive (A§9). */
export function repaidShown(repaidAmount: number, renewalDifference: number): number {
  return repaidAmount + Math.max(0, renewalDifference);
}

/** Redemption total = outstanding + overdue fee, − the promotion amount when not prepaid (A§9). */
export function redemptionTotal(input: {
  totalOutstanding: number;
  overdueFee: number;
  promotionAmount: number;
  prepaid: boolean;
}): number {
  return input.totalOutstanding + input.overdueFee - (input.prepaid ? 0 : input.promotionAmount);
}

type SchedulePeriod = {
  period: number;
  fromDate: string;
  dueDate: string;
  principalDue: number;
  interestDue: number;
  totalDue: number;
};

/**
 * The repayment schedule: one period every repayEvery days from the created date, the last one
 * ending at maturity. Interest (with its rounding) is spread in whole thousands, the remainder in
 * the last period; the principal is due at maturity.
 */
export function repaymentSchedule(input: {
  submittedOn: string;
  maturesOn: string;
  repayEvery: number;
  principalAmount: number;
  interestAmount: number;
  roundingFee: number;
}): SchedulePeriod[] {
  const span = Math.max(1, daysBetween(input.submittedOn, input.maturesOn));
  const count = Math.max(1, Math.ceil(span / input.repayEvery));
  const interest = input.interestAmount + input.roundingFee;
  const share = Math.floor(interest / count / 1000) * 1000;
  return Array.from({ length: count }, (_, index) => {
    const last = index === count - 1;
    const interestDue = last ? interest - share * (count - 1) : share;
    const principalDue = last ? input.principalAmount : 0;
    return {
      period: index + 1,
      fromDate: addDays(input.submittedOn, index * input.repayEvery),
      dueDate: last ? input.maturesOn : addDays(input.submittedOn, (index + 1) * input.repayEvery),
      principalDue,
      interestDue,
      totalDue: principalDue + interestDue,
    };
  });
}
