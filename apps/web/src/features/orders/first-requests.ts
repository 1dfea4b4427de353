import { api } from '../../lib/api.ts';
import { orderListRequest } from './api/list-orders.ts';
import { readListState, toListParams } from './model/list-params.ts';

/** The orders screens' first GET, the request list-orders.ts sends (app/first-requests.ts). */
export function startFirstRequests(url: URL): void {
  const mine = url.pathname === '/my-orders';
  const { endpoint, query } = orderListRequest(mine, toListParams(readListState(url.searchParams)));
  api.startEarly(endpoint, { query });
}
