import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ReminderListQuery } from '../model/list-state.ts';
import { reminderKeys } from './query-keys.ts';

export function listPastDueClients(query: ReminderListQuery, signal?: AbortSignal) {
  return api.call(reminderEndpoints.pastDueClients, { query, signal });
}

export function pastDueClientsQuery(query: ReminderListQuery) {
  return queryOptions({
    queryKey: reminderKeys.list(query),
    queryFn: ({ signal }) => listPastDueClients(query, signal),
    // A live refresh or a new page keeps the rows on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function usePastDueClients(query: ReminderListQuery) {
  return useQuery(pastDueClientsQuery(query));
}
