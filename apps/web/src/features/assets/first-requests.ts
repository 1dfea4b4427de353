import { api } from '../../lib/api.ts';
import { assetListRequest } from './api/list-assets.ts';
import { readAssetListState, toAssetListParams } from './model/list-params.ts';

/** The asset list's first GET, the request list-assets.ts sends (app/first-requests.ts). */
export function startFirstRequests(url: URL, today: string): void {
  const { endpoint, query } = assetListRequest(
    toAssetListParams(readAssetListState(url.searchParams), today),
  );
  api.startEarly(endpoint, { query });
}
