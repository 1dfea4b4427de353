import { useQueryClient } from '@tanstack/react-query';
import { isRecord } from '../../../lib/is-record.ts';
import { useLiveChannel } from '../../../lib/live-context.tsx';
import { orderKeys } from '../api/query-keys.ts';

/**
 * ORD-9: any event on the orders channel refetches the lists and the open order in the background.
 * The rows stay on screen while it runs (no spinner), so scroll, page, selection and an open modal
 * are kept.
 */
export function useOrdersLive(): void {
  const queryClient = useQueryClient();
  useLiveChannel('orders', (data) => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    void queryClient.invalidateQueries({ queryKey: ['order'] });
    const orderId = isRecord(data) && typeof data.orderId === 'number' ? data.orderId : undefined;
    const isNote = isRecord(data) && data.action === 'noted';
    if (isNote || orderId === undefined) {
      void queryClient.invalidateQueries({
        queryKey: orderId === undefined ? ['order-notes'] : orderKeys.notes(orderId),
      });
    }
  });
}
