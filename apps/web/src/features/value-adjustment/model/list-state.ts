import type { ContractListQuery } from '@pawndesk/domain/contract-api';

/** Page size of the value adjustment list (A§9). */
export const valueAdjustmentPageSize = 20;

/** What the screen keeps in its URL, so a reload or a shared link shows the same list. */
export type ValueAdjustmentState = {
  page: number;
  search: string;
  /** Only contracts whose value was adjusted (the toggle). */
  isAdjustedOnly: boolean;
  fromDate: string;
  toDate: string;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The default range: one year back to today, as the contract list. */
export function defaultRange(today: string): { fromDate: string; toDate: string } {
  const year = Number(today.slice(0, 4)) - 1;
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return { fromDate: `${year}-${monthDay}`, toDate: today };
}

export function readState(search: URLSearchParams, today: string): ValueAdjustmentState {
  const page = Number(search.get('page'));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const hasRange = isoDate.test(from) && isoDate.test(to) && from <= to;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: search.get('q') ?? '',
    isAdjustedOnly: search.get('adjusted') === '1',
    ...(hasRange ? { fromDate: from, toDate: to } : defaultRange(today)),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeState(state: ValueAdjustmentState, today: string): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page > 1) {
    search.set('page', String(state.page));
  }
  if (state.search.trim() !== '') {
    search.set('q', state.search.trim());
  }
  if (state.isAdjustedOnly) {
    search.set('adjusted', '1');
  }
  const range = defaultRange(today);
  if (state.fromDate !== range.fromDate || state.toDate !== range.toDate) {
    search.set('from', state.fromDate);
    search.set('to', state.toDate);
  }
  return search;
}

/**
 * The contract list's query: active contracts (a value is adjusted only on them), created in the
 * range, in A§9's order (matures_on, then the contract number).
 */
export function toQuery(state: ValueAdjustmentState) {
  return {
    page: state.page,
    pageSize: valueAdjustmentPageSize,
    term: state.search.trim() || undefined,
    fromDate: state.fromDate,
    toDate: state.toDate,
    active: true,
    hasValueAdjustment: state.isAdjustedOnly ? true : undefined,
    orderBy: 'maturesOn',
  } satisfies Partial<ContractListQuery>;
}
export type ValueAdjustmentQuery = ReturnType<typeof toQuery>;
