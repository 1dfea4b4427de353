import type { PushMessage } from '@pawndesk/domain/push-api';
import { pushTimeToLiveSeconds } from '@pawndesk/domain/push-api';
import type { Db } from '../../db/client.ts';
import type { VapidKeys } from '../../lib/secret.ts';
import * as repo from './push.repo.ts';
import type { PushSender } from './push-sender.ts';

/**
 * Delivers push messages to a user's browsers. A delivery runs beside the request that caused it
 * (the caller's phone does not wait for a push service); `idle()` lets a test or a shutdown wait
 * for those in flight.
 */
export type PushNotifier = {
  publicKey: string;
  /** Queues a message to every subscribed browser of the user. */
  notifyUser(db: Db, userId: number, message: PushMessage): void;
  /** Resolves when every queued delivery has ended. */
  idle(): Promise<void>;
};

export type PushNotifierDeps = {
  vapid: VapidKeys;
  sender: PushSender;
  log: (message: string, error?: unknown) => void;
};

/** The push service's answer that the subscription is gone for good (RFC 8030 §7.3). */
function isGone(status: number): boolean {
  return status === 404 || status === 410;
}

export function createPushNotifier(deps: PushNotifierDeps): PushNotifier {
  const inFlight = new Set<Promise<void>>();

  async function deliver(db: Db, userId: number, message: PushMessage): Promise<void> {
    const payload = JSON.stringify(message);
    const options = {
      ttlSeconds: pushTimeToLiveSeconds[message.kind],
      urgency: message.kind === 'inbound-call' ? ('high' as const) : ('normal' as const),
      topic: message.tag,
    };
    for (const subscription of await repo.subscriptionsOf(db, userId)) {
      try {
        const status = await deps.sender(subscription, payload, options);
        if (isGone(status)) {
          await repo.deleteSubscriptionById(db, subscription.id);
        } else if (status < 200 || status >= 300) {
          deps.log(`push service answered ${status} for user ${userId}`);
        }
      } catch (error) {
        deps.log(`push to user ${userId} failed`, error);
      }
    }
  }

  return {
    publicKey: deps.vapid.publicKey,
    notifyUser(db, userId, message) {
      const delivery = deliver(db, userId, message).catch((error: unknown) =>
        deps.log(`push to user ${userId} failed`, error),
      );
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    async idle() {
      while (inFlight.size > 0) {
        await Promise.all([...inFlight]);
      }
    },
  };
}
