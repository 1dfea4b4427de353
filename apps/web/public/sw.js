/**
 * PawnDesk's service worker (SHELL-11, decisions/0028): it only shows Web Push messages. It
 * caches nothing and never answers fetches, so the console always loads from the server. Served
 * at the site root so its scope is the whole console. A message is the server's `pushMessage`
 * (packages/domain/src/push-api.ts): { kind, title, body, url, tag }.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  const title = message && typeof message.title === 'string' ? message.title : 'PawnDesk';
  const url =
    message && typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message && typeof message.body === 'string' ? message.body : '',
      tag: message && typeof message.tag === 'string' ? message.tag : undefined,
      // A call keeps ringing on screen until the user acts on it.
      requireInteraction: Boolean(message && message.kind === 'inbound-call'),
      lang: 'vi',
      data: { url },
    }),
  );
});

/** A click focuses a console tab already open (taking it to the message's page), else opens one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        if (url !== new URL('/', self.location.origin).href && 'navigate' in focused) {
          await focused.navigate(url);
        }
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
