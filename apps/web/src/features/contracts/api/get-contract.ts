import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** What `getContract` sends, also sent early on a reload (features/contracts/first-requests.ts). */
export function contractRequest(finfluxId: number) {
  return { endpoint: contractEndpoints.detailByFinflux, params: { id: finfluxId } };
}

/** The detail route carries the finflux id (the contract number staff see). */
export function getContract(finfluxId: number, signal?: AbortSignal) {
  const { endpoint, params } = contractRequest(finfluxId);
  return api.call(endpoint, { params, signal });
}

/** `finfluxId` null: nothing to load (a contract without a parent). */
export function contractQuery(finfluxId: number | null) {
  return queryOptions({
    queryKey: contractKeys.detail(finfluxId ?? 0),
    queryFn: ({ signal }) => getContract(finfluxId ?? 0, signal),
    enabled: finfluxId !== null && Number.isInteger(finfluxId) && finfluxId > 0,
  });
}

export function useContract(finfluxId: number | null) {
  return useQuery(contractQuery(finfluxId));
}
