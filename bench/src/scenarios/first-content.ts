import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumPath } from './bundle.ts';

/** A built screen and what shows that its content has arrived (a row, a card, a panel). */
export type ContentScreen = { name: string; path: string; username: string; selector: string };

const rows = 'tbody tr[data-row-key], .ant-table-row, .pd-content .ant-card:not(.ant-card-loading)';

/** Every built screen with data, as the demo user who lands there opens it. */
const contentScreens: readonly ContentScreen[] = [
  {
    name: 'orders',
    path: '/orders',
    username: 'admin',
    selector: '.ant-table-row, .pd-order-card',
  },
  { name: 'contracts', path: '/contracts', username: 'admin', selector: rows },
  { name: 'contract detail', path: '/contracts/100001', username: 'admin', selector: '.ant-tabs' },
  {
    name: 'clients',
    path: '/clients',
    username: 'admin',
    selector: `${rows}, [data-testid="clients-screen"] .ant-empty`,
  },
  { name: 'assets', path: '/asset', username: 'admin', selector: rows },
  {
    name: 'cash log',
    path: '/cash-log',
    username: 'headaccountant',
    selector: '[data-testid^="cash-row-"]',
  },
];

export type FirstContentResult = {
  viewport: { width: number; height: number };
  /** Per screen: the median over the reloads, and every reload, in ms from navigation start. */
  screens: { name: string; path: string; medianMs: number; runsMs: number[] }[];
};

async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('branch-select').selectOption({ index: 1 });
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** ms from the navigation's start until `selector` is visible, read by the page's own clock. */
async function reloadUntil(page: Page, selector: string): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
  // A string, because bench compiles without the DOM library.
  return Math.round(await page.evaluate<number>('performance.now()'));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Each screen after a reload in headless Chromium, as a user presses F5: signed in, the code
 * cached by the first visit, then `reloads` reloads measured until the first row (or card or
 * tab) is visible. The target is under 1 s on the bench machine.
 */
export async function measureFirstContent(
  baseUrl: string,
  options: { password: string; reloads?: number; width?: number; height?: number },
): Promise<FirstContentResult> {
  const viewport = { width: options.width ?? 1440, height: options.height ?? 900 };
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const screens: FirstContentResult['screens'] = [];
    for (const screen of contentScreens) {
      const context = await browser.newContext({ viewport, locale: 'vi-VN' });
      const page = await context.newPage();
      await signIn(page, baseUrl, screen.username, options.password);
      await page.goto(`${baseUrl}${screen.path}`);
      await page
        .locator(screen.selector)
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 })
        .catch((error: unknown) => {
          throw new Error(`${screen.name} (${page.url()}): no ${screen.selector}`, {
            cause: error,
          });
        });
      const runsMs: number[] = [];
      for (let run = 0; run < (options.reloads ?? 5); run += 1) {
        runsMs.push(await reloadUntil(page, screen.selector));
      }
      screens.push({ name: screen.name, path: screen.path, medianMs: median(runsMs), runsMs });
      await context.close();
    }
    return { viewport, screens };
  } finally {
    await browser.close();
  }
}
