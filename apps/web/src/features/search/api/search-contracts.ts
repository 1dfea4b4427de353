import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** Base A's contract search (login only): the header search's contract rows. */
export function searchContracts(
  params: { term: string; page: number; pageSize: number },
  signal?: AbortSignal,
) {
  return api.call(contractEndpoints.search, { query: params, signal });
}

/** Under the contracts key, so a contract action marks the results stale. No terms, no fetch. */
export function contractSearchQuery(term: string, pageSize: number, isEnabled: boolean) {
  return queryOptions({
    queryKey: contractKeys.search(term),
    queryFn: ({ signal }) => searchContracts({ term, page: 1, pageSize }, signal),
    enabled: isEnabled,
  });
}

export function useContractSearch(term: string, pageSize: number, isEnabled: boolean) {
  return useQuery(contractSearchQuery(term, pageSize, isEnabled));
}
