import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pageParam } from '../../../lib/list-url.ts';
import { clientKeys } from './query-keys.ts';

/** Clients list page size (B§9). */
export const clientPageSize = 30;

export type ClientListParams = { term?: string; page: number; pageSize: number };

/** The list's query from the screen's URL: the search (q) and the page. */
export function clientListParams(search: URLSearchParams): ClientListParams {
  const term = search.get('q') ?? '';
  return { ...(term ? { term } : {}), page: pageParam(search), pageSize: clientPageSize };
}

/** What `listClients` sends, also sent early on a reload (features/clients/first-requests.ts). */
export function clientListRequest(params: ClientListParams) {
  return { endpoint: clientEndpoints.list, query: params };
}

/** The clients list (client_access). */
export function listClients(params: ClientListParams, signal?: AbortSignal) {
  const { endpoint, query } = clientListRequest(params);
  return api.call(endpoint, { query, signal });
}

export function clientListQuery(params: ClientListParams) {
  return queryOptions({
    queryKey: clientKeys.list(params),
    queryFn: ({ signal }) => listClients(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientList(params: ClientListParams) {
  return useQuery(clientListQuery(params));
}
