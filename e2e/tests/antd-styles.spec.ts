import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

/**
 * The built console runs antd without generating styles in the browser (`zeroRuntime`, ADR 0041):
 * every style comes from the build's antd stylesheet (apps/web/scripts/antd-static-styles.ts). A
 * component, a variant or a popup the sheet lacks would show unstyled; here every `ant-*` class
 * on the screens below, popups opened, must be styled by the built sheet whenever antd's own
 * complete stylesheet styles it (classes antd never styles are markers, e.g. `ant-table-row-level-0`).
 */
const require = createRequire(import.meta.url);

function styledClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(ant-[\w-]+)/g)].map((match) => match[1] ?? ''));
}

const antdComplete = styledClasses(readFileSync(require.resolve('antd/dist/antd.css'), 'utf8'));

async function builtSheet(page: Page): Promise<Set<string>> {
  const href = await page.locator('link[rel="stylesheet"][href*="/antd-"]').getAttribute('href');
  expect(href, 'the page links the build antd stylesheet').toBeTruthy();
  return styledClasses(await (await page.request.get(href ?? '')).text());
}

/** The `ant-*` classes on the page that antd styles and the built sheet does not. */
async function unstyledClasses(page: Page, built: Set<string>): Promise<string[]> {
  const classes = await page.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((node) =>
        Array.from(node.classList),
      ),
    ),
  ]);
  return classes.filter((name) => antdComplete.has(name) && !built.has(name));
}

/** Styles antd generated in the page (component styles and their CSS variables), by hash. */
function generatedStyles(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .map((style) => style.textContent ?? '')
      .filter((text) => /:where\(\.css-|\.css-var-root\.ant-/.test(text))
      .map((text) => text.slice(0, 80)),
  );
}

async function openScreen(page: Page, path: string, content: string) {
  await page.goto(path);
  await expect(page.locator(content).first()).toBeVisible();
}

test('every antd class on the screens and popups is styled by the built sheet, none at run time', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await openScreen(page, '/orders', '.ant-table-row');
  const built = await builtSheet(page);
  const unstyled = new Map<string, string[]>();
  const check = async (step: string) => {
    for (const name of await unstyledClasses(page, built)) {
      unstyled.set(name, [...(unstyled.get(name) ?? []), step]);
    }
  };

  await check('/orders');
  await page.getByTestId('order-status-filter').click();
  await expect(page.locator('.ant-select-dropdown').first()).toBeVisible();
  await check('/orders status options');
  await page.keyboard.press('Escape');
  await page.getByTestId('order-date-filter').first().click();
  await expect(page.locator('.ant-picker-dropdown').first()).toBeVisible();
  await check('/orders date panel');
  await page.keyboard.press('Escape');
  await page.getByTestId('order-new').click();
  await expect(page.locator('.ant-modal, .ant-drawer').first()).toBeVisible();
  await check('/orders new order');
  await page.keyboard.press('Escape');
  await page.getByTestId('profile-menu').click();
  await expect(page.locator('.ant-dropdown').first()).toBeVisible();
  await check('profile menu');
  await page.keyboard.press('Escape');

  for (const [path, content] of [
    ['/contracts', '.ant-table-row'],
    ['/contracts/100001', '.ant-tabs'],
    ['/clients', '.ant-table-row, .pd-content .ant-card'],
    ['/asset', '.ant-table-row, .pd-content .ant-card'],
    ['/value-adjustment', '.pd-content'],
    ['/staff', '.ant-table-row'],
    ['/user-password', 'form'],
    ['/create-order', '.ant-modal, .ant-drawer, form'],
  ] as const) {
    await openScreen(page, path, content);
    await check(path);
  }
  // A primary button drawn with the sheet's colours: the sheet is applied, not only present.
  await expect(page.locator('.ant-btn-primary').first()).toHaveCSS(
    'background-color',
    'rgb(22, 119, 255)',
  );
  expect(await generatedStyles(page)).toEqual([]);
  expect(Object.fromEntries(unstyled)).toEqual({});
});
