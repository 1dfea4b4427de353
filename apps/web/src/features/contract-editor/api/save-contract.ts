import type { ContractDto, ContractInput } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** Creates a contract (no order), or updates a pending one when `contract` is given. */
export function useSaveEditorContract(contract: ContractDto | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInput) =>
      contract
        ? api.call(contractEndpoints.update, { params: { id: contract.id }, body })
        : api.call(contractEndpoints.create, { body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.all, refetchType: 'none' });
      queryClient.setQueryData(contractKeys.detail(saved.finfluxId), saved);
    },
  });
}
