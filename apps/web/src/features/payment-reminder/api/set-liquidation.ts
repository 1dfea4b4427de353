import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';
import { reminderKeys } from './query-keys.ts';

export function setLiquidation(contractId: number, waitingToLiquidize: boolean) {
  return api.call(reminderEndpoints.setLiquidation, {
    params: { id: contractId },
    body: { waitingToLiquidize },
  });
}

/** The asset's status moves, so the client's due contracts, the list's flag and contracts change. */
export function useSetLiquidation(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { contractId: number; waitingToLiquidize: boolean }) =>
      setLiquidation(change.contractId, change.waitingToLiquidize),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reminderKeys.dueContracts(clientId) }),
        queryClient.invalidateQueries({ queryKey: reminderKeys.lists }),
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
      ]);
    },
  });
}
