import type { CreateOrderInput, OrderDto, UpdateOrderInput } from '@pawndesk/domain/order-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { createOrderNote } from '../api/order-notes-api.ts';
import { claimOrder, createOrder, updateOrder } from '../api/orders-api.ts';
import { orderKeys } from '../api/query-keys.ts';

/** A changed order: the open copy takes the answer, every list refetches in the background. */
function useStoreOrder() {
  const queryClient = useQueryClient();
  return (dto: OrderDto) => {
    queryClient.setQueryData(orderKeys.detail(dto.id), dto);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  };
}

/** ORD-4. A 409 (someone claimed it first) shows the server's message and refreshes the list. */
export function useClaimOrder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: claimOrder,
    onSuccess: (dto) => {
      storeOrder(dto);
      flash.info(t('ORDER_CLAIMED_SUCCESS'));
    },
    onError: (error, id) => {
      flash.error(errorText(error, t));
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
    },
  });
}

export function useCreateOrder() {
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input),
    onSuccess: storeOrder,
  });
}

export function useUpdateOrder() {
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateOrderInput }) =>
      updateOrder(id, changes),
    onSuccess: storeOrder,
  });
}

export function useAddOrderNote(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createOrderNote(orderId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.notes(orderId) }),
  });
}
