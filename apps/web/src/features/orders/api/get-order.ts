import type { OrderDto } from '@pawndesk/domain/order-api';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './query-keys.ts';

export function getOrder(id: number, signal?: AbortSignal) {
  return api.call(orderEndpoints.detail, { params: { id }, signal });
}

/** One order; the list's row stands in until it arrives. */
export function orderQuery(id: number | null, row?: OrderDto) {
  return queryOptions({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getOrder(id ?? 0, signal),
    enabled: id !== null,
    placeholderData: row,
  });
}

export function useOrder(id: number | null, row?: OrderDto) {
  return useQuery(orderQuery(id, row));
}
