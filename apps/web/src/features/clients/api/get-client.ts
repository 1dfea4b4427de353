import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './query-keys.ts';

/** The detail route carries the finflux id (the client number staff see). */
export function getClientByFinfluxId(finfluxId: number, signal?: AbortSignal) {
  return api.call(clientEndpoints.detailByFinflux, { params: { finfluxId }, signal });
}

export function clientQuery(finfluxId: number) {
  return queryOptions({
    queryKey: clientKeys.detail(finfluxId),
    queryFn: ({ signal }) => getClientByFinfluxId(finfluxId, signal),
    enabled: Number.isInteger(finfluxId) && finfluxId > 0,
  });
}

export function useClient(finfluxId: number) {
  return useQuery(clientQuery(finfluxId));
}
