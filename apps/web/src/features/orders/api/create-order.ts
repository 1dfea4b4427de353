import type { CreateOrderInput } from '@pawndesk/domain/order-api';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useStoreOrder } from './store-order.ts';

/** Created unclaimed with status open. */
export function createOrder(input: CreateOrderInput) {
  return api.call(orderEndpoints.create, { body: input });
}

export function useCreateOrder() {
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input),
    onSuccess: storeOrder,
  });
}
