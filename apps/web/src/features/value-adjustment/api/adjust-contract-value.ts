import type { ContractDto, ContractListDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** The value adjustment call (B§7): adjustedAmount = approved − new price. */
export function adjustContractValue(contractId: number, adjustedAmount: number) {
  return api.call(contractEndpoints.adjustValue, {
    params: { id: contractId },
    body: { adjustedAmount },
  });
}

/**
 * The answer is the contract as it now stands: it replaces the row in every cached list and the
 * cached detail, instead of refetching them.
 */
export function useAdjustContractValue(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustedAmount: number) => adjustContractValue(contractId, adjustedAmount),
    onSuccess: (contract: ContractDto) => {
      queryClient.setQueriesData<ContractListDto>(
        { queryKey: [...contractKeys.all, 'list'] },
        (list) =>
          list
            ? {
                ...list,
                items: list.items.map((item) => (item.id === contract.id ? contract : item)),
              }
            : list,
      );
      queryClient.setQueryData(contractKeys.detail(contract.finfluxId), contract);
    },
  });
}
