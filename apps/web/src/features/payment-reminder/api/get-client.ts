import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reminderKeys } from './query-keys.ts';

/** The client's record, for the call button's primary and secondary numbers. */
export function getClient(clientId: number, signal?: AbortSignal) {
  return api.call(clientEndpoints.detail, { params: { id: clientId }, signal });
}

export function clientQuery(clientId: number) {
  return queryOptions({
    queryKey: reminderKeys.client(clientId),
    queryFn: ({ signal }) => getClient(clientId, signal),
  });
}

export function useReminderClient(clientId: number) {
  return useQuery(clientQuery(clientId));
}
