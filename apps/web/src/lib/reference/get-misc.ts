import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { referenceKeys, referenceStaleMs } from '../query-keys.ts';

/** Branches (with their codes), funds and asset types (base A's misc). */
export function getMisc(signal?: AbortSignal) {
  return api.call(referenceEndpoints.misc, { signal });
}

export const miscQuery = queryOptions({
  queryKey: referenceKeys.misc,
  queryFn: ({ signal }) => getMisc(signal),
  staleTime: referenceStaleMs,
});

export function useMisc() {
  return useQuery(miscQuery);
}
