import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { FilterParams } from '../model/filters.ts';
import { cashLogKeys } from './query-keys.ts';

export function getSummary(params: FilterParams, signal?: AbortSignal) {
  return api.call(cashLogEndpoints.summary, { query: params, signal });
}

export function summaryQuery(params: FilterParams, enabled: boolean) {
  return queryOptions({
    queryKey: cashLogKeys.summary(params),
    queryFn: ({ signal }) => getSummary(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSummary(params: FilterParams, enabled: boolean) {
  return useQuery(summaryQuery(params, enabled));
}
