import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

/**
 * The screens whose first GETs start with the console's code (app/first-requests.ts): after a
 * reload each sends them early, its screen takes every one of them (the same URL, nothing sent
 * twice), and shows its content. A drift between what a feature sends early and what its screen
 * asks for fails here.
 */
/** A table row or, where the screen lists cards, a loaded card. */
const rowsOrCards = '.ant-table-row, .pd-content .ant-card:not(.ant-card-loading)';

const screens = [
  { path: '/orders?page=2', username: 'admin', content: '.ant-table-row' },
  { path: '/my-orders', username: 'admin', content: '[data-testid="my-orders-screen"]' },
  { path: '/contracts', username: 'admin', content: '.ant-table-row' },
  { path: '/contracts/100001', username: 'admin', content: '.ant-tabs' },
  { path: '/clients', username: 'admin', content: rowsOrCards },
  { path: '/asset', username: 'admin', content: rowsOrCards },
] as const;

for (const screen of screens) {
  test(`${screen.path} takes every GET it sent early after a reload`, async ({ page }) => {
    await signIn(page, screen.username);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(screen.path);
    await expect(page.locator(screen.content).first()).toBeVisible();
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/api/')) {
        requested.push(url.pathname + url.search);
      }
    });
    await page.reload();
    await expect(page.locator(screen.content).first()).toBeVisible();
    const marks = () =>
      page.evaluate(() => {
        const urls = (name: string) =>
          performance
            .getEntriesByName(name)
            .map((mark) => String((mark as PerformanceMark).detail));
        return { sent: urls('pawndesk:early-sent'), taken: urls('pawndesk:early-taken') };
      });
    await expect.poll(async () => (await marks()).taken.length).toBeGreaterThan(0);
    const { sent, taken } = await marks();
    expect(sent.length).toBeGreaterThan(0);
    expect(taken.sort()).toEqual([...sent].sort());
    for (const url of sent) {
      expect(
        requested.filter((r) => r === url),
        url,
      ).toHaveLength(1);
    }
  });
}
