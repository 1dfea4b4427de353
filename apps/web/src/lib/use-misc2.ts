import type { Misc2Dto } from '@pawndesk/domain/reference';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { baseB } from './api-client.ts';

/** The same key as the orders screens use, so B /v2/misc/ is loaded once for both. */
const misc2Key = ['misc2'] as const;
const referenceStaleMs = 10 * 60 * 1000;

export function getMisc2(signal?: AbortSignal): Promise<Misc2Dto> {
  return api.get(`${baseB}/v2/misc/`, { signal });
}

/** Locations, document types, asset categories and storages (B GET /v2/misc/). */
export function useMisc2() {
  return useQuery({
    queryKey: misc2Key,
    queryFn: ({ signal }) => getMisc2(signal),
    staleTime: referenceStaleMs,
  });
}
