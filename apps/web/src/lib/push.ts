import { pushEndpoints } from '@pawndesk/domain/push-endpoints';
import { api } from './api.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * Web Push in the console (SHELL-11, decisions/0028): the service worker at /sw.js shows what the
 * server pushes; this browser's subscription is sent to the server after sign-in when the user
 * has allowed notifications, and removed on logout.
 */

/** The user turned push off on this browser: sign-ins do not subscribe it again. */
const offKey = 'pawndesk.push-off';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const changeListeners = new Set<() => void>();

/** Calls `listener` when this browser's subscription changed outside the profile menu's switch. */
export function onPushChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Registers the service worker; push is simply unavailable where that fails. */
export async function registerServiceWorker(): Promise<void> {
  if (!isPushSupported()) {
    return;
  }
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // An insecure origin other than localhost, or a browser setting: no push there.
  }
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!isPushSupported()) {
    return undefined;
  }
  return navigator.serviceWorker.getRegistration('/');
}

function toUint8(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) {
    bytes[i] = text.charCodeAt(i);
  }
  return bytes;
}

/** The browser's subscription for the server's key (a new one when the key changed), sent to the server. */
async function subscribeThisBrowser(): Promise<boolean> {
  const worker = await registration();
  if (!worker) {
    return false;
  }
  const { publicKey } = await api.call(pushEndpoints.vapidKey);
  const applicationServerKey = toUint8(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  const currentKey = subscription?.options.applicationServerKey;
  if (subscription && currentKey && !sameBytes(new Uint8Array(currentKey), applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  const json = subscription.toJSON();
  await api.call(pushEndpoints.subscribe, {
    body: {
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      expirationTime: json.expirationTime ?? null,
    },
  });
  return true;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

export async function pushState(): Promise<PushState> {
  if (!isPushSupported()) {
    return 'unsupported';
  }
  if (Notification.permission === 'denied') {
    return 'denied';
  }
  if (Notification.permission !== 'granted' || readJson(offKey) === true) {
    return 'off';
  }
  const worker = await registration();
  return (await worker?.pushManager.getSubscription()) ? 'on' : 'off';
}

/** After sign-in: subscribes when the user already allowed notifications and did not turn push off. */
export async function subscribeAfterSignIn(): Promise<void> {
  if (!isPushSupported() || Notification.permission !== 'granted' || readJson(offKey) === true) {
    return;
  }
  await navigator.serviceWorker.ready;
  if (await subscribeThisBrowser()) {
    for (const listener of changeListeners) {
      listener();
    }
  }
}

/** From the profile menu (a user gesture, as browsers require to ask for permission). */
export async function turnPushOn(): Promise<PushState> {
  if (!isPushSupported()) {
    return 'unsupported';
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    return permission === 'denied' ? 'denied' : 'off';
  }
  writeJson(offKey, false);
  await navigator.serviceWorker.ready;
  return (await subscribeThisBrowser()) ? 'on' : 'off';
}

/**
 * Removes this browser's subscription, on the server and in the browser. `token` is the session's
 * token at logout (the session is cleared right after), else the current one.
 */
export async function removeSubscription(token?: string | null): Promise<void> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) {
    return;
  }
  try {
    await api.call(pushEndpoints.unsubscribe, {
      body: { endpoint: subscription.endpoint },
      ...(token === undefined ? {} : { token }),
    });
  } finally {
    await subscription.unsubscribe();
  }
}

export async function turnPushOff(): Promise<PushState> {
  writeJson(offKey, true);
  await removeSubscription();
  return pushState();
}
