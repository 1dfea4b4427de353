import { endpointUrl } from '@pawndesk/domain/endpoint';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

/** Removes my lock; 409 when it is not mine. */
export function unlockOrder(id: number) {
  return api.call(orderEndpoints.unlock, { params: { id } });
}

/**
 * The page is going away (tab closed, reload): a normal request would be cancelled with it, a
 * keepalive one is still delivered. No refresh-and-retry is possible here; an expired token
 * leaves the lock to run out its lease.
 */
export function unlockOrderOnUnload(id: number): void {
  const token = sessionStore.getState().session?.accessToken;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  void window
    .fetch(endpointUrl(orderEndpoints.unlock, { id }), {
      method: orderEndpoints.unlock.method,
      headers,
      credentials: 'include',
      keepalive: true,
    })
    .catch(() => undefined);
}
