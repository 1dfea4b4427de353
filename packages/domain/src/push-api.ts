import { z } from 'zod';
import { line } from './primitives.ts';

/**
 * Web Push (SHELL-11, decisions/0028): the console subscribes through the browser's push service
 * (RFC 8030) with the server's VAPID public key (RFC 8292), and the server encrypts every message
 * for the subscription's keys (RFC 8291).
 */

/** The server's VAPID public key: an uncompressed P-256 point, base64url (65 bytes → 87 chars). */
export const vapidKeyDto = z.object({ publicKey: z.string() });
export type VapidKeyDto = z.infer<typeof vapidKeyDto>;

const base64Url = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * Where a push service takes messages for one subscription. Push services are HTTPS; plain HTTP
 * is accepted only on this machine's loopback, where the tests' and a developer's stand-in for a
 * push service listens.
 */
export function isPushEndpoint(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) {
    return false;
  }
  if (url.protocol === 'https:') {
    return true;
  }
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** PushSubscription.toJSON() as the browser gives it, and the device it came from. */
export const pushSubscriptionInput = z.object({
  endpoint: line().max(2000).refine(isPushEndpoint, 'Địa chỉ nhận thông báo không hợp lệ'),
  keys: z.object({
    // The browser's P-256 public key (65 bytes) and the 16-byte authentication secret.
    p256dh: z.string().regex(base64Url, 'Khoá không hợp lệ').min(86).max(90),
    auth: z.string().regex(base64Url, 'Khoá không hợp lệ').min(22).max(24),
  }),
  expirationTime: z.number().nullish(),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({
  endpoint: line().max(2000),
});

export const pushSubscriptionDto = z.object({ subscribed: z.boolean() });

/** What the service worker shows: the notification's title and text, and where a click goes. */
export const pushMessage = z.object({
  kind: z.enum(['inbound-call', 'next-action']),
  title: z.string(),
  body: z.string(),
  /** A path of the console. */
  url: z.string(),
  /** One notification per tag: a newer one replaces it. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessage>;

/** YOURE_HAVING_AN_INBOUND_CALL_ON_CRM (A§8) as a push, for a callee whose console is not in view. */
export function inboundCallPush(caller: { name: string; extension: string }): PushMessage {
  return {
    kind: 'inbound-call',
    title: 'Bạn có cuộc gọi đến trên CRM',
    body: `${caller.name} (máy lẻ ${caller.extension}) đang gọi cho bạn`,
    url: '/',
    tag: `inbound-call-${caller.extension}`,
  };
}

/** A payment reminder's next action whose time has come, for the collector who set it. */
export function nextActionPush(reminder: {
  resultId: number;
  clientName: string;
  action: string;
}): PushMessage {
  return {
    kind: 'next-action',
    title: 'Đến giờ nhắc thanh toán',
    body: `${reminder.clientName}: ${reminder.action}`,
    url: '/payment-reminder',
    tag: `next-action-${reminder.resultId}`,
  };
}

/** How long a push service keeps a message for an offline device: a call is stale in a minute. */
export const pushTimeToLiveSeconds = { 'inbound-call': 60, 'next-action': 4 * 3600 } as const;

/** A next action more than this late when the job first sees it (a server that was down) is not pushed. */
export const nextActionPushWindowMs = 24 * 3600 * 1000;
