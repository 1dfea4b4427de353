import type { OrderListParams } from '../model/list-params.ts';

/** TanStack Query keys of the Orders screens; live events invalidate by these prefixes. */
export const orderKeys = {
  /** Every order list, both /orders and /my-orders, any filter. */
  lists: ['orders'] as const,
  list: (mine: boolean, params: OrderListParams) =>
    ['orders', mine ? 'mine' : 'all', params] as const,
  detail: (id: number) => ['order', id] as const,
  notes: (id: number) => ['order-notes', id] as const,
  clientByPhone: (phone: string) => ['client-by-phone', phone] as const,
};
