/**
 * Payment reminder rules (A§2.8, A§7 payment reminder, A§9, DECISIONS.md): lateness groups, the
 * date presets, the big-client windows, the next-action label, the bar chart's step and the
 * payment-calculation total. Server, console and demo data read them from here only.
 * docs/decisions/0017 explains the readings.
 */
import { type ContractStatus, isActive } from './contract-states.ts';
import { addDays, businessDate, businessTimeZone, daysBetween } from './dates.ts';
import { moneyUnit } from './money.ts';

/** The five lateness groups, in the spec's order (A§2.8, A§3 summary). */
export const latenessGroups = [
  'today',
  'late1Day',
  'late2To3Days',
  'late4To5Days',
  'lateOver5Days',
] as const;
export type LatenessGroup = (typeof latenessGroups)[number];

/** Late days each group covers, inclusive; the last group has no upper bound. */
export const latenessGroupDays: Record<LatenessGroup, { min: number; max: number | null }> = {
  today: { min: 0, max: 0 },
  late1Day: { min: 1, max: 1 },
  late2To3Days: { min: 2, max: 3 },
  late4To5Days: { min: 4, max: 5 },
  lateOver5Days: { min: 6, max: null },
};

/**
 * The group of a due contract `lateDays` after its due date (counted to the filter's end date);
 * null for a contract not due yet (an "extra" row maturing after the end).
 */
export function latenessGroup(lateDays: number): LatenessGroup | null {
  if (lateDays < 0) {
    return null;
  }
  return (
    latenessGroups.find((group) => {
      const { min, max } = latenessGroupDays[group];
      return lateDays >= min && (max === null || lateDays <= max);
    }) ?? null
  );
}

/** The date-range presets of the header (A§2.8), in the order the picker offers them. */
export const reminderDatePresets = [
  'today',
  'late1To3Days',
  'late2To3Days',
  'late4To5Days',
  'lateOver3Days',
  'lateOver5Days',
  'prior1To3Days',
  'all',
] as const;
export type ReminderDatePreset = (typeof reminderDatePresets)[number];

export type DateWindow = { fromDate?: string; toDate: string };

/**
 * The due-date window of a preset on `today`: due `n` days late means due on today − n. "More than
 * 3" has no lower bound; "all" is every contract due by today; "1 to 3 days prior" is due within
 * the next three days.
 */
export function reminderPresetWindow(preset: ReminderDatePreset, today: string): DateWindow {
  const daysAgo = (n: number) => addDays(today, -n);
  switch (preset) {
    case 'today':
      return { fromDate: today, toDate: today };
    case 'late1To3Days':
      return { fromDate: daysAgo(3), toDate: daysAgo(1) };
    case 'late2To3Days':
      return { fromDate: daysAgo(3), toDate: daysAgo(2) };
    case 'late4To5Days':
      return { fromDate: daysAgo(5), toDate: daysAgo(4) };
    case 'lateOver3Days':
      return { toDate: daysAgo(4) };
    case 'lateOver5Days':
      return { toDate: daysAgo(6) };
    case 'prior1To3Days':
      return { fromDate: addDays(today, 1), toDate: addDays(today, 3) };
    case 'all':
      return { toDate: today };
  }
}

/** Late days of a contract due on `dueOn`, counted to the filter's end date (negative: not due). */
export function lateDaysAt(dueOn: string, endDate: string): number {
  return daysBetween(dueOn, endDate);
}

/** The oldest due date the big-client report reaches back to (A§7: end − 1000 days). */
export const bigClientLookbackDays = 1000;
/** With no group, big clients owe at least this much in total, in millions (A§7, A§9). */
export const bigClientMinTotalMillions = 100;

export type BigClientFilter = {
  fromDate: string;
  toDate: string;
  /** Whole VND, as the list's query carries it. */
  minTotalApprovedAmount?: number;
};

/**
 * The big-client list's filter relative to the header's end date (A§7): one group's window, or
 * with no group every due date back to end − 1000 days and a total of at least 100 millions.
 * The over-5 window ends on end − 6 so that no contract counts in two groups (decisions/0017).
 */
export function bigClientFilter(group: LatenessGroup | null, endDate: string): BigClientFilter {
  if (group === null) {
    return {
      fromDate: addDays(endDate, -bigClientLookbackDays),
      toDate: endDate,
      minTotalApprovedAmount: bigClientMinTotalMillions * moneyUnit,
    };
  }
  const { min, max } = latenessGroupDays[group];
  return {
    fromDate: addDays(endDate, -(max ?? bigClientLookbackDays)),
    toDate: addDays(endDate, -min),
  };
}

/** The modal fetches due contracts to the filter's end date plus 4 days (A§7, A§9). */
export const dueContractsExtraDays = 4;
export function dueContractsFetchEnd(endDate: string): string {
  return addDays(endDate, dueContractsExtraDays);
}

/** A due contract maturing after the filter's end date is marked "extra" (A§2.8). */
export function isExtraDueContract(maturesOn: string, endDate: string): boolean {
  return maturesOn > endDate;
}

/** Contracts whose asset waits to be liquidized are shown inactive (A§2.8). */
export function isInactiveDueContract(assetStatus: string): boolean {
  return assetStatus === 'WAITING_TO_LIQUIDIZE';
}

/** Why the liquidation toggle is refused, or null when it may switch. */
export type LiquidationRefusal = 'NOT_OVERDUE' | 'ASSET_NOT_TOGGLEABLE';

/**
 * The liquidation toggle (A§2.8) moves the asset between IN_STORAGE and WAITING_TO_LIQUIDIZE, and
 * only on an overdue contract: active and past its maturity.
 */
export function liquidationRefusal(
  contract: { status: ContractStatus; maturesOn: string; assetStatus: string },
  today: string,
): LiquidationRefusal | null {
  if (!isActive(contract.status) || contract.maturesOn >= today) {
    return 'NOT_OVERDUE';
  }
  return contract.assetStatus === 'IN_STORAGE' || contract.assetStatus === 'WAITING_TO_LIQUIDIZE'
    ? null
    : 'ASSET_NOT_TOGGLEABLE';
}

/** The asset status the toggle sets. */
export function liquidationTarget(
  waitingToLiquidize: boolean,
): 'WAITING_TO_LIQUIDIZE' | 'IN_STORAGE' {
  return waitingToLiquidize ? 'WAITING_TO_LIQUIDIZE' : 'IN_STORAGE';
}

export type NextActionLabel =
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'afterDays'; days: number }
  | { kind: 'past'; text: string };

const reminderTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM HH:mm in business time (A§9 reminders). */
export function formatReminderTime(instant: Date): string {
  const parts = Object.fromEntries(
    reminderTimeFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month} ${parts.hour}:${parts.minute}`;
}

/**
 * The next-action label (A§2.8): Today, Tomorrow or After N days by business date; a date before
 * today is shown in full (DD/MM HH:mm).
 */
export function nextActionLabel(nextActionAt: Date, now: Date): NextActionLabel {
  const days = daysBetween(businessDate(now), businessDate(nextActionAt));
  if (days < 0) {
    return { kind: 'past', text: formatReminderTime(nextActionAt) };
  }
  if (days === 0) {
    return { kind: 'today' };
  }
  return days === 1 ? { kind: 'tomorrow' } : { kind: 'afterDays', days };
}

/** The next action's default time of day (A§9). */
export const defaultReminderTime = '08:00';
export const defaultReminderHour = 8;
export const defaultReminderMinute = 0;

const minutesPerDay = 24 * 60;

/**
 * The next-action time picker's stepping (A§2.8): hours wrap 0–23 (23 + 1 is 0, the day stays),
 * minutes wrap 0–59 and carry into the hour (08:59 + 1 minute is 09:00, 00:00 − 1 minute 23:59).
 */
export function wrapReminderTime(hour: number, minute: number): { hour: number; minute: number } {
  const total =
    (((Math.trunc(hour) * 60 + Math.trunc(minute)) % minutesPerDay) + minutesPerDay) %
    minutesPerDay;
  return { hour: Math.floor(total / 60), minute: total % 60 };
}

/**
 * The bar chart's y-axis step (A§2.8): the ceiling of max ÷ 6, rounded up to the next multiple
 * of 10; at least 10 so an empty chart still has a scale.
 */
export function barChartStep(max: number): number {
  const sixth = Math.ceil(Math.max(0, max) / 6);
  return Math.max(10, Math.ceil(sixth / 10) * 10);
}

/** A due contract's row in the payment calculation table; renew and finalize exclude each other. */
export type PaymentCalculationRow = {
  renewAmount: number;
  redeemAmount: number;
  toggle: 'renew' | 'finalize' | null;
  isInactive: boolean;
  isExtra: boolean;
};

/**
 * The payment-calculation total (DECISIONS.md): per contract the renew amount when its renew
 * toggle is on, the redeem amount when its finalize toggle is on, nothing otherwise; with no
 * toggle on anywhere, the redeem amounts of every active due contract (not inactive, not extra).
 */
export function paymentCalculationTotal(rows: readonly PaymentCalculationRow[]): number {
  const anyToggle = rows.some((row) => row.toggle !== null);
  return rows.reduce((sum, row) => {
    if (!anyToggle) {
      return row.isInactive || row.isExtra ? sum : sum + row.redeemAmount;
    }
    if (row.toggle === 'renew') {
      return sum + row.renewAmount;
    }
    return row.toggle === 'finalize' ? sum + row.redeemAmount : sum;
  }, 0);
}

/** Result statuses that count a due contract as out of reach in the reports (A§2.8). */
export const outOfReachStatusKeys = ['NOT_REACHABLE', 'WRONG_NUMBER'] as const;

/** The page sizes of the past-due list (10, 20, 50) and of the big-client list (5, 10, 20). */
export const pastDuePageSizes = [10, 20, 50] as const;
export const bigClientPageSizes = [5, 10, 20] as const;
export const bigClientDefaultPageSize = 5;
/** The result history's page size (A§7). */
export const reminderResultPageSize = 20;
