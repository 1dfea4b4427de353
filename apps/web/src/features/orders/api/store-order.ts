import type { OrderDto } from '@pawndesk/domain/order-api';
import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from './query-keys.ts';

/** A changed order: the open copy takes the answer, every list refetches in the background. */
export function useStoreOrder() {
  const queryClient = useQueryClient();
  return (dto: OrderDto) => {
    queryClient.setQueryData(orderKeys.detail(dto.id), dto);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  };
}
