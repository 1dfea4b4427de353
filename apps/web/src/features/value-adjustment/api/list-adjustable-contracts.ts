import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';
import type { ValueAdjustmentQuery } from '../model/list-state.ts';

/** One page of the contracts a validator may adjust (value_adjustment_access). */
export function listAdjustableContracts(query: ValueAdjustmentQuery, signal?: AbortSignal) {
  return api.call(contractEndpoints.list, { query, signal });
}

export function adjustableContractsQuery(query: ValueAdjustmentQuery) {
  return queryOptions({
    queryKey: contractKeys.list({ view: 'value-adjustment', ...query }),
    queryFn: ({ signal }) => listAdjustableContracts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdjustableContracts(query: ValueAdjustmentQuery) {
  return useQuery(adjustableContractsQuery(query));
}
