import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { allRows } from '../../../lib/api-client.ts';
import { clientKeys } from './query-keys.ts';

export function listClientNotes(clientId: number, signal?: AbortSignal) {
  return api.call(clientEndpoints.notes, {
    params: { id: clientId },
    query: { pageSize: allRows },
    signal,
  });
}

export function clientNotesQuery(clientId: number) {
  return queryOptions({
    queryKey: clientKeys.notes(clientId),
    queryFn: ({ signal }) => listClientNotes(clientId, signal),
    select: (list) => [...list.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}

export function useClientNotes(clientId: number) {
  return useQuery(clientNotesQuery(clientId));
}
