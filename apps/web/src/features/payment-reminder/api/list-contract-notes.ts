import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { allRows } from '../../../lib/api-client.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** A due contract's notes, newest first; the shared contract key, so a bulk note refreshes them. */
export function contractNotesQuery(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.notes(contractId),
    queryFn: ({ signal }) =>
      api.call(contractEndpoints.notes, {
        params: { id: contractId },
        query: { pageSize: allRows },
        signal,
      }),
    select: (list) => [...list.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}

export function useContractNotes(contractId: number) {
  return useQuery(contractNotesQuery(contractId));
}
