import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './query-keys.ts';

export function deleteBankAccount(id: number) {
  return api.call(clientEndpoints.deleteBankAccount, { params: { id } });
}

export function useDeleteBankAccount(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBankAccount(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.bankAccounts(clientId) }),
  });
}
