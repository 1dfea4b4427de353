import type { ContractDto, RenewIntoInput } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/**
 * The renewal's save (B§4, docs/decisions/0022): ONE call that charges the fee, creates the new
 * contract with its parent, posts the renew payments, renews the former one, notes both and
 * queues the Zalo notice. Answers the new contract.
 */
export function useRenewInto(former: ContractDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenewIntoInput) =>
      api.call(contractEndpoints.renewInto, { params: { id: former.finfluxId }, body }),
    onSuccess: (child) => {
      // Both contracts changed: every contract query is stale.
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
      queryClient.setQueryData(contractKeys.detail(child.finfluxId), child);
    },
  });
}
