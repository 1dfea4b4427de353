import { expect, type Page } from '@playwright/test';

/** A phone number no other test uses. */
export function uniquePhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * Picks an option of an antd Select by its visible label. A click that lands while the dropdown is
 * still opening can be lost, so it checks the select shows the label and tries again if not.
 */
export async function choose(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
      .first()
      .click({ timeout: 2_000 });
    await expect(select).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The access token of the signed-in page, for calls made around the UI. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('pawndesk.session') ?? '{}').accessToken,
  );
}

export async function searchPhone(page: Page, phone: string) {
  const search = page.getByTestId('order-search').locator('input').first();
  await search.fill(phone);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${phone}`));
}
