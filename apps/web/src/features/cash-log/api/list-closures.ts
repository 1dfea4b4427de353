import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { allRows } from '../../../lib/api-client.ts';
import { cashLogKeys } from './query-keys.ts';

export const closurePageSize = 20;

export function listClosures(
  params: { page: number; pageSize: number; fromDate?: string; toDate?: string },
  signal?: AbortSignal,
) {
  return api.call(cashLogEndpoints.closures, { query: params, signal });
}

export function closuresQuery(page: number, enabled: boolean) {
  return queryOptions({
    queryKey: cashLogKeys.closures(page),
    queryFn: ({ signal }) => listClosures({ page, pageSize: closurePageSize }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useClosures(page: number, enabled: boolean) {
  return useQuery(closuresQuery(page, enabled));
}

/** The closures of one date, every fund: the last day of the previous month (B§7 month end). */
export function closuresOnQuery(date: string) {
  return queryOptions({
    queryKey: cashLogKeys.closuresOn(date),
    queryFn: ({ signal }) =>
      listClosures({ page: 1, pageSize: allRows, fromDate: date, toDate: date }, signal),
  });
}

export function useClosuresOn(date: string) {
  return useQuery(closuresOnQuery(date));
}
