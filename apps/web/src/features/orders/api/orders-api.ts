import type {
  CreateOrderInput,
  OrderDto,
  OrderListDto,
  UpdateOrderInput,
} from '@pawndesk/domain/order-api';
import { api } from '../../../lib/api.ts';
import { baseA, baseB } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';
import { type OrderListParams, toQueryParams } from '../model/list-params.ts';

export function listOrders(
  mine: boolean,
  params: OrderListParams,
  signal?: AbortSignal,
): Promise<OrderListDto> {
  const path = mine ? `${baseA}/v1/my-orders/` : `${baseA}/v1/orders/`;
  return api.get(path, { query: toQueryParams(params), signal });
}

export function getOrder(id: number, signal?: AbortSignal): Promise<OrderDto> {
  return api.get(`${baseB}/v1/orders/${id}/`, { signal });
}

/** Created unclaimed with status open. */
export function createOrder(input: CreateOrderInput): Promise<OrderDto> {
  return api.post(`${baseB}/v1/orders/`, input);
}

/** Only the changed fields; the server derives the status from the stage. */
export function updateOrder(id: number, input: UpdateOrderInput): Promise<OrderDto> {
  return api.patch(`${baseA}/v1/orders/${id}/`, input);
}

/** 409 when someone else claimed it first. */
export function claimOrder(id: number): Promise<OrderDto> {
  return api.post(`${baseA}/v1/orders/${id}:claim/`, {});
}

function workingAgentPath(id: number): string {
  return `${baseB}/v1/orders/${id}/working-agent/`;
}

/** Sets or renews my working-agent lock; 409 while another agent holds it. */
export function lockOrder(id: number): Promise<OrderDto> {
  return api.post(workingAgentPath(id), {});
}

/** Removes my lock; 409 when it is not mine. */
export function unlockOrder(id: number): Promise<OrderDto> {
  return api.delete(workingAgentPath(id));
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
    .fetch(workingAgentPath(id), {
      method: 'DELETE',
      headers,
      credentials: 'include',
      keepalive: true,
    })
    .catch(() => undefined);
}
