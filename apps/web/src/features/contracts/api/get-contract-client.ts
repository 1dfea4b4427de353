import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** The contract's client in full (citizen id, birth date, address): the printed contract needs them. */
export function getContractClient(clientFinfluxId: number, signal?: AbortSignal) {
  return api.call(clientEndpoints.detailByFinflux, {
    params: { finfluxId: String(clientFinfluxId) },
    signal,
  });
}

export function contractClientQuery(clientFinfluxId: number) {
  return queryOptions({
    queryKey: contractKeys.client(clientFinfluxId),
    queryFn: ({ signal }) => getContractClient(clientFinfluxId, signal),
    // 0: the contract is not loaded yet.
    enabled: clientFinfluxId > 0,
    retry: false,
  });
}

export function useContractClient(clientFinfluxId: number) {
  return useQuery(contractClientQuery(clientFinfluxId));
}
