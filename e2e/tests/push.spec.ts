import { pushMessage } from '@pawndesk/domain/push-api';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  type PushServiceStandIn,
  type StandInSubscription,
  startPushServiceStandIn,
} from '../../apps/server/src/testing/push-service-stand-in.ts';
import { clickInSettledPopup } from '../support/modal.ts';
import { signIn } from '../support/session.ts';

/**
 * Web Push end to end (SHELL-11, decisions/0028). Chromium's own push service (Google's FCM)
 * cannot be reached from here, so `pushManager.subscribe` cannot give a real subscription. The
 * browser's side of the push service is played by the test instead: the page's PushManager hands
 * out a subscription of a local push-service stand-in (its endpoint and keys), which the console
 * sends to the server as it would a real one; the server encrypts and VAPID-signs the message to
 * the stand-in, which checks the signature and decrypts it like a browser; the test then delivers
 * the decrypted message to the console's real service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage, what DevTools' "Push" button does), and reads the
 * notification the worker showed.
 */

let standIn: PushServiceStandIn;
test.beforeAll(async () => {
  standIn = await startPushServiceStandIn();
});
test.afterAll(async () => {
  await standIn.close();
});

/** The page's PushManager answers with the stand-in's subscription (kept across reloads). */
async function fakePushManager(context: BrowserContext, subscription: StandInSubscription) {
  await context.addInitScript((given) => {
    const storageKey = 'e2e.push-subscribed';
    const make = (applicationServerKey: ArrayBuffer | null) => ({
      endpoint: given.endpoint,
      expirationTime: null,
      options: { applicationServerKey, userVisibleOnly: true },
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options) {
      const key = options?.applicationServerKey;
      const bytes =
        key instanceof ArrayBuffer
          ? new Uint8Array(key)
          : new Uint8Array((key as ArrayBufferView).buffer);
      localStorage.setItem(storageKey, JSON.stringify(Array.from(bytes)));
      return make(bytes.slice().buffer as ArrayBuffer) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const stored = localStorage.getItem(storageKey);
      return stored
        ? (make(
            new Uint8Array(JSON.parse(stored) as number[]).buffer,
          ) as unknown as PushSubscription)
        : null;
    };
  }, subscription);
}

/** Makes the console believe its tab went out of view or came back (a headless tab is always in view). */
async function setTabVisible(page: Page, visible: boolean) {
  await page.evaluate((isVisible) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isVisible ? 'visible' : 'hidden'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

/** Starts a call from `page`'s signed-in user to `remote`, as the console's phone logs it. */
async function startCall(page: Page, extension: string, remote: string) {
  const status = await page.evaluate(
    async ({ extension: own, remote: number }) => {
      const session = JSON.parse(localStorage.getItem('pawndesk.session') ?? '{}');
      const response = await fetch('/crm/api/v1/call-logs/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${session.accessToken}`,
        },
        body: JSON.stringify({
          cseq: `e2e-push-${Date.now()}-${Math.random()}`,
          direction: 'OUTBOUND',
          extension: own,
          remote: number,
        }),
      });
      return response.status;
    },
    { extension, remote },
  );
  expect(status).toBe(200);
}

test('a push for an inbound call reaches the callee whose console is out of view, and logout removes the subscription', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const subscription = standIn.subscribe();
  const callee = await browser.newContext();
  await callee.grantPermissions(['notifications'], { origin });
  await fakePushManager(callee, subscription);
  const page = await callee.newPage();

  // The service worker the console registers, and the DevTools protocol to push to it.
  const cdp = await callee.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations) {
      registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  const delivered: string[] = [];
  const workerErrors: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', (event) => {
    workerErrors.push(event.errorMessage.errorMessage);
  });
  // The browser's push channel, played here: a delivery DevTools refuses (the worker between
  // states) is tried again, as a push service retries, and every refusal goes to the test's output.
  let lastDeliveryAt = 0;
  const deliver = async (payload: string) => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const registrationId = registrations.get(`${origin}/`);
      try {
        if (!registrationId) {
          throw new Error('no service worker registration yet');
        }
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId,
          data: payload,
        });
        lastDeliveryAt = Date.now();
        return;
      } catch (error) {
        console.warn(`push delivery attempt ${attempt} refused: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    throw new Error('DevTools refused the push delivery five times');
  };
  const deliveries: Promise<void>[] = [];
  standIn.onPush = (push) => {
    delivered.push(push.payload);
    deliveries.push(deliver(push.payload));
  };

  await signIn(page, 'valuator');
  await expect(page.getByTestId('header')).toBeVisible();
  await expect.poll(() => registrations.has(`${origin}/`)).toBe(true);
  // Permission was given before this sign-in: the console subscribed on its own; the switch says so.
  await page.getByTestId('profile-menu').click();
  await expect(page.getByTestId('push-toggle')).toHaveAttribute('data-state', 'on');
  await expect(page.getByTestId('push-toggle')).toHaveText('Thông báo đẩy: Bật');
  await page.keyboard.press('Escape');

  const caller = await browser.newContext();
  const callerPage = await caller.newPage();
  await signIn(callerPage, 'sales');
  await expect(callerPage.getByTestId('header')).toBeVisible();

  // The callee's console is out of view: the call comes as a push, shown by the service worker.
  // (In view, none is sent: apps/server/src/modules/push/push.test.ts.)
  await setTabVisible(page, false);
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        return worker.active !== null;
      }),
    )
    .toBe(true);
  // The report travels on /live; the next call waits until the server has it.
  await expect
    .poll(async () => {
      await startCall(callerPage, '1001', '1002');
      return delivered.length;
    })
    .toBeGreaterThan(0);
  expect(standIn.refused).toEqual([]);
  const message = pushMessage.parse(JSON.parse(delivered[0] ?? ''));
  expect(message).toEqual({
    kind: 'inbound-call',
    title: 'Bạn có cuộc gọi đến trên CRM',
    body: 'Nguyễn Thị Lan (máy lẻ 1001) đang gọi cho bạn',
    url: '/',
    tag: 'inbound-call-1001',
  });
  await Promise.all(deliveries);
  // DevTools accepts a delivery before the worker has run its push event, and under load one was
  // seen accepted and never shown (CI, twice): the delivery is repeated then, as a push service
  // would; a worker that never shows the notification still fails here.
  const shownNotifications = () =>
    page.evaluate(async () => {
      const worker = await navigator.serviceWorker.ready;
      const shown = await worker.getNotifications();
      return shown.map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
      }));
    });
  await expect
    .poll(async () => {
      const shown = await shownNotifications();
      if (shown.length === 0 && Date.now() - lastDeliveryAt > 5_000) {
        console.warn('no notification 5 s after the push was delivered: delivered again');
        await deliver(delivered[0] ?? '');
      }
      return shown;
    })
    .toEqual([{ title: message.title, body: message.body, tag: message.tag }]);
  expect(workerErrors).toEqual([]);

  // Logout removes this browser's subscription on the server before the sign-in ends.
  await setTabVisible(page, true);
  const removed = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      new URL(response.url()).pathname === '/crm/api/v1/push/subscriptions/',
  );
  await page.getByTestId('profile-menu').click();
  await clickInSettledPopup(page.getByRole('menuitem', { name: 'Đăng xuất' }));
  expect((await removed).status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('e2e.push-subscribed'))).toBeNull();
  await caller.close();
  await callee.close();
});
