import { pendingPageSize } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { FilterParams } from '../model/filters.ts';
import { cashLogKeys } from './query-keys.ts';

export function listPending(
  params: FilterParams & { page: number; pageSize: number },
  signal?: AbortSignal,
) {
  return api.call(cashLogEndpoints.pending, { query: params, signal });
}

/** The pending tab: pages of 20. */
export function pendingQuery(params: FilterParams, page: number, enabled: boolean) {
  return queryOptions({
    queryKey: cashLogKeys.pending(params, page),
    queryFn: ({ signal }) => listPending({ ...params, page, pageSize: pendingPageSize }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePending(params: FilterParams, page: number, enabled: boolean) {
  return useQuery(pendingQuery(params, page, enabled));
}
