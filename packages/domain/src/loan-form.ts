/**
 * The contract editor's loan form (B§5 "Loan form (editor)", B§9): the product's rate bounds and
 * the field checks with their catalogue codes. Who may edit or renew is contract-states.ts's (the
 * `edit` and `renew` actions); the money is loan-math.ts's, the date window contract-states.ts's,
 * the renewal figures renewal.ts's.
 */
import { isValidIsoDate } from './client-rules.ts';
import { isValidActionDate } from './contract-states.ts';

/** The editor's ceiling for a product that sets no maximum rate (B§9 "default max rate 20"). */
export const defaultMaxInterestRate = 20;

/** A product's rate bounds as the reference data carries them (0 means "not set"). */
export type RateBoundsSource = { minInterestRate: number; maxInterestRate: number };

export type RateBounds = { min: number; max: number; isLocked: boolean };

/**
 * The rate field's bounds (B§5): the product's min and max, max 20 when the product sets none;
 * the field is disabled when min equals max.
 */
export function interestRateBounds(product: RateBoundsSource | null): RateBounds {
  const min = Math.max(0, product?.minInterestRate ?? 0);
  const max =
    product && product.maxInterestRate > 0 ? product.maxInterestRate : defaultMaxInterestRate;
  const bounded = Math.max(min, max);
  return { min, max: bounded, isLocked: min === bounded };
}

/** The rate staff typed, clamped into the product's bounds (B§5), to 3 decimals. */
export function clampInterestRate(rate: number, bounds: RateBounds): number {
  if (!Number.isFinite(rate)) {
    return bounds.min;
  }
  const clamped = Math.min(bounds.max, Math.max(bounds.min, rate));
  return Math.round(clamped * 1000) / 1000;
}

/** Create (no order), edit a pending contract, renew an active one, or review (read-only). */
export const editorModes = ['CREATE', 'EDIT', 'RENEW', 'REVIEW'] as const;
export type EditorMode = (typeof editorModes)[number];

/** The loan form's inline errors (B§8 catalogue). */
export type LoanFormError =
  | 'REQUIRED'
  | 'APPROVED_AMOUNT_GREATER_THAN_VALUATED_AMOUNT'
  | 'INVALID_DISBURSEMENT_AMOUNT'
  | 'INVALID_DATE_FORMAT'
  | 'INVALID_DISBURSEMENT_DATE'
  | 'INVALID_RENEWAL_DATE'
  | 'INVALID_MATURITY_DATE';

export type LoanFormValues = {
  productId: number | null;
  interestRate: number | null;
  approvedAmount: number | null;
  /** The disbursement (or, renewing, the renewal) date, YYYY-MM-DD; '' when not entered. */
  disbursedOn: string;
  maturesOn: string;
};

export type LoanFormContext = {
  mode: Exclude<EditorMode, 'REVIEW'>;
  today: string;
  isSuperuser: boolean;
  /** The asset's valuated (proposed) amount; the approved amount may not exceed it. */
  valuatedAmount: number;
  /** What the client takes home (loan-math receivedAmount); below 0 is refused. */
  disbursementAmount: number;
  /** Renewing: the former contract's submission date, the earliest renewal date. */
  formerSubmittedOn?: string | null;
};

export type LoanFormErrors = Partial<Record<keyof LoanFormValues, LoanFormError>>;

/**
 * Field → error for the editor's loan form (B§5); an empty object means it may be saved:
 * product, rate, approved amount and both dates required; approved ≤ valuated; a disbursement
 * not below 0; the date parses and — unless superuser — lies within today and the previous 10
 * days (a renewal date also not before the former contract's submission date); the maturity
 * after it.
 */
export function loanFormErrors(values: LoanFormValues, context: LoanFormContext): LoanFormErrors {
  const errors: LoanFormErrors = {};
  if (values.productId === null) {
    errors.productId = 'REQUIRED';
  }
  if (values.interestRate === null || values.interestRate <= 0) {
    errors.interestRate = 'REQUIRED';
  }
  if (values.approvedAmount === null || values.approvedAmount <= 0) {
    errors.approvedAmount = 'REQUIRED';
  } else if (values.approvedAmount > context.valuatedAmount) {
    errors.approvedAmount = 'APPROVED_AMOUNT_GREATER_THAN_VALUATED_AMOUNT';
  } else if (context.disbursementAmount < 0) {
    errors.approvedAmount = 'INVALID_DISBURSEMENT_AMOUNT';
  }
  const dateError = disbursementDateError(values.disbursedOn, context);
  if (dateError) {
    errors.disbursedOn = dateError;
  }
  if (values.maturesOn.trim() === '') {
    errors.maturesOn = 'REQUIRED';
  } else if (!isValidIsoDate(values.maturesOn)) {
    errors.maturesOn = 'INVALID_DATE_FORMAT';
  } else if (!dateError && values.maturesOn <= values.disbursedOn) {
    errors.maturesOn = 'INVALID_MATURITY_DATE';
  }
  return errors;
}

function disbursementDateError(date: string, context: LoanFormContext): LoanFormError | null {
  if (date.trim() === '') {
    return 'REQUIRED';
  }
  if (!isValidIsoDate(date)) {
    return 'INVALID_DATE_FORMAT';
  }
  const renewing = context.mode === 'RENEW';
  const ok = isValidActionDate(
    date,
    context.today,
    context.isSuperuser,
    renewing ? context.formerSubmittedOn : null,
  );
  if (ok) {
    return null;
  }
  return renewing ? 'INVALID_RENEWAL_DATE' : 'INVALID_DISBURSEMENT_DATE';
}

/** The Vietnamese text of each loan-form error. */
export const loanFormMessages: Record<LoanFormError, string> = {
  REQUIRED: 'Vui lòng nhập thông tin bắt buộc',
  APPROVED_AMOUNT_GREATER_THAN_VALUATED_AMOUNT: 'Giá cầm lớn hơn giá thẩm định',
  INVALID_DISBURSEMENT_AMOUNT: 'Số tiền giải ngân không hợp lệ',
  INVALID_DATE_FORMAT: 'Ngày không đúng định dạng',
  INVALID_DISBURSEMENT_DATE: 'Ngày giải ngân không hợp lệ',
  INVALID_RENEWAL_DATE: 'Ngày gia hạn không hợp lệ',
  INVALID_MATURITY_DATE: 'Ngày đáo hạn phải sau ngày giải ngân',
};

/**
 * The product list's order (B§9): prepaid 30-day, postpaid 30-day, prepaid other, postpaid
 * other; by name within each group.
 */
export function orderedProducts<
  P extends { interestType: 'ADVANCE' | 'ARREARS'; loanTerm: number; productName: string },
>(products: readonly P[]): P[] {
  const rank = (product: P) =>
    (product.loanTerm === 30 ? 0 : 2) + (product.interestType === 'ADVANCE' ? 0 : 1);
  return [...products].sort(
    (a, b) => rank(a) - rank(b) || a.productName.localeCompare(b.productName, 'vi'),
  );
}
