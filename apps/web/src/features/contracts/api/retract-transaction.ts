import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

export function retractTransaction(contractId: number, transactionId: number) {
  return api.call(contractEndpoints.retractTransaction, {
    params: { id: contractId, tid: transactionId },
  });
}

export function useRetractTransaction(contract: ContractDto) {
  const onSuccess = useSaveContract({ transactions: true });
  return useMutation({
    mutationFn: (transactionId: number) => retractTransaction(contract.id, transactionId),
    onSuccess,
  });
}
