import { expect, test } from '@playwright/test';
import { demoPassword, passwordChangers } from '../support/accounts.ts';
import { clickInSettledPopup } from '../support/modal.ts';
import { signIn } from '../support/session.ts';

test('change password: countdown, logout, the new password works and the old one does not', async ({
  page,
}) => {
  const username = passwordChangers[0];
  const newPassword = 'mat-khau-moi-2026';
  await signIn(page, username);
  await expect(page).toHaveURL('/orders');
  await page.getByTestId('profile-menu').click();
  await clickInSettledPopup(page.getByRole('menuitem', { name: 'Đổi mật khẩu' }));
  await expect(page).toHaveURL('/user-password');

  await page.getByTestId('current-password').fill(demoPassword);
  await page.getByTestId('new-password').fill(newPassword);
  await page.getByTestId('confirm-password').fill('mat-khau-khac-1');
  await expect(page.getByTestId('mismatch-hint')).toBeVisible();
  await page.getByTestId('confirm-password').fill(newPassword);
  await expect(page.getByTestId('mismatch-hint')).toHaveCount(0);
  await page.getByTestId('change-password-submit').click();

  await expect(page.getByTestId('change-password-form')).toHaveCount(0);
  await expect(page.getByTestId('countdown')).toContainText(/[1-5]/);
  await expect(page).toHaveURL('/login', { timeout: 8_000 });

  await signIn(page, username, demoPassword);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await signIn(page, username, newPassword);
  await expect(page).toHaveURL('/orders');
});

test('a wrong current password shows the error and clears the form', async ({ page }) => {
  await signIn(page, passwordChangers[1]);
  await expect(page).toHaveURL('/orders');
  await page.goto('/user-password');
  await page.getByTestId('current-password').fill('khong-dung-dau');
  await page.getByTestId('new-password').fill('mat-khau-moi-2026');
  await page.getByTestId('confirm-password').fill('mat-khau-moi-2026');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-error')).toBeVisible();
  await expect(page.getByTestId('current-password')).toHaveValue('');
  await expect(page.getByTestId('new-password')).toHaveValue('');
});
