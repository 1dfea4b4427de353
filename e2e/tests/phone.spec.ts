import { expect, test } from '@playwright/test';
import { phoneUsers } from '../support/accounts.ts';
import {
  dial,
  expectIdle,
  expectLatestCallLog,
  expectState,
  openPhone,
  phoneLaunchArgs,
  requireKamailio,
} from '../support/phone.ts';

// The phone (PHONE-1..6) against the project's Kamailio (start-server.mjs runs it beside the
// server): every test here signs the same two users in, so they run one after another.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: phoneLaunchArgs } });

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
