import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const { name, width, height } of widths) {
  test(`the shell fits a ${name} screen (${width} px) without horizontal scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await signIn(page, 'admin');
    await expect(page).toHaveURL('/orders');
    await expect(page.getByTestId('header')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    if (width < 768) {
      await expect(page.getByTestId('nav')).toBeHidden();
      await page.getByTestId('mobile-menu-button').click();
      const menu = page.getByTestId('mobile-menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByTestId('search-box')).toBeVisible();
      await menu.getByText('Khách hàng').click();
      await expect(page).toHaveURL('/clients');
    } else {
      await expect(page.getByTestId('nav')).toBeVisible();
      await expect(page.getByTestId('mobile-menu-button')).toBeHidden();
      await expect(page.getByTestId('footer')).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test('the header search goes to /search with the type and the terms', async ({ page }) => {
  await signIn(page, 'sales');
  await expect(page).toHaveURL('/orders');
  const input = page.getByRole('searchbox', { name: 'Tìm kiếm' });
  await input.fill('Nguyễn Văn Hùng');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?type=all&terms=Nguy/);
});

/** Switches the language from the profile menu, retrying if the menu closed before the click. */
async function chooseLanguage(page: Page, label: string, navText: string) {
  await expect(async () => {
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: label }).click({ timeout: 2_000 });
    await expect(page.getByTestId('nav')).toContainText(navText, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('English is remembered per user', async ({ page, browser }) => {
  await signIn(page, 'valuator');
  await expect(page).toHaveURL('/orders');
  await chooseLanguage(page, 'English', 'Orders');
  // Another browser, same user: the server remembered the choice.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'valuator');
  await expect(otherPage.getByTestId('nav')).toContainText('Orders');
  // Put it back for other tests that sign in as the valuator.
  await chooseLanguage(otherPage, 'Tiếng Việt', 'Đơn hàng');
  await other.close();
});
