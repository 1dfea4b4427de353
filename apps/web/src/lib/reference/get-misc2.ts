import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { referenceKeys, referenceStaleMs } from '../query-keys.ts';

/** Locations, document types, asset categories and storages (base B's misc). */
export function getMisc2(signal?: AbortSignal) {
  return api.call(referenceEndpoints.misc2, { signal });
}

export const misc2Query = queryOptions({
  queryKey: referenceKeys.misc2,
  queryFn: ({ signal }) => getMisc2(signal),
  staleTime: referenceStaleMs,
});

export function useMisc2() {
  return useQuery(misc2Query);
}
