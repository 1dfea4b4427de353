import { expect, test } from '@playwright/test';
import { wrongPasswordUser } from '../support/accounts.ts';
import { defaultBranch, signIn } from '../support/session.ts';

const landings = [
  { username: 'sales', landing: '/orders' },
  { username: 'valuator', landing: '/orders' },
  { username: 'validator', landing: '/value-adjustment' },
  { username: 'collector', landing: '/payment-reminder' },
  { username: 'accountant', landing: '/cash-log' },
  { username: 'headaccountant', landing: '/cash-log' },
  { username: 'admin', landing: '/orders' },
];

for (const { username, landing } of landings) {
  test(`${username} lands on ${landing}`, async ({ page }) => {
    await signIn(page, username);
    await expect(page).toHaveURL(landing);
    await expect(page.getByTestId('branch-name')).toContainText(defaultBranch);
    const screens: Record<string, string> = {
      '/orders': 'orders-screen',
      '/cash-log': 'cash-log-screen',
      '/value-adjustment': 'value-adjustment-screen',
      '/payment-reminder': 'reminder-screen',
    };
    await expect(page.getByTestId(screens[landing] ?? 'not-available')).toBeVisible();
  });
}

test('the login page does not offer HO, LVL or GD', async ({ page }) => {
  await page.goto('/login');
  await expect(
    page.getByTestId('branch-select').locator('option', { hasText: defaultBranch }),
  ).toHaveCount(1);
  const options = await page.getByTestId('branch-select').locator('option').allTextContents();
  expect(options).toContain(defaultBranch);
  expect(options.some((text) => /Hội sở|LVL|GD/.test(text))).toBe(false);
});

test('a wrong password shows the spec text and keeps the user on the login page', async ({
  page,
}) => {
  await signIn(page, wrongPasswordUser, 'mat-khau-sai');
  await expect(page.getByTestId('login-error')).toHaveText(
    'Đăng nhập thất bại. Vui lòng kiểm tra lại thông tin tài khoản của bạn.',
  );
  await expect(page).toHaveURL('/login');
});

test('an unknown user shows the same text', async ({ page }) => {
  await signIn(page, 'khong-co-nguoi-nay', 'mat-khau-sai');
  await expect(page.getByTestId('login-error')).toHaveText(
    'Đăng nhập thất bại. Vui lòng kiểm tra lại thông tin tài khoản của bạn.',
  );
});

test('empty fields are refused with Mục bắt buộc', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Mục bắt buộc')).toHaveCount(3);
  await expect(page).toHaveURL('/login');
});

test("the login page loads none of antd's code (the signed-in shell brings it)", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text());
    }
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  // `data-css-hash` is antd's style engine (@ant-design/cssinjs), which every antd component needs.
  expect(bodies.filter((body) => body.includes('data-css-hash'))).toHaveLength(0);
});
