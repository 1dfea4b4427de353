import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

export function sendRenewedNotification(contractId: number) {
  return api.call(contractEndpoints.sendRenewedNotification, { params: { id: contractId } });
}

export function useSendRenewedNotification(contract: ContractDto) {
  const onSuccess = useSaveContract();
  return useMutation({
    mutationFn: () => sendRenewedNotification(contract.id),
    onSuccess,
  });
}
