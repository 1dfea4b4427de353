import type { ContractDto, TransactionInput } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

/** A repay or waive row (B§5); answers the updated contract. */
export function addTransaction(contractId: number, input: TransactionInput) {
  return api.call(contractEndpoints.addTransaction, { params: { id: contractId }, body: input });
}

export function useAddTransaction(contract: ContractDto) {
  const onSuccess = useSaveContract({ transactions: true });
  return useMutation({
    mutationFn: (input: TransactionInput) => addTransaction(contract.id, input),
    onSuccess,
  });
}
