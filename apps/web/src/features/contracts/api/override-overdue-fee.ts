import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

/** CON-5: sets the overdue fee by hand; it replaces the charged one in what is due. */
export function overrideOverdueFee(contractId: number, overridedOverdueFee: number) {
  return api.call(contractEndpoints.overrideOverdueFee, {
    params: { id: contractId },
    body: { overridedOverdueFee },
  });
}

export function useOverrideOverdueFee(contract: ContractDto) {
  const onSuccess = useSaveContract();
  return useMutation({
    mutationFn: (amount: number) => overrideOverdueFee(contract.id, amount),
    onSuccess,
  });
}
