import { expect, type Page } from '@playwright/test';
import { apiGet } from './clients.ts';
import { clickInSettledPopup } from './modal.ts';
import { accessToken } from './orders.ts';

type Product = {
  id: number;
  interestType: 'ADVANCE' | 'ARREARS';
  minInterestRate: number;
  maxInterestRate: number;
};
type Asset = { id: number; valuatedAmount: number };

export type CreatedContract = { id: number; finfluxId: number; mifosId: number; status: string };

/** Postpaid interest is capped at 8% (B§9). */
const arrearsCap = 8;

/**
 * A new PENDING contract through B POST /v2/contracts/ for a demo client and asset, with an
 * ARREARS product and a rate within its bounds (the page must be signed in with contract_access).
 */
export async function createContract(page: Page): Promise<CreatedContract> {
  const clients = await apiGet<{ items: { id: number }[] }>(
    page,
    '/crm/api/v2/clients/?page=1&pageSize=1',
  );
  const assets = await apiGet<{ items: Asset[] }>(page, '/crm/api/v2/assets/?page=1&pageSize=30');
  const products = await apiGet<{ items: Product[] }>(page, '/api/v1/products/');
  const client = clients.items[0];
  const asset = assets.items.find((item) => item.valuatedAmount >= 1_000_000) ?? assets.items[0];
  const product = products.items.find(
    (item) => item.interestType === 'ARREARS' && item.minInterestRate <= arrearsCap,
  );
  if (!client || !asset || !product) {
    throw new Error('the demo data has no client, asset or ARREARS product');
  }
  const approvedAmount =
    asset.valuatedAmount > 0 ? Math.min(5_000_000, asset.valuatedAmount) : 5_000_000;
  const response = await page.request.post('/crm/api/v2/contracts/', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: {
      client: client.id,
      asset: asset.id,
      product: product.id,
      approvedAmount,
      specialInterestValue: Math.min(product.maxInterestRate, arrearsCap),
    },
  });
  const body = await response.json();
  expect(response.ok(), JSON.stringify(body)).toBeTruthy();
  return body.data;
}

/** Clicks the button of the open ARE_YOU_SURE confirmation, which says what it does. */
export async function confirmSure(page: Page, button: string) {
  const popup = page.locator('.ant-popconfirm:visible');
  await expect(popup).toContainText('Bạn có chắc chắn?');
  await popup.getByRole('button', { name: button, exact: true }).click();
}

/** Approve and disburse ask first, naming the contract and the amount; confirms with `button`. */
export async function confirmAction(page: Page, title: string, button: string) {
  const dialog = page.locator('.ant-modal-confirm:visible');
  await expect(dialog).toContainText(title);
  await expect(dialog.getByTestId('contract-confirm-ok')).toHaveText(button);
  await clickInSettledPopup(dialog.getByTestId('contract-confirm-ok'));
}

/** No horizontal page scroll at this width, once the page has settled; names what sticks out. */
export async function expectNoSideScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) {
          return [];
        }
        return Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className}`);
      }),
    )
    .toEqual([]);
}
