import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

/** A value adjustment of the asset: `adjustedAmount`, at most the approved amount. */
export function adjustValue(contractId: number, adjustedAmount: number) {
  return api.call(contractEndpoints.adjustValue, {
    params: { id: contractId },
    body: { adjustedAmount },
  });
}

/** The asset's value changes with it. */
export function useAdjustValue(contract: ContractDto) {
  const onSuccess = useSaveContract({ collateral: true });
  return useMutation({
    mutationFn: (adjustedAmount: number) => adjustValue(contract.id, adjustedAmount),
    onSuccess,
  });
}
