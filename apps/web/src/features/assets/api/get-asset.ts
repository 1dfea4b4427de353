import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { assetKeys } from './query-keys.ts';

export function getAsset(id: number, signal?: AbortSignal) {
  return api.call(assetEndpoints.detail, { params: { id }, signal });
}

export function assetQuery(id: number | null) {
  return queryOptions({
    queryKey: assetKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getAsset(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useAsset(id: number | null) {
  return useQuery(assetQuery(id));
}
