import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

/**
 * The console's own classes (`pd-*`) are styled by the sheet of the screen that uses them, or by
 * the global one: a screen must look the same whether it is the first one opened or comes after
 * another screen whose stylesheet happened to style its title or its second lines. Each screen is
 * opened by a full page load, and every `pd-*` class on it that some built sheet styles must be
 * styled by the sheets the page loaded.
 */
const assets = fileURLToPath(new URL('../../apps/web/dist/assets/', import.meta.url));

function ownClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(pd-[\w-]+)/g)].map((match) => match[1] ?? ''));
}

const styledSomewhere = new Set(
  readdirSync(assets)
    .filter((file) => file.endsWith('.css') && !file.startsWith('antd-'))
    .flatMap((file) => [...ownClasses(readFileSync(`${assets}${file}`, 'utf8'))]),
);

const screens = [
  '/orders',
  '/contracts',
  '/clients',
  '/asset',
  '/cash-log',
  '/payment-reminder',
  '/payment-reminder/reports',
  '/value-adjustment',
  '/staff',
  '/audit',
];

test("every screen opened first is styled by its own and the global sheets, not by another screen's", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // Two detail pages, found through their lists (the ids depend on the demo data).
  await page.goto('/clients');
  const clientPath = await page.locator('a[href^="/clients/"]').first().getAttribute('href');
  await page.goto('/contracts');
  await page.locator('.ant-table-row').first().click();
  await page.waitForURL((url) => /^\/contracts\/\d+$/.test(url.pathname));
  const contractPath = new URL(page.url()).pathname;
  const unstyled: Record<string, string[]> = {};
  const titleSizes: Record<string, string> = {};
  for (const path of [...screens, clientPath ?? '/clients/missing', contractPath]) {
    await page.goto(path);
    await expect(page.locator('h1.pd-page-title')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { used, loaded } = await page.evaluate(() => {
      const selectors: string[] = [];
      const collect = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            selectors.push(rule.selectorText);
          } else if (rule instanceof CSSGroupingRule) {
            collect(rule.cssRules);
          }
        }
      };
      for (const sheet of Array.from(document.styleSheets)) {
        collect(sheet.cssRules);
      }
      const classes = Array.from(document.querySelectorAll('[class]')).flatMap((node) =>
        Array.from(node.classList),
      );
      return { used: [...new Set(classes)], loaded: selectors.join(' ') };
    });
    const loadedClasses = ownClasses(loaded);
    const missing = used.filter((name) => styledSomewhere.has(name) && !loadedClasses.has(name));
    if (missing.length > 0) {
      unstyled[path] = missing;
    }
    // The title is the global one on every screen (20 px), not a browser heading.
    titleSizes[path] = await page
      .locator('h1.pd-page-title')
      .evaluate((node) => getComputedStyle(node).fontSize);
  }
  expect(unstyled).toEqual({});
  expect(new Set(Object.values(titleSizes))).toEqual(new Set(['20px']));
});
