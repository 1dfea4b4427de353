import { workingAgentLeaseMs } from '@pawndesk/domain/orders';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './orders.repo.ts';

/**
 * The seam the call log reaches orders through (A§4.3, ORD-6): a call about an order makes the
 * caller its working agent and ends that when the call is over; linking a call logs `order_call`.
 */

export async function orderExists(db: DbOrTx, orderId: number): Promise<boolean> {
  return (await repo.findOrder(db, orderId)) !== undefined;
}

/** Makes the caller the working agent for one lease, unless a colleague holds a live lock. */
export async function takeWorkingAgent(
  tx: DbOrTx,
  orderId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const until = new Date(now.getTime() + workingAgentLeaseMs);
  return (await repo.lockOrder(tx, orderId, userId, now, until)) !== undefined;
}

/** Ends the caller's working-agent lock on the order; false when the caller did not hold it. */
export async function releaseWorkingAgent(
  tx: DbOrTx,
  orderId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const order = await repo.findOrder(tx, orderId);
  if (order?.workingAgentId !== userId) {
    return false;
  }
  return (await repo.unlockOrder(tx, orderId, userId, now)) !== undefined;
}

/** The order's activity row for a call linked to it. */
export async function logOrderCall(
  tx: DbOrTx,
  link: { orderId: number; callId: number; actorId: number; at: Date },
): Promise<void> {
  await repo.insertActivity(tx, {
    key: 'order_call',
    data: { orderId: link.orderId, callId: link.callId },
    orderId: link.orderId,
    actorId: link.actorId,
    at: link.at,
  });
}
