import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { clickInSettledPopup, waitForSettledPopup } from '../support/modal.ts';
import { choose } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

/**
 * Issue 16 item 8: the collector's and the validator's days, on desktop and on a phone. The
 * second collector is another person with payment_reminder_access (the demo sales account) in a
 * second browser context, signed in at the same time.
 */
/** Each layout saves its own status, so the two runs on one database do not see each other's. */
const layouts = [
  { name: 'desktop', width: 1440, height: 900, status: 'Từ chối thanh toán' },
  { name: 'mobile', width: 390, height: 844, status: 'Đã liên lạc được' },
] as const;

type Layout = (typeof layouts)[number];

async function openPage(browser: Browser, layout: Layout, username: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: layout.width, height: layout.height },
  });
  const page = await context.newPage();
  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The list's rows: table rows on desktop, cards on a phone. */
function clientRows(page: Page): Locator {
  return page.locator('[data-testid^="reminder-row-"], [data-testid^="reminder-card-"]');
}

async function openReminderList(page: Page, preset: string) {
  await page.goto('/payment-reminder');
  await expect(page.getByTestId('reminder-screen')).toBeVisible();
  await choose(page, 'reminder-date-preset', preset);
  await expect(clientRows(page).first()).toBeVisible();
}

/** Opens the first client of the list; answers its id. */
async function openFirstClient(page: Page): Promise<string> {
  const row = clientRows(page).first();
  const testId = (await row.getAttribute('data-testid')) ?? '';
  await row.click();
  await expect(page.getByTestId('reminder-modal-title')).toBeVisible();
  await expect(page.getByTestId('due-contracts-table')).toBeVisible();
  // A click while the dialog still zooms in lands beside its target (CI: a contract's checkbox
  // clicked and left unticked).
  await waitForSettledPopup(page.getByTestId('due-contracts-table'));
  return testId.replace(/^reminder-(row|card)-/, '');
}

for (const layout of layouts) {
  test.describe(`payment reminder on ${layout.name}`, () => {
    test('a saved result reaches a second collector without reloading', async ({ browser }) => {
      const collector = await openPage(browser, layout, 'collector');
      const second = await openPage(browser, layout, 'sales');
      await openReminderList(collector, 'Trễ hơn 5 ngày');
      await openReminderList(second, 'Trễ hơn 5 ngày');
      const clientId = await openFirstClient(collector);
      const secondRow = second.locator(
        `[data-testid="reminder-row-${clientId}"], [data-testid="reminder-card-${clientId}"]`,
      );
      await expect(secondRow).toBeVisible();
      await expect(secondRow).not.toContainText(layout.status);

      await choose(collector, 'result-statusId', layout.status);
      await choose(collector, 'result-clientAttitudeId', 'Né tránh');
      await choose(collector, 'result-nextActionId', 'Gọi lại');
      await collector.getByTestId('result-save').click();
      await clickInSettledPopup(collector.getByTestId('result-confirm-ok'));
      await expect(collector.getByText('Đã lưu kết quả nhắc nợ')).toBeVisible();

      // The live signal refreshes the other collector's list in place.
      await expect(secondRow).toContainText(layout.status);
      await expect(second.getByTestId('reminder-screen')).toBeVisible();
      await collector.context().close();
      await second.context().close();
    });

    test('the reports tab draws both charts and switches between big clients and groups', async ({
      browser,
    }) => {
      const page = await openPage(browser, layout, 'collector');
      await openReminderList(page, 'Tất cả');
      await page.getByTestId('reminder-tab-reports').click();
      await expect(page).toHaveURL('/payment-reminder/reports');
      await expect(page.getByTestId('reminder-summary')).toBeVisible();
      await expect(
        page.locator('[data-testid="reminder-donut"] .recharts-pie-sector').first(),
      ).toBeVisible();
      await expect(
        page.locator('[data-testid="reminder-bar"] .recharts-yAxis .recharts-cartesian-axis-tick'),
      ).toHaveCount(7);
      await expect(
        page.locator('[data-testid="reminder-bar"] .recharts-surface').first(),
      ).toBeVisible();

      await expect(page.getByTestId('big-clients-table')).toBeVisible();
      await page.getByTestId('switch-overdue-group').click();
      await page.getByTestId('overdue-group-table-lateOver5Days').click();
      await expect(page.getByTestId('big-clients-group')).toHaveText('Trễ trên 5 ngày');
      await expect(page.locator('[data-testid^="big-client-row-"]').first()).toBeVisible();
      await page.getByTestId('big-clients-back').click();
      await expect(page.getByTestId('overdue-group-table')).toBeVisible();
      await page.getByTestId('switch-big-client').click();
      await expect(page.getByTestId('big-clients-table')).toBeVisible();
      await page.context().close();
    });

    test('a note goes to two due contracts, and the liquidation toggle switches and back', async ({
      browser,
    }) => {
      const page = await openPage(browser, layout, 'collector');
      await openReminderList(page, 'Trễ hơn 5 ngày');
      // The client with the most due contracts comes first when that column alone sorts
      // descending. A click adds a column (ascending), flips it, then removes it; the default sort
      // is -due_date_latest, mifos_id, name, total_loans.
      const sortBy = async (column: string, clicks: number) => {
        for (let click = 0; click < clicks; click += 1) {
          await page.getByTestId(`sort-${column}`).click();
        }
      };
      await sortBy('due_date_latest', 1);
      await sortBy('mifos_id', 2);
      await sortBy('name', 2);
      await expect(page.getByTestId('sort-order-total_loans')).toHaveText('1');
      const sorted = page.waitForResponse(
        (response) =>
          response.url().includes('/past-due-clients/?') &&
          new URL(response.url()).searchParams.getAll('sortedList').join() === '-total_loans',
      );
      await sortBy('total_loans', 1);
      await expect(page.getByTestId('sort-total_loans')).toHaveAttribute(
        'data-direction',
        'descending',
      );
      const answer = (await (await sorted).json()) as {
        data: { items: { id: number; numberOfDueContracts: number }[] };
      };
      const [most] = answer.data.items;
      expect(most?.numberOfDueContracts).toBeGreaterThanOrEqual(2);
      // The list shows the new order before its first row is opened.
      await expect(clientRows(page).first()).toHaveAttribute(
        'data-testid',
        new RegExp(`^reminder-(row|card)-${most?.id}$`),
      );
      await openFirstClient(page);
      const table = page.getByTestId('due-contracts-table');
      const boxes = table.locator('tbody input[aria-label^="#"]');
      await expect(boxes.nth(1)).toBeAttached();
      await boxes.nth(0).check({ force: true });
      await boxes.nth(1).check({ force: true });
      await page.getByTestId('bulk-note-text').fill(`Ghi chú e2e ${layout.name}`);
      await page.getByTestId('bulk-note-send').click();
      const outcome = page.getByTestId('bulk-note-outcome');
      await expect(outcome).toContainText('Đã ghi chú');
      await expect(outcome).not.toContainText('Lỗi');
      expect(((await outcome.textContent()) ?? '').split(',').length).toBe(2);

      const toggle = table.locator('[data-testid^="liquidation-"]:not([disabled])').first();
      const wasOn = (await toggle.getAttribute('aria-checked')) === 'true';
      await toggle.click();
      // The confirmation names the way the asset goes (CONFIRM_LIQUIDATION or its cancel).
      const question = wasOn
        ? 'Hủy chờ thanh lý, đưa tài sản về kho?'
        : 'Chuyển tài sản sang chờ thanh lý?';
      await expect(page.getByRole('dialog', { name: question })).toBeAttached();
      await expect(page.getByTestId('liquidation-confirm-ok')).toBeVisible();
      await clickInSettledPopup(page.getByTestId('liquidation-confirm-ok'));
      await expect(toggle).toHaveAttribute('aria-checked', wasOn ? 'false' : 'true');
      await toggle.click();
      await clickInSettledPopup(page.getByTestId('liquidation-confirm-ok'));
      await expect(toggle).toHaveAttribute('aria-checked', wasOn ? 'true' : 'false');
      await page.context().close();
    });

    test('the validator adjusts a value inline and is refused a price above the approved amount', async ({
      browser,
    }) => {
      const page = await openPage(browser, layout, 'validator');
      await expect(page).toHaveURL('/value-adjustment');
      const editor = page.locator('[data-testid^="new-price-"]').first();
      await expect(editor).toBeVisible();
      const input = editor.getByTestId('new-price-input');
      await input.fill('999999');
      await editor.getByTestId('new-price-save').click();
      await expect(editor.getByRole('alert')).toHaveText('Giá mới lớn hơn giá cũ');
      await input.fill('0,5');
      await editor.getByTestId('new-price-save').click();
      await expect(page.getByText('Cập nhật giá mới thành công')).toBeVisible();
      await page.context().close();
    });
  });
}
