import { defaultOrderSort, orderSortFields } from '@pawndesk/domain/order-api';
import {
  type OrderCounters,
  type OrderStatus,
  type OrderStep,
  orderStatuses,
  orderSteps,
} from '@pawndesk/domain/orders';
import type { QueryParams } from '../../../lib/api-client.ts';
import { dateParam, pageParam } from '../../../lib/list-url.ts';

export type OrderSortField = (typeof orderSortFields)[number];
export type SortTerm = { field: OrderSortField; isDescending: boolean };

/** Page size of the order lists (A§9). */
export const orderPageSize = 20;

/** What the list screen keeps in its URL, so a reload or a shared link shows the same list. */
export type OrderListState = {
  page: number;
  /** The search box as typed: a phone number or, failing that, free text. */
  search: string;
  steps: OrderStep[];
  statuses: OrderStatus[];
  fromDate: string | null;
  toDate: string | null;
  sort: SortTerm[];
};

/** The query of the order lists, all and mine (also the list's query key). */
export type OrderListParams = {
  page: number;
  pageSize: number;
  term?: string;
  phone?: string;
  status: OrderStatus[];
  step: OrderStep[];
  fromDate?: string;
  toDate?: string;
  sort: string;
};

function isSortField(value: string): value is OrderSortField {
  return orderSortFields.some((field) => field === value);
}

function isStep(value: string): value is OrderStep {
  return orderSteps.some((step) => step === value);
}

function isStatus(value: string): value is OrderStatus {
  return orderStatuses.some((status) => status === value);
}

/** "step_index,-last_modify" → terms; unknown fields are dropped. */
export function parseSort(text: string): SortTerm[] {
  const terms: SortTerm[] = [];
  for (const part of text.split(',')) {
    const isDescending = part.startsWith('-');
    const field = isDescending ? part.slice(1) : part;
    if (isSortField(field) && !terms.some((term) => term.field === field)) {
      terms.push({ field, isDescending });
    }
  }
  return terms;
}

export function formatSort(terms: readonly SortTerm[]): string {
  return terms.map((term) => `${term.isDescending ? '-' : ''}${term.field}`).join(',');
}

export const defaultSortTerms: readonly SortTerm[] = parseSort(defaultOrderSort);

export function readListState(search: URLSearchParams): OrderListState {
  const sort = search.get('sort');
  return {
    page: pageParam(search),
    search: search.get('q') ?? '',
    steps: search.getAll('step').filter(isStep),
    statuses: search.getAll('status').filter(isStatus),
    fromDate: dateParam(search.get('from')),
    toDate: dateParam(search.get('to')),
    // An explicit empty sort means "none chosen": the server's default applies, no arrows shown.
    sort: sort === null ? [...defaultSortTerms] : parseSort(sort),
  };
}

export function writeListState(state: OrderListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page > 1) {
    search.set('page', String(state.page));
  }
  if (state.search.trim() !== '') {
    search.set('q', state.search.trim());
  }
  for (const step of state.steps) {
    search.append('step', step);
  }
  for (const status of state.statuses) {
    search.append('status', status);
  }
  if (state.fromDate) {
    search.set('from', state.fromDate);
  }
  if (state.toDate) {
    search.set('to', state.toDate);
  }
  const sort = formatSort(state.sort);
  if (sort !== defaultOrderSort) {
    search.set('sort', sort);
  }
  return search;
}

const phoneLike = /^\+?[\d\s.-]+$/;

/** The search box sends a phone number as `phone` and anything else as free text (`term`). */
export function searchParams(text: string): Pick<OrderListParams, 'phone' | 'term'> {
  const trimmed = text.trim();
  if (trimmed === '') {
    return {};
  }
  return phoneLike.test(trimmed) ? { phone: trimmed.replace(/[\s.-]/g, '') } : { term: trimmed };
}

export function toListParams(state: OrderListState): OrderListParams {
  const params: OrderListParams = {
    page: state.page,
    pageSize: orderPageSize,
    ...searchParams(state.search),
    status: state.statuses,
    step: state.steps,
    sort: state.sort.length > 0 ? formatSort(state.sort) : defaultOrderSort,
  };
  if (state.fromDate) {
    params.fromDate = state.fromDate;
  }
  if (state.toDate) {
    params.toDate = state.toDate;
  }
  return params;
}

export function toQueryParams(params: OrderListParams): QueryParams {
  return { ...params };
}

/** The counters of A§2.6 in display order, each with the step it filters by (total clears it). */
export const orderCounters = [
  { key: 'countUnclaimed', step: 'unclaimed', labelKey: 'ORDER_COUNT_UNCLAIMED' },
  { key: 'countPending', step: 'pending', labelKey: 'ORDER_COUNT_PENDING' },
  { key: 'countContact', step: 'contact', labelKey: 'ORDER_COUNT_CONTACT' },
  { key: 'countQuoted', step: 'quoted', labelKey: 'ORDER_COUNT_QUOTED' },
  { key: 'countAppointment', step: 'appointment', labelKey: 'ORDER_COUNT_APPOINTMENT' },
  { key: 'total', step: null, labelKey: 'ORDER_COUNT_TOTAL' },
] as const satisfies readonly {
  key: keyof OrderCounters;
  step: OrderStep | null;
  labelKey: string;
}[];

/** Whether the list is filtered by exactly this counter's step (total: by no step). */
export function isCounterActive(state: OrderListState, step: OrderStep | null): boolean {
  return step === null
    ? state.steps.length === 0
    : state.steps.length === 1 && state.steps[0] === step;
}

/** A counter filters by its step; clicking the active one (or total) clears the step filter. */
export function toggleCounter(state: OrderListState, step: OrderStep | null): OrderListState {
  const steps = step === null || isCounterActive(state, step) ? [] : [step];
  return { ...state, steps, page: 1 };
}
