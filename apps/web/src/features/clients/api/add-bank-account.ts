import type { CreateBankAccountInput } from '@pawndesk/domain/client-api';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './query-keys.ts';

export function addBankAccount(input: CreateBankAccountInput) {
  return api.call(clientEndpoints.addBankAccount, { body: input });
}

export function useAddBankAccount(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBankAccountInput) => addBankAccount(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.bankAccounts(clientId) }),
  });
}
