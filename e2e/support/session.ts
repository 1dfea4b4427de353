import { expect, type Page } from '@playwright/test';
import { demoPassword } from './accounts.ts';

export const defaultBranch = 'Chi nhánh Cầu Giấy';

/** Signs in through the real login page. */
export async function signIn(
  page: Page,
  username: string,
  password = demoPassword,
  branch = defaultBranch,
) {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByTestId('branch-select').selectOption({ label: branch });
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Replaces the stored access token, as if it had expired or been tampered with. */
export async function spoilAccessToken(page: Page) {
  await page.evaluate(() => {
    const raw = localStorage.getItem('pawndesk.session');
    if (!raw) {
      throw new Error('no stored session');
    }
    const session = JSON.parse(raw);
    session.accessToken = `${session.accessToken.slice(0, -6)}AAAAAA`;
    localStorage.setItem('pawndesk.session', JSON.stringify(session));
  });
}
