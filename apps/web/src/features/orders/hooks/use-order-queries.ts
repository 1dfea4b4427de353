import type { OrderDto } from '@pawndesk/domain/order-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listOrderNotes } from '../api/order-notes-api.ts';
import { getOrder, listOrders } from '../api/orders-api.ts';
import { orderKeys } from '../api/query-keys.ts';
import type { OrderListParams } from '../model/list-params.ts';

/** Changing page or filter keeps the previous rows on screen until the next page arrives. */
export function useOrderList(mine: boolean, params: OrderListParams) {
  return useQuery({
    queryKey: orderKeys.list(mine, params),
    queryFn: ({ signal }) => listOrders(mine, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One order (B GET /v1/orders/{id}/); the list's row stands in until it arrives. */
export function useOrder(id: number | null, row?: OrderDto) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getOrder(id ?? 0, signal),
    enabled: id !== null,
    placeholderData: row,
  });
}

export function useOrderNotes(orderId: number) {
  return useQuery({
    queryKey: orderKeys.notes(orderId),
    queryFn: ({ signal }) => listOrderNotes(orderId, signal),
    // Newest first, whatever order the server lists them in.
    select: (list) => [...list.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}
