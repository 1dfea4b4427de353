import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** The client's active or closed contracts, a page at a time. */
export function listClientContracts(
  clientId: number,
  isActive: boolean,
  params: { page: number; pageSize: number },
  signal?: AbortSignal,
) {
  const list = isActive
    ? contractEndpoints.clientActiveContracts
    : contractEndpoints.clientClosedContracts;
  return api.call(list, { params: { id: clientId }, query: params, signal });
}

/** Under the contracts key, so a change to a contract marks these pages stale too. */
export function clientContractsQuery(
  clientId: number,
  isActive: boolean,
  page: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: contractKeys.ofClient(clientId, isActive, page),
    queryFn: ({ signal }) => listClientContracts(clientId, isActive, { page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientContracts(
  clientId: number,
  isActive: boolean,
  page: number,
  pageSize: number,
) {
  return useQuery(clientContractsQuery(clientId, isActive, page, pageSize));
}
