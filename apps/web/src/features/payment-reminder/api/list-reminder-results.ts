import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { reminderResultPageSize } from '@pawndesk/domain/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reminderKeys } from './query-keys.ts';

/** The client's latest results, newest first (one page of 20, A§7). */
export function listReminderResults(clientId: number, signal?: AbortSignal) {
  return api.call(reminderEndpoints.results, {
    params: { id: clientId },
    query: { page: 1, pageSize: reminderResultPageSize },
    signal,
  });
}

export function reminderResultsQuery(clientId: number) {
  return queryOptions({
    queryKey: reminderKeys.results(clientId),
    queryFn: ({ signal }) => listReminderResults(clientId, signal),
  });
}

export function useReminderResults(clientId: number) {
  return useQuery(reminderResultsQuery(clientId));
}
