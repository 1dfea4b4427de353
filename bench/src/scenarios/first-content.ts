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
  /**
   * Per screen, in ms from navigation start, median and every reload: the frame that first showed
   * the content, and when the main thread was free again (the end of the last long task before
   * the page went quiet), when a user can scroll and click.
   */
  screens: {
    name: string;
    path: string;
    medianMs: number;
    runsMs: number[];
    quietMedianMs: number;
    quietMs: number[];
  }[];
};

async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('branch-select').selectOption({ index: 1 });
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Runs in the page before its own scripts: at every animation frame until it is found, whether
 * `selector` is visible; the first frame where it is (the frame that paints it) is kept in
 * `__firstContentAt`. Long tasks are kept in `__longTasks` as [start, end]. Read in the page,
 * not after Playwright's wait returns: that adds its polling and whatever task runs next.
 */
function watchScript(selector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(selector)};
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        window.__longTasks.push([task.startTime, task.startTime + task.duration]);
      }
    }).observe({ type: 'longtask', buffered: true });
    const frame = (at) => {
      const found = document.querySelector(selector);
      if (found && found.checkVisibility()) {
        window.__firstContentAt = at;
      } else {
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  })()`;
}

/** How long the main thread must stay without a long task for the page to count as quiet (ms). */
const quietWindowMs = 1000;

/** What watchScript keeps on the page's window. */
type Watched = { __firstContentAt?: number; __longTasks: [number, number][] };

/**
 * The reload's first content and when the page went quiet (no long task for a second), read in
 * the page. A function, not a string: the console's Content-Security-Policy forbids eval.
 */
async function reloadUntil(page: Page, selector: string): Promise<[number, number]> {
  await page.reload({ waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
  const quiet = await page.waitForFunction(
    (windowMs) => {
      const watched = globalThis as unknown as Watched;
      const first = watched.__firstContentAt;
      if (first === undefined) {
        return null;
      }
      const last = Math.max(first, ...watched.__longTasks.map((task) => task[1]));
      return performance.now() - last > windowMs ? [first, last] : null;
    },
    quietWindowMs,
    { timeout: 30_000, polling: 100 },
  );
  const [first, last] = (await quiet.jsonValue()) as [number, number];
  return [Math.round(first), Math.round(last)];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Each screen after a reload in headless Chromium, as a user presses F5: signed in, the code
 * cached by the first visit, then `reloads` reloads measured until the first row (or card or
 * tab) is visible. The target (issue 18) is under 500 ms on the bench machine.
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
      await context.addInitScript(watchScript(screen.selector));
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
      const quietMs: number[] = [];
      for (let run = 0; run < (options.reloads ?? 5); run += 1) {
        const [first, quiet] = await reloadUntil(page, screen.selector);
        runsMs.push(first);
        quietMs.push(quiet);
      }
      screens.push({
        name: screen.name,
        path: screen.path,
        medianMs: median(runsMs),
        runsMs,
        quietMedianMs: median(quietMs),
        quietMs,
      });
      await context.close();
    }
    return { viewport, screens };
  } finally {
    await browser.close();
  }
}
