import { accessSync, constants } from 'node:fs';
import { type Browser, expect, type Page } from '@playwright/test';
import { accessToken } from './orders.ts';
import { signIn } from './session.ts';

/** The secret start-server.mjs gives the server and its exchange. */
export const e2ePhoneSecret = 'e2e-phone-secret-0123456789-abcdefghijklmnop';

/** The phone test needs Kamailio (.ci/run installs it): missing, it fails rather than skips. */
export function requireKamailio(): void {
  const found = ['/usr/sbin/kamailio', '/usr/local/sbin/kamailio'].some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) {
    throw new Error(
      'Kamailio is not installed: apt-get install kamailio kamailio-websocket-modules kamailio-autheph-modules',
    );
  }
}

/** Chromium with a fake microphone that needs no prompt, and WebRTC on loopback (phone-lab.md). */
export const phoneLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
];

export type PhonePage = { page: Page; extension: string; close(): Promise<void> };

/** A signed-in console in its own browser context (a device), once its phone is connected. */
export async function openPhone(
  browser: Browser,
  username: string,
  options: { bypassCSP?: boolean; waitConnected?: boolean } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    permissions: ['microphone', 'notifications'],
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  // A first load on a busy machine can pass signIn's 10 s; the second one comes from the cache.
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 60_000 });
  await signIn(page, username);
  await expect(page.getByTestId('header')).toBeVisible({ timeout: 60_000 });
  if (options.waitConnected ?? true) {
    await expectConnected(page, true);
  }
  const extension = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pawndesk.session') ?? '{}').user.extension as string,
  );
  return { page, extension, close: () => context.close() };
}

export async function expectConnected(page: Page, connected: boolean, timeout = 30_000) {
  await expect(page.getByTestId('dial-pad-button')).toHaveAttribute(
    'data-connected',
    String(connected),
    { timeout },
  );
}

/** Opens the dial pad, types the number and presses call. */
export async function dial(page: Page, number: string) {
  const pad = page.getByTestId('dial-pad');
  if (!(await pad.isVisible())) {
    await page.getByTestId('dial-pad-button').click();
  }
  await pad.getByTestId('dial-pad-number').fill(number);
  await pad.getByTestId('dial-pad-call-button').click();
}

export function callStatus(page: Page) {
  return page.getByTestId('dial-pad-status');
}

export async function expectState(page: Page, state: string, timeout = 15_000) {
  await expect(callStatus(page)).toHaveAttribute('data-state', state, { timeout });
}

/** The call view has gone: the phone is idle again. */
export async function expectIdle(page: Page) {
  await expect(page.getByTestId('dial-pad-call')).toBeHidden({ timeout: 15_000 });
}

export type CallLog = {
  id: number;
  direction: string;
  status: string;
  duration: number;
  remote: string;
  ref: { type: string; id: number } | null;
};

/** The signed-in user's latest call log. */
export async function latestCallLog(page: Page): Promise<CallLog | undefined> {
  const response = await page.request.get('/crm/api/v1/call-logs/?page=1&pageSize=1', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.items[0];
}

/** Waits until the latest call log matches (the console patches it as the call goes). */
export async function expectLatestCallLog(page: Page, expected: Record<string, unknown>) {
  await expect.poll(() => latestCallLog(page), { timeout: 10_000 }).toMatchObject(expected);
}
