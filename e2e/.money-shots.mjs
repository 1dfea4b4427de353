// Throwaway screenshot script (not committed).
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3917';
const widths = (process.env.WIDTHS ?? '390,820,1440').split(',').map(Number);
const only = process.env.ONLY;
const out = '/tmp/money-shots';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function session(width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('branch-select').selectOption({ label: 'Chi nhánh Cầu Giấy' });
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header').waitFor();
  return { context, page };
}
async function token(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('pawndesk.session')).accessToken);
}
async function api(page, path) {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await token(page)}` } });
  return (await response.json()).data;
}
const shots = {
  async panel(page, w) {
    await page.goto('/contracts/101752');
    await page.getByTestId('contract-panel').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/panel-101752-${w}.png`, fullPage: true });
    await page.goto('/contracts/101752?tab=collateral');
    await page.getByTestId('collateral-info').waitFor({ timeout: 60000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/collateral-${w}.png`, fullPage: true });
  },
  async list(page, w) {
    await page.goto('/contracts');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/contracts-${w}.png` });
  },
  async approve(page, w) {
    const list = await api(page, '/crm/api/v2/contracts/?status=PENDING&pageSize=5');
    const pending = list.items[0];
    await page.goto(`/contracts/${pending.finfluxId}`);
    await page.getByTestId('action-approve').click();
    await page.getByTestId('contract-confirm-ok').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/approve-confirm-${w}.png` });
  },
  async order(page, w) {
    await page.goto('/orders');
    await page.getByTestId('order-new').click();
    await page.getByTestId('order-phone').fill('0912 345 678');
    await page.getByTestId('order-required-amount').fill('12,5');
    await page.getByTestId('order-proposed-amount').fill('-3');
    await page.getByTestId('order-phone').click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/order-form-${w}.png` });
  },
  async cash(page, w) {
    await page.goto('/cash-log');
    await page.waitForTimeout(2500);
    await page.getByTestId('cash-in').click({ timeout: 60000 });
    await page.getByTestId('cash-editor-amount').fill('1250000');
    await page.getByTestId('cash-editor-date').click();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/cash-editor-${w}.png` });
  },
  async asset(page, w) {
    await page.goto('/asset');
    const card = page.locator('[data-testid^="asset-card-"]').first();
    await page.waitForTimeout(8000);
    await page.screenshot({ path: `${out}/assets-${w}.png` });
    await card.waitFor({ timeout: 60000 });
    await card.click();
    await page.getByTestId('asset-valuatedAmount').waitFor();
    await page.getByTestId('asset-valuatedAmount').scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/asset-dialog-${w}.png` });
  },
};
for (const width of widths) {
  const { context, page } = await session(width);
  for (const [name, shot] of Object.entries(shots)) {
    if (only && !only.split(',').includes(name)) continue;
    try {
      await shot(page, width);
      console.log('ok', name, width);
    } catch (error) {
      console.log('FAIL', name, width, String(error).slice(0, 300));
    }
  }
  await context.close();
}
await browser.close();
