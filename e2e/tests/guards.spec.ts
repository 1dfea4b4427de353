import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

test('a logged-out visitor of a protected route goes to login, then where they wanted', async ({
  page,
}) => {
  await page.goto('/clients');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'validator');
  await expect(page).toHaveURL('/clients');
  await expect(page.getByTestId('clients-screen')).toBeVisible();
});

test('a route without the permission sends the user home, which is their landing page', async ({
  page,
}) => {
  await signIn(page, 'sales');
  await expect(page).toHaveURL('/orders');
  await page.goto('/cash-log');
  await expect(page).toHaveURL('/orders');
  await page.goto('/value-adjustment');
  await expect(page).toHaveURL('/orders');
});

test('a user without orders access is not bounced between home and orders', async ({ page }) => {
  await signIn(page, 'accountant');
  await expect(page).toHaveURL('/cash-log');
  await page.goto('/orders');
  await expect(page).toHaveURL('/cash-log');
  await page.goto('/');
  await expect(page).toHaveURL('/cash-log');
});

test('an unknown path goes home', async ({ page }) => {
  await signIn(page, 'collector');
  await expect(page).toHaveURL('/payment-reminder');
  await page.goto('/khong-co-trang-nay');
  await expect(page).toHaveURL('/payment-reminder');
});

test('a signed-in user on /login goes home', async ({ page }) => {
  await signIn(page, 'sales');
  await expect(page).toHaveURL('/orders');
  await page.goto('/login');
  await expect(page).toHaveURL('/orders');
});

test('the navigation shows only what the user may open', async ({ page }) => {
  await signIn(page, 'accountant');
  const nav = page.getByTestId('nav');
  await expect(nav).toContainText('Quản lý sổ quỹ');
  await expect(nav).not.toContainText('Khách hàng');
  await expect(nav).not.toContainText('Tài sản');
});
