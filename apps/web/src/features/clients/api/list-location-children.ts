import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { referenceStaleMs } from '../../../lib/query-keys.ts';
import type { LocationTree } from '../model/locations.ts';
import { clientKeys } from './query-keys.ts';

/** A tree's provinces (no parent), or the children of one location. */
export function listLocationChildren(
  tree: LocationTree,
  parent: number | null,
  signal?: AbortSignal,
) {
  return api.call(referenceEndpoints.locations, { query: { tree, parent }, signal });
}

export function locationChildrenQuery(tree: LocationTree, parent: number | null, enabled = true) {
  return queryOptions({
    queryKey: clientKeys.locations(tree, parent),
    queryFn: ({ signal }) => listLocationChildren(tree, parent, signal),
    select: (data) => data.items,
    enabled,
    staleTime: referenceStaleMs,
  });
}

export function useLocationChildren(tree: LocationTree, parent: number | null, enabled = true) {
  return useQuery(locationChildrenQuery(tree, parent, enabled));
}
