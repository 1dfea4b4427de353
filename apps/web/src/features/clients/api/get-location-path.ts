import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { referenceStaleMs } from '../../../lib/query-keys.ts';
import { clientKeys } from './query-keys.ts';

/** A saved location with its ancestors, province first. */
export function getLocationPath(id: number, signal?: AbortSignal) {
  return api.call(referenceEndpoints.locationPath, { params: { id }, signal });
}

export function locationPathQuery(id: number | null) {
  return queryOptions({
    queryKey: clientKeys.locationPath(id),
    queryFn: ({ signal }) => getLocationPath(id ?? 0, signal),
    enabled: id !== null,
    staleTime: referenceStaleMs,
  });
}

export function useLocationPath(id: number | null) {
  return useQuery(locationPathQuery(id));
}
