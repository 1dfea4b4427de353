import { millionsToVnd } from '@pawndesk/domain/number-text';
import { type PromiseState, promiseStates } from '@pawndesk/domain/promises';
import {
  defaultPastDueSort,
  type PastDueListQuery,
  type PastDueSortColumn,
  pastDueSortColumns,
} from '@pawndesk/domain/reminder-api';
import {
  type DateWindow,
  pastDuePageSizes,
  type ReminderDatePreset,
  reminderDatePresets,
  reminderPresetWindow,
} from '@pawndesk/domain/reminders';
import { isRecord } from '../../../lib/is-record.ts';

/** A sort key: the column, `-` in front for descending (A§9). */
export type SortKey = PastDueSortColumn | `-${PastDueSortColumn}`;

function isSortKey(value: unknown): value is SortKey {
  return pastDueSortColumns.some((column) => value === column || value === `-${column}`);
}

/** What the list remembers for the tab's life (A§9: payment reminder state in session storage). */
export type ReminderListState = {
  terms: string;
  hasValueAdjustment: boolean;
  /** The filter box's amounts as typed, in millions; empty means no bound. */
  minAmount: string;
  maxAmount: string;
  branches: number[];
  assetTypes: number[];
  /** A preset, or a range picked by hand (its start may be open). */
  preset: ReminderDatePreset | null;
  fromDate: string | null;
  toDate: string | null;
  /** Sort keys in priority order, `-` for descending. */
  sort: SortKey[];
  /** Only clients whose latest promise to pay is in this state (list tab). */
  promise: PromiseState | null;
  /** The "call now" view: next action time come, soonest first (list tab). */
  callNow: boolean;
  page: number;
  pageSize: number;
};

export const reminderStateKey = 'pawndesk.payment-reminder';

export const initialReminderState: ReminderListState = {
  terms: '',
  hasValueAdjustment: false,
  minAmount: '',
  maxAmount: '',
  branches: [],
  assetTypes: [],
  preset: 'all',
  fromDate: null,
  toDate: null,
  sort: [...defaultPastDueSort],
  promise: null,
  callNow: false,
  page: 1,
  pageSize: 20,
};

function isPreset(value: unknown): value is ReminderDatePreset {
  return reminderDatePresets.some((preset) => preset === value);
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'number') : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The stored state, each field checked; anything unreadable falls back to its default. */
export function readReminderState(): ReminderListState {
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(reminderStateKey) ?? 'null');
  } catch {
    stored = null;
  }
  if (!isRecord(stored)) {
    return initialReminderState;
  }
  const pageSize = pastDuePageSizes.find((size) => size === stored.pageSize);
  const hasRange = typeof stored.toDate === 'string';
  return {
    terms: text(stored.terms),
    hasValueAdjustment: stored.hasValueAdjustment === true,
    minAmount: text(stored.minAmount),
    maxAmount: text(stored.maxAmount),
    branches: numbers(stored.branches),
    assetTypes: numbers(stored.assetTypes),
    preset: isPreset(stored.preset) ? stored.preset : hasRange ? null : 'all',
    fromDate: hasRange && typeof stored.fromDate === 'string' ? stored.fromDate : null,
    toDate: hasRange ? text(stored.toDate) : null,
    sort: Array.isArray(stored.sort) ? stored.sort.filter(isSortKey) : [],
    promise: promiseStates.find((state) => state === stored.promise) ?? null,
    callNow: stored.callNow === true,
    page: typeof stored.page === 'number' && stored.page >= 1 ? stored.page : 1,
    pageSize: pageSize ?? initialReminderState.pageSize,
  };
}

export function writeReminderState(state: ReminderListState): void {
  try {
    window.sessionStorage.setItem(reminderStateKey, JSON.stringify(state));
  } catch {
    // Remembering the filters is a convenience; the list works without it.
  }
}

/**
 * Millions as typed (A§5 filter amounts): digits and one decimal mark, the comma accepted as
 * everywhere in the console, at most 3 decimals. Empty is no bound (null); invalid is undefined.
 */
export function amountOf(typed: string): number | null | undefined {
  const trimmed = typed.trim();
  return trimmed === '' ? null : millionsToVnd(trimmed);
}

export type AmountError = 'INVALID_NOT_NUMBER' | 'INVALID_NUMBER' | 'MAX_BELOW_MIN';

/** A typed amount's problem (A§5 positive number): not a number, or more than 3 decimals. */
function typedAmountError(typed: string): AmountError | null {
  if (amountOf(typed) !== undefined) {
    return null;
  }
  return /^\d+[.,]\d+$/.test(typed.trim()) ? 'INVALID_NUMBER' : 'INVALID_NOT_NUMBER';
}

/** Why the filter box cannot apply: an amount that is not one, or max below min. */
export function amountError(minAmount: string, maxAmount: string): AmountError | null {
  const typedError = typedAmountError(minAmount) ?? typedAmountError(maxAmount);
  if (typedError) {
    return typedError;
  }
  const min = amountOf(minAmount);
  const max = amountOf(maxAmount);
  return min != null && max != null && max < min ? 'MAX_BELOW_MIN' : null;
}

/** The due-date window the list is filtered by; its end is what lateness is counted to. */
export function reminderWindow(state: ReminderListState, today: string): DateWindow {
  if (state.preset === null && state.toDate) {
    return state.fromDate
      ? { fromDate: state.fromDate, toDate: state.toDate }
      : { toDate: state.toDate };
  }
  return reminderPresetWindow(state.preset ?? 'all', today);
}

/** The list's query (also its query key); hasValueAdjustment travels as 1 (A§7). */
export type ReminderListQuery = Omit<PastDueListQuery, 'hasValueAdjustment' | 'callNow'> & {
  hasValueAdjustment?: 1;
  callNow?: 1;
};

/**
 * The header's filters alone (the summary's and the big clients' query): no sort, no page, and
 * not the list tab's promise filter or call-now view.
 */
export type ReminderFilterQuery = Omit<
  ReminderListQuery,
  'sortedList' | 'page' | 'pageSize' | 'promise' | 'callNow'
>;

export function toReminderFilterQuery(
  state: ReminderListState,
  today: string,
): ReminderFilterQuery {
  const {
    sortedList: _sort,
    page: _page,
    pageSize: _size,
    ...filter
  } = toReminderQuery(state, today);
  return filter;
}

export function toReminderQuery(state: ReminderListState, today: string): ReminderListQuery {
  const range = reminderWindow(state, today);
  const min = amountOf(state.minAmount);
  const max = amountOf(state.maxAmount);
  return {
    ...(state.terms ? { terms: state.terms } : {}),
    ...(min ? { minApprovedAmount: min } : {}),
    ...(max ? { maxApprovedAmount: max } : {}),
    ...(state.branches.length > 0 ? { branches: state.branches } : {}),
    ...(state.assetTypes.length > 0 ? { assetTypes: state.assetTypes } : {}),
    ...(range.fromDate ? { fromDate: range.fromDate } : {}),
    toDate: range.toDate,
    ...(state.hasValueAdjustment ? { hasValueAdjustment: 1 as const } : {}),
    ...(state.sort.length > 0 ? { sortedList: state.sort } : {}),
    ...(state.promise ? { promise: state.promise } : {}),
    ...(state.callNow ? { callNow: 1 as const } : {}),
    page: state.page,
    pageSize: state.pageSize,
  };
}

/**
 * A click on a sortable header: an unsorted column joins the end ascending, an ascending one turns
 * descending in place, a descending one leaves the sort.
 */
export function toggleSort(sort: readonly SortKey[], column: PastDueSortColumn): SortKey[] {
  const index = sort.findIndex((key) => key.replace('-', '') === column);
  if (index === -1) {
    return [...sort, column];
  }
  if (sort[index] === column) {
    return sort.map((key, at): SortKey => (at === index ? `-${column}` : key));
  }
  return sort.filter((_, at) => at !== index);
}

/** The column's place in the sort (1-based) and direction, or null when it is not sorted. */
export function sortMark(
  sort: readonly SortKey[],
  column: PastDueSortColumn,
): { order: number; isDescending: boolean } | null {
  const index = sort.findIndex((key) => key.replace('-', '') === column);
  return index === -1
    ? null
    : { order: index + 1, isDescending: sort[index]?.startsWith('-') ?? false };
}
