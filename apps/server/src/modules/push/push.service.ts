import type { PushSubscriptionInput } from '@pawndesk/domain/push-api';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './push.repo.ts';

/** Subscribes the signed-in user's browser; a browser already known moves to this user. */
export async function subscribe(
  ctx: RequestContext,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<{ subscribed: boolean }> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  await repo.upsertSubscription(ctx.db, {
    userId: actor.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return { subscribed: true };
}

/** Removes the browser's subscription of the signed-in user (logout, or the switch turned off). */
export async function unsubscribe(
  ctx: RequestContext,
  endpoint: string,
): Promise<{ subscribed: boolean }> {
  const actor = requireActor(ctx.actor);
  await repo.deleteSubscription(ctx.db, actor.userId, endpoint);
  return { subscribed: false };
}
