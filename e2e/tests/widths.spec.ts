import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

/** Phone, tablet, small laptop, desktop (issue 13 item 8). */
const widths = [390, 820, 1024, 1440] as const;

/** Every built screen with data, opened by a demo user who may see it. */
const screens = [
  { path: '/orders', username: 'admin' },
  { path: '/contracts', username: 'admin' },
  { path: '/contracts/100001', username: 'admin' },
  { path: '/clients', username: 'admin' },
  { path: '/clients/1', username: 'admin' },
  { path: '/asset', username: 'admin' },
  { path: '/search?type=all&terms=Nguy%E1%BB%85n', username: 'admin' },
  { path: '/cash-log', username: 'headaccountant' },
  { path: '/cash-log/pending', username: 'headaccountant' },
  { path: '/cash-log/closures', username: 'headaccountant' },
  { path: '/user-password', username: 'admin' },
] as const;

/**
 * What does not fit: elements reaching past the viewport's right edge (outside a scrolling
 * container, which may hold a wide table), and summary cards whose text is wider than its box.
 */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') {
          return true;
        }
      }
      return false;
    };
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !insideScroller(element)) {
        found.push(`${element.tagName.toLowerCase()}.${element.className} ends at ${box.right}`);
      }
    }
    const cards = document.querySelectorAll(
      '.ant-statistic-content, .pd-contract-count dd, .pd-contract-count dt',
    );
    for (const text of Array.from(cards)) {
      if (text.scrollWidth > text.clientWidth + 1) {
        found.push(`clipped "${text.textContent}": ${text.scrollWidth} > ${text.clientWidth}`);
      }
    }
    return found.slice(0, 5);
  });
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const username of ['admin', 'headaccountant'] as const) {
      test(`every screen of ${username} fits`, async ({ page }) => {
        await signIn(page, username);
        await expect(page.getByTestId('header')).toBeVisible();
        for (const screen of screens.filter((item) => item.username === username)) {
          await page.goto(screen.path);
          await expect(page.locator('.pd-content')).toBeVisible();
          // The screen's data has arrived: no spinner left in the content.
          await expect(page.locator('.pd-content .ant-spin-spinning')).toHaveCount(0, {
            timeout: 15_000,
          });
          expect(await misfits(page), screen.path).toEqual([]);
        }
      });
    }
  });
}

test.describe('cash log at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('lists entries and pending entries as cards, each with its action menu', async ({
    page,
  }) => {
    await signIn(page, 'headaccountant');
    await expect(page.getByTestId('header')).toBeVisible();
    for (const path of ['/cash-log', '/cash-log/pending']) {
      await page.goto(path);
      const list = page.getByTestId(path === '/cash-log' ? 'cash-entries' : 'cash-pending');
      const card = list.locator('.ant-card[data-testid^="cash-row-"]').first();
      await expect(card, path).toBeVisible({ timeout: 15_000 });
      await expect(list.locator('table'), path).toHaveCount(0);
      const id = ((await card.getAttribute('data-testid')) ?? '').replace('cash-row-', '');
      await expect(card.getByTestId(`cash-amount-${id}`)).toBeVisible();
      await expect(card.getByTestId(`cash-status-${id}`)).toBeVisible();
      await card.getByTestId(`cash-row-menu-${id}`).click();
      const menu = page.locator('.ant-dropdown:visible');
      await expect(menu.getByText('Sửa / huỷ phiếu', { exact: true })).toBeVisible();
      if (path === '/cash-log/pending') {
        await expect(menu.getByText('Duyệt', { exact: true })).toBeVisible();
      }
      await page.keyboard.press('Escape');
      const box = await card.boundingBox();
      expect(box && box.x + box.width, path).toBeLessThanOrEqual(390);
    }
  });

  test('lists closures as cards, the latest of a fund with its remove button', async ({ page }) => {
    await signIn(page, 'headaccountant');
    await expect(page.getByTestId('header')).toBeVisible();
    await page.goto('/cash-log/closures');
    const list = page.getByTestId('closures-table');
    const cards = list.locator('.ant-card[data-testid^="closure-row-"]');
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    await expect(list.locator('table')).toHaveCount(0);
    await expect(cards.first()).toContainText('Số dư');
    // The demo's newest closures are the funds' latest: the first card offers to remove it.
    await expect(cards.first().locator('[data-testid^="closure-remove-"]')).toBeVisible();
    const box = await cards.first().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test.describe('cash log at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('shows its newest rows in the window, below the sticky headers', async ({ page }) => {
    await signIn(page, 'headaccountant');
    await expect(page.getByTestId('header')).toBeVisible();
    await page.goto('/cash-log');
    const rows = page.locator('[data-testid="cash-entries"] tr[data-testid^="cash-row-"]');
    await expect(rows.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.pd-content .ant-spin-spinning')).toHaveCount(0, {
      timeout: 15_000,
    });
    // The list scrolls to its newest row once the rows are drawn: a loaded machine gets there late.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const all = document.querySelectorAll('[data-testid="cash-entries"] tr[data-testid]');
          const newest = all[all.length - 1]?.getBoundingClientRect();
          return newest !== undefined && newest.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    const placement = await page.evaluate(() => {
      const box = (selector: string) =>
        document.querySelector(selector)?.getBoundingClientRect() ?? null;
      const all = document.querySelectorAll('[data-testid="cash-entries"] tr[data-testid]');
      const newest = all[all.length - 1]?.getBoundingClientRect() ?? null;
      // Scrolled to the list's top, the first (oldest) row is the one drawn there.
      const body = document.querySelector('[data-testid="cash-entries"] .ant-table-body');
      const bottom = body?.scrollTop ?? 0;
      if (body) {
        body.scrollTop = 0;
      }
      const firstTop = all[0]?.getBoundingClientRect().top ?? -1;
      if (body) {
        body.scrollTop = bottom;
      }
      return {
        viewport: window.innerHeight,
        pageHeader: box('[data-testid="header"]')?.bottom ?? 0,
        tableHeader: box('[data-testid="cash-entries"] .ant-table-header')?.bottom ?? 0,
        newestTop: newest?.top ?? -1,
        newestBottom: newest?.bottom ?? Number.POSITIVE_INFINITY,
        firstTop,
      };
    });
    // The newest entry is on screen without scrolling the page…
    expect(placement.newestBottom).toBeLessThanOrEqual(placement.viewport);
    expect(placement.newestTop).toBeGreaterThanOrEqual(placement.tableHeader);
    // …and the list's first row starts below the table's header, itself below the page's.
    expect(placement.tableHeader).toBeGreaterThan(placement.pageHeader);
    expect(placement.firstTop).toBeGreaterThanOrEqual(placement.tableHeader - 1);
  });

  test('draws older rows above as the list is scrolled up, keeping the rows in place', async ({
    page,
  }) => {
    await signIn(page, 'headaccountant');
    await expect(page.getByTestId('header')).toBeVisible();
    await page.goto('/cash-log');
    const entries = page.getByTestId('cash-entries');
    // The demo month has more than 50 entries: the newest 50 are drawn first.
    await expect(entries).toHaveAttribute('data-rows', '50', { timeout: 15_000 });
    const oldest = await page.evaluate(() => {
      const body = document.querySelector('[data-testid="cash-entries"] .ant-table-body');
      const first = document.querySelector('[data-testid="cash-entries"] tr[data-testid]');
      if (!body || !first) {
        return null;
      }
      body.scrollTop = 0;
      return first.getAttribute('data-testid');
    });
    expect(oldest).not.toBeNull();
    await expect(entries).toHaveAttribute('data-rows', '100');
    // The row that was at the top is still there, with the older rows drawn above it, off screen.
    await expect
      .poll(() =>
        page.evaluate((testId) => {
          const body = document.querySelector('[data-testid="cash-entries"] .ant-table-body');
          const row = document.querySelector(`[data-testid="${testId}"]`);
          if (!body || !row) {
            return null;
          }
          const top = row.getBoundingClientRect().top - body.getBoundingClientRect().top;
          return body.scrollTop > 0 && top >= 0 && top < body.clientHeight;
        }, oldest),
      )
      .toBe(true);
  });
});
