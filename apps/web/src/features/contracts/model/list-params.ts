import { type ContractStatus, contractStatuses } from '@pawndesk/domain/contract-states';
import { isCalendarDate } from '@pawndesk/domain/primitives';
import { type DatePreset, datePresets, presetRange } from '../../../lib/date-presets.ts';
import type { ContractListParams } from '../api/list-contracts.ts';

/** Page size of the contract list (A§9). */
export const contractPageSize = 20;

/** What the list screen keeps in its URL, so a reload or a shared link shows the same list. */
export type ContractListState = {
  page: number;
  search: string;
  /** Never empty (A§2.9: the status filter is required); every status by default. */
  statuses: ContractStatus[];
  fromDate: string;
  toDate: string;
};

function isStatus(value: string): value is ContractStatus {
  return contractStatuses.some((status) => status === value);
}

/** The same day a year earlier (29 February → 28 February). */
export function oneYearBefore(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/** The default range: from one year back to today (A§2.9). */
export function defaultRange(today: string): { fromDate: string; toDate: string } {
  return { fromDate: oneYearBefore(today), toDate: today };
}

export function readListState(search: URLSearchParams, today: string): ContractListState {
  const page = Number(search.get('page'));
  const statuses = [...new Set(search.getAll('status').filter(isStatus))];
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const hasRange = isCalendarDate(from) && isCalendarDate(to) && from <= to;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: search.get('q') ?? '',
    statuses: statuses.length > 0 ? statuses : [...contractStatuses],
    ...(hasRange ? { fromDate: from, toDate: to } : defaultRange(today)),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeListState(state: ContractListState, today: string): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page > 1) {
    search.set('page', String(state.page));
  }
  if (state.search.trim() !== '') {
    search.set('q', state.search.trim());
  }
  if (state.statuses.length < contractStatuses.length) {
    for (const status of state.statuses) {
      search.append('status', status);
    }
  }
  const range = defaultRange(today);
  if (state.fromDate !== range.fromDate || state.toDate !== range.toDate) {
    search.set('from', state.fromDate);
    search.set('to', state.toDate);
  }
  return search;
}

/** A change of the status filter that would leave it empty is refused: it keeps the old one. */
export function nextStatuses(
  current: readonly ContractStatus[],
  chosen: readonly ContractStatus[],
): ContractStatus[] {
  return chosen.length > 0 ? [...chosen] : [...current];
}

/** A status count pressed: only that status, or every status when it was already the only one. */
export function toggledStatus(
  current: readonly ContractStatus[],
  status: ContractStatus,
): ContractStatus[] {
  return current.length === 1 && current[0] === status ? [...contractStatuses] : [status];
}

export function toListParams(state: ContractListState): ContractListParams {
  const term = state.search.trim();
  return {
    page: state.page,
    pageSize: contractPageSize,
    ...(term ? { term } : {}),
    fromDate: state.fromDate,
    toDate: state.toDate,
    status: state.statuses,
  };
}

/** The preset whose range is exactly the filter's, if any (shown as the chosen preset). */
export function matchingPreset(state: ContractListState, today: string): DatePreset | undefined {
  return datePresets.find((preset) => {
    const range = presetRange(preset, today);
    return range.fromDate === state.fromDate && range.toDate === state.toDate;
  });
}
