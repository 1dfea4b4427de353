import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

export function getCollateralInfo(contractId: number, signal?: AbortSignal) {
  return api.call(contractEndpoints.collateralInfo, { params: { id: contractId }, signal });
}

export function collateralInfoQuery(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.collateral(contractId),
    queryFn: ({ signal }) => getCollateralInfo(contractId, signal),
    // 0: the contract is not loaded yet.
    enabled: contractId > 0,
  });
}

export function useCollateralInfo(contractId: number) {
  return useQuery(collateralInfoQuery(contractId));
}
