import type { UpdateOrderInput } from '@pawndesk/domain/order-api';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useStoreOrder } from './store-order.ts';

/** Only the changed fields; the server derives the status from the stage. */
export function updateOrder(id: number, input: UpdateOrderInput) {
  return api.call(orderEndpoints.update, { params: { id }, body: input });
}

export function useUpdateOrder() {
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateOrderInput }) =>
      updateOrder(id, changes),
    onSuccess: storeOrder,
  });
}
