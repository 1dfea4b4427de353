import webPush from 'web-push';
import type { VapidKeys } from '../../lib/secret.ts';

/** One browser's subscription, as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushSendOptions = {
  /** How long the push service may keep the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'high' | 'normal';
  /** A newer message with the same topic replaces one the push service still holds. */
  topic: string;
};

/**
 * The port through which the server hands one encrypted message to a push service, answering the
 * push service's HTTP status. The real one is `webPushSender`; nothing else is needed in tests,
 * which point subscriptions at a local stand-in for a push service.
 */
export type PushSender = (
  target: PushTarget,
  payload: string,
  options: PushSendOptions,
) => Promise<number>;

const sendTimeoutMs = 10_000;

/** A topic is at most 32 characters of the URL-safe base64 alphabet (RFC 8030 §5.4). */
function topicOf(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32);
}

/**
 * Web Push with the `web-push` library: it encrypts the payload for the browser's keys (RFC 8291,
 * aes128gcm) and signs the VAPID token for the push service's origin (RFC 8292); the request
 * itself goes out with fetch, which also reaches the plain-HTTP stand-in on loopback that the
 * tests use (the library's own sender speaks HTTPS only).
 */
export function webPushSender(vapid: VapidKeys & { subject: string }): PushSender {
  return async (target, payload, options) => {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: topicOf(options.topic),
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch sets the length itself from the body.
      if (name.toLowerCase() !== 'content-length') {
        headers[name] = String(value);
      }
    }
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  };
}
