import type { OrderDto, StaffRefDto } from '@pawndesk/domain/order-api';
import { workingAgentRenewMs } from '@pawndesk/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { lockOrder } from '../api/lock-order.ts';
import { orderKeys } from '../api/query-keys.ts';
import { unlockOrder, unlockOrderOnUnload } from '../api/unlock-order.ts';

export type WorkingAgentLock = {
  /** Another agent works on the order: every field is read-only and the actions are hidden. */
  isReadOnly: boolean;
  /** Who holds it, when known. */
  holder: StaffRefDto | null;
  /** The server's refusal while the holder is not known yet. */
  refusal: string | null;
  /** I hold the lock (and may remove it by clicking the working-agent tag). */
  isMine: boolean;
  release: () => void;
};

function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/**
 * ORD-6: while an order is open (modal or detail page) I hold its working-agent lock, renewed
 * before the lease runs out and removed when it closes or the page goes away. An order another
 * agent holds is shown read-only, and taken over once they let go.
 */
export function useWorkingAgentLock(
  order: OrderDto | undefined,
  isOpen: boolean,
): WorkingAgentLock {
  const queryClient = useQueryClient();
  const me = useSession().user?.id;
  const orderId = order?.id;
  const holder = order?.workingAgent ?? null;
  const isHeldByOther = holder !== null && holder.id !== me;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isReleased, setReleased] = useState(false);
  // Lock calls for one order go out one after another, so the server sees them in the order they
  // were made (StrictMode's mount, unmount, mount must not end with a stray DELETE last).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback((operation: () => Promise<void>) => {
    queue.current = queue.current.then(operation, operation);
  }, []);

  // A refusal stands until the order shows who holds it (or that nobody does any more).
  const holderId = holder?.id;
  useEffect(() => {
    void holderId;
    setRefusal(null);
  }, [holderId]);

  useEffect(() => {
    if (!isOpen || orderId === undefined || isHeldByOther || isReleased) {
      return;
    }
    let isActive = true;
    let isHolding = false;
    const store = (dto: OrderDto) => {
      queryClient.setQueryData(orderKeys.detail(orderId), dto);
    };
    const acquire = () =>
      enqueue(async () => {
        if (!isActive) {
          return;
        }
        try {
          const dto = await lockOrder(orderId);
          isHolding = true;
          if (isActive) {
            store(dto);
          }
        } catch (error) {
          isHolding = false;
          if (isActive && isConflict(error)) {
            setRefusal(error.message || null);
            void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
          }
        }
      });
    acquire();
    const timer = window.setInterval(acquire, workingAgentRenewMs);
    const onPageHide = () => {
      if (isHolding) {
        unlockOrderOnUnload(orderId);
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      isActive = false;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      enqueue(async () => {
        if (!isHolding) {
          return;
        }
        isHolding = false;
        try {
          store(await unlockOrder(orderId));
        } catch {
          // Someone else holds it by now, or the lease ran out: either way it is not mine.
        }
      });
    };
  }, [isOpen, orderId, isHeldByOther, isReleased, enqueue, queryClient]);

  const isReadOnly = isHeldByOther || refusal !== null;
  return {
    isReadOnly,
    holder: isHeldByOther ? holder : null,
    refusal,
    isMine: !isReadOnly && !isReleased && holder !== null && holder.id === me,
    release: () => setReleased(true),
  };
}
