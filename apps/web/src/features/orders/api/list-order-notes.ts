import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { allRows } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** Every note of the order. */
export function listOrderNotes(orderId: number, signal?: AbortSignal) {
  return api.call(orderEndpoints.notes, { query: { orderId, pageSize: allRows }, signal });
}

export function orderNotesQuery(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.notes(orderId),
    queryFn: ({ signal }) => listOrderNotes(orderId, signal),
    // Newest first, whatever order the server lists them in.
    select: (list) => [...list.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}

export function useOrderNotes(orderId: number) {
  return useQuery(orderNotesQuery(orderId));
}
