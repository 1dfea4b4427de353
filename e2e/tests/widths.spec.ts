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
