import type { CashLogDirection } from '@pawndesk/domain/cash-log-api';

/** The filter box, the search and the date range of the list and pending tabs (B§3 filters). */
export type CashLogFilters = {
  fromDate?: string;
  toDate?: string;
  search?: string;
  funds: number[];
  types: ('CASH' | 'BANK')[];
  directions: CashLogDirection[];
  categories: number[];
  minAmount?: number;
  maxAmount?: number;
};

/** What the calls receive: arrays repeat; a multi-select with every option chosen is left out. */
export type FilterParams = {
  fromDate?: string;
  toDate?: string;
  search?: string;
  funds?: number[];
  types?: string[];
  directions?: number[];
  categories?: number[];
  minAmount?: number;
  maxAmount?: number;
};

export type FilterOptions = { funds: number[]; categories: number[] };

export const allTypes: ('CASH' | 'BANK')[] = ['CASH', 'BANK'];
export const allDirections: CashLogDirection[] = [1, -1];

/** The default range: from the first of this month to today (B§2 date presets). */
export function defaultRange(today: string): { fromDate: string; toDate: string } {
  return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
}

export function initialFilters(today: string): CashLogFilters {
  return { ...defaultRange(today), funds: [], types: [], directions: [], categories: [] };
}

function isAll<T>(chosen: readonly T[], options: readonly T[]): boolean {
  return chosen.length === 0 || options.every((option) => chosen.includes(option));
}

export function toParams(filters: CashLogFilters, options: FilterOptions): FilterParams {
  const params: FilterParams = {};
  if (filters.fromDate) {
    params.fromDate = filters.fromDate;
  }
  if (filters.toDate) {
    params.toDate = filters.toDate;
  }
  if (filters.search?.trim()) {
    params.search = filters.search.trim();
  }
  if (!isAll(filters.funds, options.funds)) {
    params.funds = filters.funds;
  }
  if (!isAll(filters.types, allTypes)) {
    params.types = filters.types;
  }
  if (!isAll(filters.directions, allDirections)) {
    params.directions = filters.directions;
  }
  if (!isAll(filters.categories, options.categories)) {
    params.categories = filters.categories;
  }
  if (filters.minAmount !== undefined) {
    params.minAmount = filters.minAmount;
  }
  if (filters.maxAmount !== undefined) {
    params.maxAmount = filters.maxAmount;
  }
  return params;
}

/** "Số trần nhỏ hơn số sàn" (B§5): a ceiling below the floor. */
export function isCeilingBelowFloor(min: number | undefined, max: number | undefined): boolean {
  return min !== undefined && max !== undefined && max < min;
}

/** How many filter box choices narrow the list (the badge on the filter button). */
export function activeFilterCount(filters: CashLogFilters, options: FilterOptions): number {
  const params = toParams(filters, options);
  return ['funds', 'types', 'directions', 'categories', 'minAmount', 'maxAmount'].filter(
    (key) => params[key as keyof FilterParams] !== undefined,
  ).length;
}
