import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { api } from '../../lib/api.ts';
import { readListState, toListParams, toQueryParams } from './model/list-params.ts';

/** The orders screens' first GET, as list-orders.ts sends it (app/first-requests.ts). */
export function startFirstRequests(url: URL): void {
  const list = url.pathname === '/my-orders' ? orderEndpoints.myList : orderEndpoints.list;
  api.startEarly(list, { query: toQueryParams(toListParams(readListState(url.searchParams))) });
}
