import { type DatePreset, datePresets, presetRange } from '../../../lib/date-presets.ts';
import { dateParam, idsParam, pageParam } from '../../../lib/list-url.ts';
import type { AssetListParams } from '../api/list-assets.ts';

/** Default page size of the asset list (B§9) and the sizes the pager offers. */
export const assetPageSize = 30;
export const assetPageSizes = [30, 60, 90] as const;

/**
 * What the asset list keeps in its URL, so a reload, back or a shared link shows the same list.
 * A preset is kept by name, so "this month" in a bookmark still means the current month.
 */
export type AssetListState = {
  page: number;
  pageSize: number;
  term: string;
  branches: number[];
  preset: DatePreset | null;
  /** A range picked by hand: both ends, or neither. */
  fromDate: string | null;
  toDate: string | null;
};

function isPreset(value: string | null): value is DatePreset {
  return datePresets.some((preset) => preset === value);
}

function pageSizeParam(search: URLSearchParams): number {
  const size = Number(search.get('pageSize'));
  return assetPageSizes.some((allowed) => allowed === size) ? size : assetPageSize;
}

export function readAssetListState(search: URLSearchParams): AssetListState {
  const preset = search.get('preset');
  const fromDate = dateParam(search.get('from'));
  const toDate = dateParam(search.get('to'));
  const hasRange = !isPreset(preset) && fromDate !== null && toDate !== null;
  return {
    page: pageParam(search),
    pageSize: pageSizeParam(search),
    term: (search.get('q') ?? '').trim(),
    branches: idsParam(search, 'branch'),
    preset: isPreset(preset) ? preset : null,
    fromDate: hasRange ? fromDate : null,
    toDate: hasRange ? toDate : null,
  };
}

export function writeAssetListState(state: AssetListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page > 1) {
    search.set('page', String(state.page));
  }
  if (state.pageSize !== assetPageSize) {
    search.set('pageSize', String(state.pageSize));
  }
  if (state.term.trim() !== '') {
    search.set('q', state.term.trim());
  }
  for (const branch of state.branches) {
    search.append('branch', String(branch));
  }
  if (state.preset) {
    search.set('preset', state.preset);
  } else if (state.fromDate && state.toDate) {
    search.set('from', state.fromDate);
    search.set('to', state.toDate);
  }
  return search;
}

/** The dates the list is filtered by: the preset's range on `today`, or the range picked. */
export function dateRangeOf(
  state: AssetListState,
  today: string,
): { fromDate: string; toDate: string } | null {
  if (state.preset) {
    return presetRange(state.preset, today);
  }
  return state.fromDate && state.toDate ? { fromDate: state.fromDate, toDate: state.toDate } : null;
}

/** The asset list's query (also its query key); `today` is the business date. */
export function toAssetListParams(state: AssetListState, today: string): AssetListParams {
  const range = dateRangeOf(state, today);
  return {
    page: state.page,
    pageSize: state.pageSize,
    branch: state.branches,
    ...(state.term ? { term: state.term } : {}),
    ...(range ?? {}),
  };
}

/** Any filter change starts again from page 1. */
export function filterAssets(
  state: AssetListState,
  change: Partial<AssetListState>,
): AssetListState {
  return { ...state, ...change, page: 1 };
}

/** The pager's change: a new page size starts again from page 1 (B§2 Asset list). */
export function changeAssetPage(
  state: AssetListState,
  page: number,
  pageSize: number,
): AssetListState {
  return { ...state, pageSize, page: pageSize === state.pageSize ? page : 1 };
}
