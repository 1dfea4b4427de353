import type { ContractDto, TransactionInput } from '@pawndesk/domain/contract-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addTransaction,
  adjustValue,
  createContractNote,
  retractTransaction,
  runStatusAction,
  type StatusAction,
  sendRenewedNotification,
} from '../api/contracts-api.ts';
import { contractKeys } from '../api/query-keys.ts';

/**
 * Every change answers the updated contract: it replaces the detail at once, and the rest under
 * the contracts key (lists, transactions, the automatic notes) is fetched again.
 */
function useSaveContract() {
  const queryClient = useQueryClient();
  return (saved: ContractDto) => {
    queryClient.setQueryData(contractKeys.detail(saved.finfluxId), saved);
    return queryClient.invalidateQueries({ queryKey: contractKeys.all });
  };
}

export function useStatusAction(contract: ContractDto) {
  const onSuccess = useSaveContract();
  return useMutation({
    mutationFn: (action: StatusAction) => runStatusAction(contract.finfluxId, action),
    onSuccess,
  });
}

export function useAddTransaction(contract: ContractDto) {
  const onSuccess = useSaveContract();
  return useMutation({
    mutationFn: (input: TransactionInput) => addTransaction(contract.id, input),
    onSuccess,
  });
}

export function useRetractTransaction(contract: ContractDto) {
  const onSuccess = useSaveContract();
  return useMutation({
    mutationFn: (transactionId: number) => retractTransaction(contract.id, transactionId),
    onSuccess,
  });
}

export function useAdjustValue(contract: ContractDto) {
  const onSuccess = useSaveContract();
  return useMutation({
    mutationFn: (adjustedAmount: number) => adjustValue(contract.id, adjustedAmount),
    onSuccess,
  });
}

export function useSendRenewedNotification(contract: ContractDto) {
  const onSuccess = useSaveContract();
  return useMutation({
    mutationFn: () => sendRenewedNotification(contract.id),
    onSuccess,
  });
}

export function useAddContractNote(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createContractNote(contractId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.notes(contractId) }),
  });
}
