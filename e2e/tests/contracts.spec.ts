import { expect, type Page, test } from '@playwright/test';
import { apiGet, openTab } from '../support/clients.ts';
import {
  type CreatedContract,
  confirmAction,
  confirmSure,
  createContract,
  expectNoSideScroll,
} from '../support/contracts.ts';
import { signIn } from '../support/session.ts';

const layouts = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

type Contract = CreatedContract & { waivedAmount: number; repaidAmount: number };

async function signInAsAdmin(page: Page, layout: (typeof layouts)[number]) {
  await page.setViewportSize({ width: layout.width, height: layout.height });
  await signIn(page, 'admin');
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

async function openDetail(page: Page, contract: CreatedContract) {
  await page.goto(`/contracts/${contract.finfluxId}`);
  await expect(page.getByText(`Hợp đồng #${contract.finfluxId}`)).toBeVisible();
}

function statusOf(page: Page) {
  return page.getByTestId('contract-panel').getByTestId('contract-status');
}

async function expectStatusChanged(page: Page, label: string) {
  await expect(page.getByText('Cập nhật trạng thái hợp đồng thành công').first()).toBeVisible();
  await expect(statusOf(page)).toHaveText(label);
}

function contractOf(page: Page, contract: CreatedContract) {
  return apiGet<Contract>(page, `/crm/api/v2/contracts/finflux-${contract.finfluxId}/`);
}

for (const layout of layouts) {
  test.describe(`contracts (${layout.name})`, () => {
    test('approve → disburse → partial repay → retract → waive', async ({ page }) => {
      await signInAsAdmin(page, layout);
      const contract = await createContract(page);

      // The list finds it by its id, and a row (or card) opens the detail.
      await page.goto('/contracts');
      const search = page.getByTestId('contract-search').locator('input');
      await search.fill(String(contract.finfluxId));
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${contract.finfluxId}`));
      await expect(page.getByText(`#${contract.finfluxId}`).first()).toBeVisible();
      await expectNoSideScroll(page);
      await page.getByText(`#${contract.finfluxId}`).first().click();
      await expect(page).toHaveURL(`/contracts/${contract.finfluxId}`);
      await expect(statusOf(page)).toHaveText('Chờ duyệt');
      await expect(page.getByRole('tab', { name: 'Ghi chú', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectNoSideScroll(page);

      await page.getByTestId('action-approve').click();
      await confirmAction(page, `Duyệt hợp đồng #${contract.finfluxId}?`, 'Duyệt');
      await expectStatusChanged(page, 'Đã duyệt');

      // No parent: the disburse type dialog, cash by default.
      await page.getByTestId('action-disburse').click();
      const dialog = page.getByTestId('disburse-dialog');
      await expect(page.getByText(`Giải ngân hợp đồng #${contract.finfluxId}?`)).toBeVisible();
      await expect(dialog.getByTestId('disburse-amount')).toContainText('Khách nhận:');
      await expect(page.getByTestId('disburse-dialog-confirm')).toHaveText('Giải ngân');
      await expect(dialog.getByLabel('Tiền mặt')).toBeChecked();
      await page.getByTestId('disburse-dialog-confirm').click();
      await expectStatusChanged(page, 'Đã giải ngân');

      // A repay row of 1 million, dated today.
      await openTab(page, 'contract-tabs', 'Giao dịch');
      const tab = page.getByTestId('contract-transactions');
      await tab.getByTestId('add-repay-row').click();
      await tab.getByTestId('draft-amount').fill('1');
      const added = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/contracts/${contract.id}/transactions/`) &&
          response.request().method() === 'POST',
      );
      await tab.getByTestId('draft-save').click();
      expect((await added).ok()).toBeTruthy();
      await expect(page.getByText('Trả nợ một phần thành công')).toBeVisible();
      expect((await contractOf(page, contract)).repaidAmount).toBe(1_000_000);
      const retract = tab.locator('[data-testid^="transaction-retract-"]');
      await expect(retract).toHaveCount(1);

      // Retract it after ARE_YOU_SURE: the row stays, marked retracted, and the money goes back.
      await retract.click();
      await confirmSure(page, 'Hoàn tác giao dịch');
      await expect(page.getByText('Đã hoàn tác giao dịch')).toBeVisible();
      await expect(retract).toHaveCount(0);
      await expect(tab.getByText('Đã hoàn tác')).toBeVisible();
      await expect.poll(async () => (await contractOf(page, contract)).repaidAmount).toBe(0);

      // Waive 0.1 million of interest from the panel.
      await page.getByTestId('action-waive').click();
      const waive = page.getByTestId('waive-dialog');
      await waive.getByTestId('draft-amount').fill('0.1');
      await page.getByTestId('waive-dialog-confirm').click();
      await expect(page.getByText('Miễn giảm lãi thành công')).toBeVisible();
      await expect(waive).toBeHidden();
      await expect.poll(async () => (await contractOf(page, contract)).waivedAmount).toBe(100_000);
      await expect(tab.getByRole('cell', { name: 'Miễn giảm', exact: true })).toBeVisible();
      await expectNoSideScroll(page);
    });

    test('undo approval', async ({ page }) => {
      await signInAsAdmin(page, layout);
      const contract = await createContract(page);
      await openDetail(page, contract);
      await page.getByTestId('action-approve').click();
      await confirmAction(page, `Duyệt hợp đồng #${contract.finfluxId}?`, 'Duyệt');
      await expectStatusChanged(page, 'Đã duyệt');
      await page.getByTestId('action-undo-approval').click();
      await confirmSure(page, 'Hoàn tác duyệt');
      await expect(statusOf(page)).toHaveText('Chờ duyệt');
      expect((await contractOf(page, contract)).status).toBe('PENDING');
      await expect(page.getByTestId('action-approve')).toBeVisible();
    });
  });
}
