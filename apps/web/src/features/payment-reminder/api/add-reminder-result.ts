import type { ReminderResultInput } from '@pawndesk/domain/reminder-api';
import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reminderKeys } from './query-keys.ts';

export function addReminderResult(clientId: number, body: ReminderResultInput) {
  return api.call(reminderEndpoints.addResult, { params: { id: clientId }, body });
}

/** Saving a result changes the client's history and the list's last result and next action. */
export function useAddReminderResult(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderResultInput) => addReminderResult(clientId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reminderKeys.results(clientId) }),
        queryClient.invalidateQueries({ queryKey: reminderKeys.lists }),
      ]);
    },
  });
}
