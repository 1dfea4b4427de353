import type { UpdateBankAccountInput } from '@pawndesk/domain/client-api';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './query-keys.ts';

export function updateBankAccount(id: number, input: UpdateBankAccountInput) {
  return api.call(clientEndpoints.updateBankAccount, { params: { id }, body: input });
}

export function useUpdateBankAccount(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateBankAccountInput }) =>
      updateBankAccount(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.bankAccounts(clientId) }),
  });
}
