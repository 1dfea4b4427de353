import { cashLogPageSize } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { FilterParams } from '../model/filters.ts';
import { cashLogKeys } from './query-keys.ts';

/** One page of the list tab (newest first). */
export function listEntries(
  params: FilterParams & { page: number; pageSize: number },
  signal?: AbortSignal,
) {
  return api.call(cashLogEndpoints.list, { query: params, signal });
}

/** The list tab: pages of 200, newest first; the screen shows them oldest at the top (B§9). */
export function entryPagesQuery(params: FilterParams, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: cashLogKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      listEntries({ ...params, page: pageParam, pageSize: cashLogPageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? pages.length + 1 : undefined;
    },
    enabled,
  });
}

export function useEntryPages(params: FilterParams, enabled: boolean) {
  return useInfiniteQuery(entryPagesQuery(params, enabled));
}
