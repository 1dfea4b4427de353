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

/** What `listAssets` sends, also sent early on a reload (features/assets/first-requests.ts). */
export function assetListRequest(params: AssetListParams) {
  return { endpoint: assetEndpoints.list, query: params };
}

export function listAssets(params: AssetListParams, signal?: AbortSignal) {
  const { endpoint, query } = assetListRequest(params);
  return api.call(endpoint, { query, signal });
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
