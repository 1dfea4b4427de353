import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { referenceStaleMs } from '../../../lib/query-keys.ts';
import { clientKeys } from './query-keys.ts';

/** The current commune(s) that replaced a legacy ward (REF-2). */
export function listCurrentEquivalents(id: number, signal?: AbortSignal) {
  return api.call(referenceEndpoints.currentEquivalents, { params: { id }, signal });
}

export function currentEquivalentsQuery(id: number | null) {
  return queryOptions({
    queryKey: clientKeys.locationEquivalents(id),
    queryFn: ({ signal }) => listCurrentEquivalents(id ?? 0, signal),
    select: (data) => data.items,
    enabled: id !== null,
    staleTime: referenceStaleMs,
  });
}

export function useCurrentEquivalents(id: number | null) {
  return useQuery(currentEquivalentsQuery(id));
}
