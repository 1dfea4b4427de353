import type { ContractDto, ContractInput } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { CreateWithCollateralInput } from '@pawndesk/domain/contract-wizard-api';
import { contractWizardEndpoints } from '@pawndesk/domain/contract-wizard-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** Keeps the saved contract as its detail's data and marks the lists stale. */
function useKeepSaved() {
  const queryClient = useQueryClient();
  return (saved: ContractDto) => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.all, refetchType: 'none' });
    queryClient.setQueryData(contractKeys.detail(saved.finfluxId), saved);
  };
}

/** Updates a pending contract. */
export function useSaveEditorContract(contract: ContractDto) {
  const onSuccess = useKeepSaved();
  return useMutation({
    mutationFn: (body: ContractInput) =>
      api.call(contractEndpoints.update, { params: { id: contract.id }, body }),
    onSuccess,
  });
}

/** Creates a contract without an order: its client, asset and contract in one call. */
export function useCreateEditorContract() {
  const onSuccess = useKeepSaved();
  return useMutation({
    mutationFn: (body: CreateWithCollateralInput) =>
      api.call(contractWizardEndpoints.createWithCollateral, { body }),
    onSuccess,
  });
}
