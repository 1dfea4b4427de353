import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  businessDay,
  hasPageHorizontalScroll,
  reopenFund,
  rowAction,
  rowIdWith,
  screenDate,
} from '../support/cash-log.ts';
import { choose } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

/** Each layout works in its own fund (the two run in parallel on one database). */
const layouts = [
  {
    name: 'desktop',
    width: 1440,
    height: 900,
    fund: 'Quỹ tiền mặt Hà Đông',
    branch: 'Chi nhánh Hà Đông',
  },
  {
    name: 'mobile',
    width: 390,
    height: 844,
    fund: 'Quỹ tiền mặt Lê Chân',
    branch: 'Chi nhánh Lê Chân',
  },
];

function input(page: Page, testId: string) {
  return page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
}

async function openTab(page: Page, tab: 'list' | 'pending' | 'closures', url: RegExp) {
  await page.getByTestId(`cash-tab-${tab}`).click();
  await expect(page).toHaveURL(url);
}

/** Fills the cash-out editor for the layout's fund; the date is today unless given. */
async function fillCashOut(
  page: Page,
  layout: (typeof layouts)[number],
  notes: string,
  date?: string,
) {
  await page.getByTestId('cash-out').click();
  const editor = page.getByTestId('cash-editor');
  await expect(editor).toBeVisible();
  await choose(page, 'cash-editor-fund', layout.fund);
  await expect(page.getByTestId('cash-editor-type')).toContainText('Tiền mặt');
  if (date) {
    const dateInput = input(page, 'cash-editor-date');
    await dateInput.click();
    await dateInput.fill(screenDate(date));
    await dateInput.press('Enter');
  }
  // Typed as it comes; grouped with the Vietnamese thousands mark once the field is left.
  await input(page, 'cash-editor-amount').fill('1250000');
  await input(page, 'cash-editor-amount').blur();
  await expect(input(page, 'cash-editor-amount')).toHaveValue('1.250.000');
  await expect(page.getByTestId('cash-editor-words')).toHaveText(
    'Một triệu hai trăm năm mươi nghìn đồng',
  );
  await choose(page, 'cash-editor-category', 'Chi khác');
  await choose(page, 'cash-editor-sub-category', 'Tiền thuê mặt bằng');
  await choose(page, 'cash-editor-branch', layout.branch);
  await page.getByTestId('cash-editor-notes').fill(notes);
  await page.getByTestId('cash-editor-ok').click();
}

async function importFile(page: Page, file: string) {
  await page.getByTestId('cash-import-file').setInputFiles(file);
}

for (const layout of layouts) {
  test.describe(`cash log (${layout.name})`, () => {
    test('cash out → pending → approve → closure → back-dated entry refused → export → import again', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const today = businessDay();
      const yesterday = businessDay(-1);
      const word = `E2E${layout.name}${Date.now()}`;
      await page.setViewportSize({ width: layout.width, height: layout.height });
      await signIn(page, 'headaccountant');
      await expect(page.getByTestId('header')).toBeVisible();
      await reopenFund(page, layout.fund);

      await page.goto('/cash-log');
      await expect(page.getByTestId('cash-log-screen')).toBeVisible();
      // The demo leaves one fund without last month's closure: the notice names it.
      await expect(page.getByTestId('month-end-notice')).toContainText('Quỹ tiền mặt Bạch Mai');
      await expect(page.getByTestId('cash-summary-bank')).toBeVisible();
      const search = input(page, 'cash-search');
      await search.fill(word);
      await search.press('Enter');

      // Cash out → the pending tab.
      await fillCashOut(page, layout, `Thuê mặt bằng ${word}`);
      await expect(page).toHaveURL(/\/cash-log\/pending$/);
      const id = await rowIdWith(page, word);
      await expect(page.getByTestId(`cash-status-${id}`)).toHaveText('Chờ duyệt');
      expect(await hasPageHorizontalScroll(page)).toBe(false);

      // Approve from the row menu.
      await rowAction(page, id, 'Duyệt');
      await expect(page.getByTestId(`cash-row-${id}`)).toHaveCount(0);
      await openTab(page, 'list', /\/cash-log$/);
      await expect(page.getByTestId(`cash-status-${id}`)).toHaveText('Đã duyệt');
      await expect(page.getByTestId(`cash-amount-${id}`)).toHaveText('(1.250.000)');
      expect(await hasPageHorizontalScroll(page)).toBe(false);

      // Close the fund today.
      await openTab(page, 'closures', /\/cash-log\/closures$/);
      await page.getByTestId('cash-closure').click();
      await expect(page.getByTestId('closure-editor')).toBeVisible();
      await choose(page, 'closure-editor-fund', layout.fund);
      await page.getByTestId('closure-editor-ok').click();
      const closureRow = page
        .locator('[data-testid^="closure-row-"]', { hasText: layout.fund })
        .filter({ hasText: screenDate(today) });
      await expect(closureRow).toBeVisible();

      // A back-dated entry is refused (7003).
      await openTab(page, 'list', /\/cash-log$/);
      await fillCashOut(page, layout, `Lùi ngày ${word}`, yesterday);
      await expect(page.getByTestId('cash-editor-error')).toContainText('chốt quỹ');
      await page.locator('.ant-drawer-close:visible').click();
      await expect(page).toHaveURL(/\/cash-log$/);

      // Export what the search shows.
      const downloading = page.waitForEvent('download');
      await page.getByTestId('cash-export').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`cashlog__${today.slice(0, 8)}01__${today}.xlsx`);
      const file = path.join(await mkdtemp(path.join(tmpdir(), 'pawndesk-cash-')), 'export.xlsx');
      await download.saveAs(file);

      // Importing it while the day is closed: the whole file is refused, row by row.
      await importFile(page, file);
      await expect(page.locator('.ant-modal:visible')).toContainText('[7003]');
      await page.locator('.ant-modal:visible .ant-modal-close').click();

      // Remove the (latest) closure, and import the same file again: its rows come back pending.
      await openTab(page, 'closures', /\/cash-log\/closures$/);
      const closureId = Number(
        ((await closureRow.getAttribute('data-testid')) ?? '').replace('closure-row-', ''),
      );
      // A click on the confirmation while its popover is still opening can be lost (seen once in
      // CI on the phone layout): open it and confirm again until the closure is gone.
      const confirmRemove = page
        .locator('.ant-popconfirm:visible')
        .getByRole('button', { name: 'Xoá' });
      await expect(async () => {
        if ((await closureRow.count()) > 0) {
          if (!(await confirmRemove.isVisible())) {
            await page.getByTestId(`closure-remove-${closureId}`).click({ timeout: 3000 });
          }
          await confirmRemove.click({ timeout: 3000 });
        }
        await expect(closureRow).toHaveCount(0, { timeout: 3000 });
      }).toPass({ timeout: 30_000 });
      await openTab(page, 'list', /\/cash-log$/);
      await importFile(page, file);
      await expect(page).toHaveURL(/\/cash-log\/pending$/);
      const imported = page.locator('[data-testid^="cash-row-"]', { hasText: word });
      await expect(imported).toHaveCount(1);
      await expect(imported.locator('[data-testid^="cash-status-"]')).toHaveText('Chờ duyệt');
      expect(await hasPageHorizontalScroll(page)).toBe(false);
    });
  });
}

test('cash log fits 390, 820 and 1440 px without a horizontal page scroll', async ({ page }) => {
  await signIn(page, 'accountant');
  // The accountant lands on the cash log.
  await expect(page).toHaveURL('/cash-log');
  await expect(page.getByTestId('cash-log-screen')).toBeVisible();
  const tabs = [
    ['list', /\/cash-log$/],
    ['pending', /\/cash-log\/pending$/],
    ['closures', /\/cash-log\/closures$/],
  ] as const;
  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [tab, url] of tabs) {
      await openTab(page, tab, url);
      // A table, or on a phone the entries, pending entries and closures as cards.
      await expect(
        page
          .locator(
            '.ant-table:visible, [data-testid="cash-entries"], [data-testid="cash-pending"], [data-testid="closures-table"]',
          )
          .first(),
      ).toBeVisible();
      expect(await hasPageHorizontalScroll(page), `${tab} at ${width}px`).toBe(false);
    }
  }
});
