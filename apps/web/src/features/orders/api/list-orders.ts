import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type OrderListParams, toQueryParams } from '../model/list-params.ts';
import { orderKeys } from './query-keys.ts';

/** What `listOrders` sends, also sent early on a reload (features/orders/first-requests.ts). */
export function orderListRequest(mine: boolean, params: OrderListParams) {
  return {
    endpoint: mine ? orderEndpoints.myList : orderEndpoints.list,
    query: toQueryParams(params),
  };
}

/** Every order the filter matches, or only the orders I claimed (`mine`). */
export function listOrders(mine: boolean, params: OrderListParams, signal?: AbortSignal) {
  const { endpoint, query } = orderListRequest(mine, params);
  return api.call(endpoint, { query, signal });
}

/** Changing page or filter keeps the previous rows on screen until the next page arrives. */
export function orderListQuery(mine: boolean, params: OrderListParams) {
  return queryOptions({
    queryKey: orderKeys.list(mine, params),
    queryFn: ({ signal }) => listOrders(mine, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderList(mine: boolean, params: OrderListParams) {
  return useQuery(orderListQuery(mine, params));
}
