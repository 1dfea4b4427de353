import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './query-keys.ts';

export function addOrderNote(orderId: number, content: string) {
  return api.call(orderEndpoints.addNote, { body: { orderId, content } });
}

export function useAddOrderNote(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addOrderNote(orderId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.notes(orderId) }),
  });
}
