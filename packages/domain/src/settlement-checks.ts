/**
 * The counter's input checks (B§5: transaction date, repayment date, received amount) for the
 * redeem wizard and the repayment editor, written once so the console refuses before sending what
 * the server would refuse. The dates are business dates (YYYY-MM-DD); an input the console could
 * not read as a date arrives as `undefined`.
 */
import { isValidActionDate, isValidTransactionDate } from './contract-states.ts';

const displayDatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date as staff type it (DD/MM/YYYY, B§9) → YYYY-MM-DD; undefined when the text is not a real
 * calendar date (31/02/2026, 2026-02-01, "hôm qua").
 */
export function parseDisplayDate(text: string): string | undefined {
  const match = displayDatePattern.exec(text.trim());
  if (!match) {
    return undefined;
  }
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // A date that overflows (31/02) comes back as another day.
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso
    ? iso
    : undefined;
}

/** YYYY-MM-DD → DD/MM/YYYY, as the console shows and takes dates. */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export type RepaymentDateError = 'INVALID_DATE_FORMAT' | 'INVALID_REPAYMENT_DATE';

/**
 * B§5 Repayment date (the redeem wizard's transaction date, the repayment editor's repaid date):
 * INVALID_DATE_FORMAT when unreadable; INVALID_REPAYMENT_DATE before the submission date, after
 * today, or more than 10 days back (superusers are exempt from the 10 days). The server's
 * action-date check is the same isValidActionDate.
 */
export function repaymentDateError(
  date: string | undefined,
  rules: { today: string; submittedOn: string; isSuperuser: boolean },
): RepaymentDateError | null {
  if (date === undefined) {
    return 'INVALID_DATE_FORMAT';
  }
  return isValidActionDate(date, rules.today, rules.isSuperuser, rules.submittedOn)
    ? null
    : 'INVALID_REPAYMENT_DATE';
}

export type PaymentDateError = 'INVALID_DATE_FORMAT' | 'INVALID_TRANSACTION_DATE';

/**
 * B§5 Transaction date of a payment posted by a settlement: readable, not before the disbursal or
 * the latest registered transaction, not after today, and not after the repaid date it settles on
 * (a payment cannot come after the contract it pays is closed).
 */
export function paymentDateError(
  date: string | undefined,
  rules: {
    today: string;
    disbursedOn: string | null;
    latestRegisteredOn: string | null;
    repaidOn: string | undefined;
  },
): PaymentDateError | null {
  if (date === undefined) {
    return 'INVALID_DATE_FORMAT';
  }
  const isValid =
    isValidTransactionDate({
      date,
      today: rules.today,
      disbursedOn: rules.disbursedOn,
      latestRegisteredOn: rules.latestRegisteredOn,
    }) &&
    (rules.repaidOn === undefined || date <= rules.repaidOn);
  return isValid ? null : 'INVALID_TRANSACTION_DATE';
}

/**
 * B§5 Received amount of a settlement: what is collected (whole thousands) must pay exactly what
 * settling costs, else INVALID_AMOUNT. Short, the contract cannot be repaid; over, the server
 * refuses the payment above what is owed (a liquidation sold above the debt hands the client the
 * surplus in cash, outside the contract; decisions/0012).
 */
export function settlementAmountError(input: {
  collected: number;
  totalDue: number;
}): 'INVALID_AMOUNT' | null {
  return input.collected === input.totalDue ? null : 'INVALID_AMOUNT';
}
