import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { api } from '../../../lib/api.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { orderKeys } from './query-keys.ts';
import { useStoreOrder } from './store-order.ts';

/** 409 when someone else claimed it first. */
export function claimOrder(id: number) {
  return api.call(orderEndpoints.claim, { params: { id } });
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
