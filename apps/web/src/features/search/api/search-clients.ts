import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type ClientSearchParams = { term: string; page: number; pageSize: number };

/** Base A's client search (login only): the header search's client results. */
export function searchClients(params: ClientSearchParams, signal?: AbortSignal) {
  return api.call(clientEndpoints.search, { query: params, signal });
}

/** Nothing is fetched without terms (SEARCH-3). */
export function clientSearchQuery(params: ClientSearchParams, isEnabled: boolean) {
  return queryOptions({
    queryKey: ['client-search', params],
    queryFn: ({ signal }) => searchClients(params, signal),
    enabled: isEnabled,
  });
}

export function useClientSearch(params: ClientSearchParams, isEnabled: boolean) {
  return useQuery(clientSearchQuery(params, isEnabled));
}
