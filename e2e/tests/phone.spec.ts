import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startExchange } from '../../apps/server/src/lib/exchange.ts';
import { phoneUsers } from '../support/accounts.ts';
import { uniquePhone } from '../support/orders.ts';
import {
  dial,
  e2ePhoneSecret,
  expectConnected,
  expectIdle,
  expectLatestCallLog,
  expectState,
  openPhone,
  phoneLaunchArgs,
  requireKamailio,
} from '../support/phone.ts';
import { signIn } from '../support/session.ts';
import { pageApi } from '../support/settling.ts';

// The phone (PHONE-1..6) against the project's Kamailio (start-server.mjs runs it beside the
// server): every test here signs the same two users in, so they run one after another (one worker, in order; a failure does not stop the rest).
test.describe.configure({ mode: 'default', timeout: 240_000 });
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: phoneLaunchArgs,
  },
});

test.beforeAll(() => {
  requireKamailio();
});

test('sales calls the valuator: ringing, answer, a running timer, hang up, both logs ANSWERED', async ({
  browser,
}) => {
  const sales = await openPhone(browser, phoneUsers.sales);
  const valuator = await openPhone(browser, phoneUsers.valuator);

  await dial(sales.page, valuator.extension);
  await expectState(sales.page, 'RINGING');
  await expectState(valuator.page, 'HAVING_CALL');
  await expect(valuator.page.getByTestId('dial-pad-remote')).toHaveText(sales.extension);
  await expect(valuator.page.getByTestId('dial-pad-contact')).toContainText(sales.extension);

  await valuator.page.getByTestId('dial-pad-answer').click();
  await expectState(valuator.page, 'TALKING');
  await expectState(sales.page, 'TALKING');
  const timer = sales.page.getByTestId('dial-pad-timer');
  await expect(timer).toHaveText(/^00:0[0-2]$/);
  await expect(timer).toHaveText(/^00:0[2-9]$/, { timeout: 10_000 });

  await sales.page.getByTestId('dial-pad-hangup').click();
  await expectIdle(sales.page);
  await expectIdle(valuator.page);

  await expectLatestCallLog(sales.page, {
    direction: 'OUTBOUND',
    status: 'ANSWERED',
    remote: valuator.extension,
    duration: expect.any(Number),
  });
  await expectLatestCallLog(valuator.page, {
    direction: 'INBOUND',
    status: 'ANSWERED',
    remote: sales.extension,
  });
  // The header list shows it, live, and a row calls the number back.
  await sales.page.getByTestId('call-log-button').click();
  const row = sales.page.getByTestId('call-log-list').getByTestId('call-log-row').first();
  await expect(row).toHaveAttribute('data-status', 'ANSWERED');
  expect(Number(await row.getAttribute('data-duration'))).toBeGreaterThanOrEqual(2);
  await sales.close();
  await valuator.close();
});

test('the caller gives up before an answer: FAILED for the caller, MISSED for the callee (A§4.3)', async ({
  browser,
}) => {
  const sales = await openPhone(browser, phoneUsers.sales);
  const valuator = await openPhone(browser, phoneUsers.valuator);
  await dial(sales.page, valuator.extension);
  await expectState(valuator.page, 'HAVING_CALL');
  await expectState(sales.page, 'RINGING');
  await sales.page.getByTestId('dial-pad-hangup').click();
  await expectIdle(sales.page);
  // The flash auto-hides after 3 s: checked before the logs.
  await expect(valuator.page.getByText('Cuộc gọi đã huỷ')).toBeVisible();
  await expectIdle(valuator.page);
  await expectLatestCallLog(sales.page, { direction: 'OUTBOUND', status: 'FAILED', duration: 0 });
  await expectLatestCallLog(valuator.page, { direction: 'INBOUND', status: 'MISSED', duration: 0 });
  await sales.close();
  await valuator.close();
});

test('the callee rejects: CANCELLED for the callee, FAILED and "busy" for the caller', async ({
  browser,
}) => {
  const sales = await openPhone(browser, phoneUsers.sales);
  const valuator = await openPhone(browser, phoneUsers.valuator);
  await dial(sales.page, valuator.extension);
  await expectState(valuator.page, 'HAVING_CALL');
  await valuator.page.getByTestId('dial-pad-hangup').click();
  await expectIdle(valuator.page);
  await expectIdle(sales.page);
  await expect(sales.page.getByText('Máy bận')).toBeVisible();
  await expectLatestCallLog(sales.page, { direction: 'OUTBOUND', status: 'FAILED' });
  await expectLatestCallLog(valuator.page, { direction: 'INBOUND', status: 'CANCELLED' });
  await sales.close();
  await valuator.close();
});

test('a call to a colleague who is not signed in fails as unavailable', async ({ browser }) => {
  const sales = await openPhone(browser, phoneUsers.sales);
  const valuator = await openPhone(browser, phoneUsers.valuator);
  // prepare.ts creates the absent user right after the valuator: the next extension.
  const absent = String(Number(valuator.extension) + 1);
  await valuator.close();
  await dial(sales.page, absent);
  await expect(sales.page.getByText('Thuê bao không liên lạc được')).toBeVisible({
    timeout: 15_000,
  });
  await expectIdle(sales.page);
  await expectLatestCallLog(sales.page, { remote: absent, status: 'FAILED' });
  // With no call on it, Escape closes the dial pad (its number field has the focus).
  await sales.page.getByTestId('dial-pad-number').press('Escape');
  await expect(sales.page.getByTestId('dial-pad')).toBeHidden();
  await sales.close();
});

test('the call button of an order dials its number with the order as reference, the order lists the call, and the call ends the working-agent lock (PHONE-5, ORD-6)', async ({
  browser,
}) => {
  const sales = await openPhone(browser, phoneUsers.sales);
  const api = pageApi(sales.page);
  const misc = await api<{ assetTypes: { id: number; name: string }[] }>('GET', '/api/v1/misc/');
  const order = await api<{ id: number; phone: string }>('POST', '/crm/api/v1/orders/', {
    phone: uniquePhone(),
    source: 'Hotline',
    asset: misc.assetTypes[0]?.id,
    assetDescription: 'Honda Vision 2022',
    requiredAmount: 10_000_000,
    proposedAmount: 9_000_000,
    stage: 'order_claimed',
  });
  const salesId = await sales.page.evaluate(
    () => JSON.parse(localStorage.getItem('pawndesk.session') ?? '{}').user.id as number,
  );
  const holder = async () =>
    (await api<{ workingAgent: { id: number } | null }>('GET', `/crm/api/v1/orders/${order.id}/`))
      .workingAgent?.id ?? null;

  await sales.page.goto(`/orders/${order.id}`);
  await expectConnected(sales.page, true);
  // Opening the order makes me its working agent.
  await expect.poll(holder).toBe(salesId);
  await sales.page.getByTestId('order-call').click();
  // Nothing is registered under the customer's number here: the exchange answers unavailable.
  await expect(sales.page.getByText('Thuê bao không liên lạc được')).toBeVisible({
    timeout: 15_000,
  });
  await expectIdle(sales.page);
  await expectLatestCallLog(sales.page, {
    direction: 'OUTBOUND',
    status: 'FAILED',
    remote: order.phone,
    ref: { type: 'ORDER', id: order.id },
  });
  // The order's own call list shows it without a reload, and the ended call let the order go.
  await expect(
    sales.page.getByTestId('order-call-history').getByTestId('call-log-row'),
  ).toHaveCount(1);
  await expect.poll(holder).toBeNull();
  await sales.close();
});

test('two devices of one user ring; one answers and the other says someone else picked up', async ({
  browser,
}) => {
  const sales = await openPhone(browser, phoneUsers.sales);
  const desk = await openPhone(browser, phoneUsers.valuator);
  const laptop = await openPhone(browser, phoneUsers.valuator);
  await dial(sales.page, desk.extension);
  await expectState(desk.page, 'HAVING_CALL');
  await expectState(laptop.page, 'HAVING_CALL');
  await desk.page.getByTestId('dial-pad-answer').click();
  await expectState(desk.page, 'TALKING');
  await expect(
    laptop.page.getByText(`Cuộc gọi từ ${sales.extension} đã được nghe máy ở thiết bị khác`),
  ).toBeVisible();
  await expectIdle(laptop.page);
  await desk.page.getByTestId('dial-pad-hangup').click();
  await expectIdle(sales.page);
  // Both devices share one log (the second got 6001 and used the first one's id): ANSWERED.
  await expectLatestCallLog(laptop.page, { direction: 'INBOUND', status: 'ANSWERED' });
  await sales.close();
  await desk.close();
  await laptop.close();
});

test('the exchange stops mid-session: disconnected within 3 s with the error, then reconnected', async ({
  browser,
}) => {
  // An exchange of this test's own (same secret), so stopping it disturbs no other test.
  const port = Number(process.env.E2E_PORT ?? 3199) + 5001;
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'pawndesk-e2e-exchange-'));
  const options = { runtimeDir, port, domain: 'pawndesk.local', secret: e2ePhoneSecret };
  let exchange = await startExchange(options);
  try {
    const context = await browser.newContext({
      permissions: ['microphone', 'notifications'],
      // The console's policy allows the server's exchange only.
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.route('**/crm/api/v1/me/sip-account/', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.websocketUrl = `ws://127.0.0.1:${port}`;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 30_000 });
    await signIn(page, phoneUsers.sales);
    await expectConnected(page, true);

    await exchange.stop();
    await expectConnected(page, false, 3_000);
    await expect(page.getByText('Mất kết nối tới tổng đài điện thoại')).toBeVisible({
      timeout: 6_000,
    });

    exchange = await startExchange(options);
    await expectConnected(page, true, 30_000);
    await expect(page.getByText('Đã kết nối tới tổng đài điện thoại')).toBeVisible();
    await context.close();
  } finally {
    await exchange.stop();
    rmSync(runtimeDir, { recursive: true, force: true });
  }
});
