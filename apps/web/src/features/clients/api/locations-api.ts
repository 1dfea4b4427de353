import type {
  LocationDto,
  LocationEquivalentDto,
  LocationPathDto,
} from '@pawndesk/domain/reference';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { baseB } from '../../../lib/api-client.ts';

export type LocationTree = LocationDto['tree'];
const referenceStaleMs = 10 * 60 * 1000;

/** A tree's provinces (no parent), or the children of one location (B GET /v2/locations/). */
export function useLocationChildren(tree: LocationTree, parent: number | null, enabled = true) {
  return useQuery({
    queryKey: ['locations', tree, parent],
    queryFn: ({ signal }) =>
      api.get<{ items: LocationDto[] }>(`${baseB}/v2/locations/`, {
        query: { tree, parent },
        signal,
      }),
    select: (data) => data.items,
    enabled,
    staleTime: referenceStaleMs,
  });
}

/** A saved location with its ancestors, province first. */
export function useLocationPath(id: number | null) {
  return useQuery({
    queryKey: ['location-path', id],
    queryFn: ({ signal }) => api.get<LocationPathDto>(`${baseB}/v2/locations/${id}/`, { signal }),
    enabled: id !== null,
    staleTime: referenceStaleMs,
  });
}

/** The current commune(s) that replaced a legacy ward (REF-2). */
export function useCurrentEquivalents(id: number | null) {
  return useQuery({
    queryKey: ['location-equivalents', id],
    queryFn: ({ signal }) =>
      api.get<{ items: LocationEquivalentDto[] }>(
        `${baseB}/v2/locations/${id}/current-equivalents/`,
        {
          signal,
        },
      ),
    select: (data) => data.items,
    enabled: id !== null,
    staleTime: referenceStaleMs,
  });
}
