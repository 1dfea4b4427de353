import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { api } from '../../lib/api.ts';
import { readAssetListState, toAssetListParams } from './model/list-params.ts';

/** The asset list's first GET, as list-assets.ts sends it (app/first-requests.ts). */
export function startFirstRequests(url: URL, today: string): void {
  api.startEarly(assetEndpoints.list, {
    query: toAssetListParams(readAssetListState(url.searchParams), today),
  });
}
