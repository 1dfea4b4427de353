import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownErrorMessage } from '../../../lib/query-client.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** B§3 Redeem info: the redeem wizard's figures as of today, its client and the branch account. */
export function getRedeemInfo(finfluxId: number, signal?: AbortSignal) {
  return api.call(contractEndpoints.redeemInfo, { params: { id: finfluxId }, signal });
}

export function redeemInfoQuery(finfluxId: number) {
  return queryOptions({
    queryKey: contractKeys.redeemInfo(finfluxId),
    queryFn: ({ signal }) => getRedeemInfo(finfluxId, signal),
    enabled: Number.isInteger(finfluxId) && finfluxId > 0,
    // Read afresh each time the wizard opens: it decides whether the contract may be redeemed.
    staleTime: 0,
    retry: false,
    // The wizard turns REDEEM_ERROR and REDEEM_CLOSED_ERROR into its own message, and shows
    // any other failure on the page.
    meta: ownErrorMessage,
  });
}

export function useRedeemInfo(finfluxId: number) {
  return useQuery(redeemInfoQuery(finfluxId));
}
