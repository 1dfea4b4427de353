import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { assetKeys } from './query-keys.ts';

/** What the list screen asks for (also its query key). */
export type AssetListParams = {
  term?: string;
  page: number;
  pageSize: number;
  branch: number[];
  fromDate?: string;
  toDate?: string;
};

export function listAssets(params: AssetListParams, signal?: AbortSignal) {
  return api.call(assetEndpoints.list, { query: params, signal });
}

export function assetListQuery(params: AssetListParams) {
  return queryOptions({
    queryKey: assetKeys.list(params),
    queryFn: ({ signal }) => listAssets(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAssetList(params: AssetListParams) {
  return useQuery(assetListQuery(params));
}
