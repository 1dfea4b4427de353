import { expect, test } from '@playwright/test';
import { openTab } from '../support/clients.ts';
import { expectNoSideScroll } from '../support/contracts.ts';
import { signIn } from '../support/session.ts';
import { layouts, newLoan, pageApi, stubPrinting } from '../support/settling.ts';

type Figures = {
  repaidAmount: number;
  interestAmount: number;
  toRenew: number;
  principalPaidBack: number;
};

// Issue 13 items 1 and 2 in the real console: a partial repayment typed with the Vietnamese decimal
// comma, larger than the interest, shows as principal paid back and never as a negative renew
// amount.
for (const layout of layouts) {
  test.describe(`money shown right (${layout.name})`, () => {
    test('a repayment typed "6,5" beyond the interest is principal paid back', async ({ page }) => {
      await page.setViewportSize({ width: layout.width, height: layout.height });
      await stubPrinting(page);
      await signIn(page, 'admin');
      // The first load of the built console can be slow on a loaded machine.
      await expect(page.getByTestId('header')).toBeVisible({ timeout: 30_000 });
      const loan = await newLoan(page, { approvedAmount: 20_000_000, interestRate: 5 });
      await page.goto(`/contracts/${loan.finfluxId}`);
      await expect(page.getByTestId('contract-panel')).toBeVisible();
      // Rates beside amounts with commas use the comma too.
      await expect(page.getByTestId('contract-figure-rate').locator('dd')).toHaveText('5%');

      await openTab(page, 'contract-tabs', 'Giao dịch');
      const tab = page.getByTestId('contract-transactions');
      await tab.getByTestId('add-repay-row').click();
      // A negative says it is negative, not that it has too many decimals.
      await tab.getByTestId('draft-amount').fill('-6,5555');
      await tab.getByTestId('draft-save').click();
      await expect(tab.getByTestId('draft-amount-error')).toHaveText('Số không được âm');
      await tab.getByTestId('draft-amount').fill('6,5');
      await tab.getByTestId('draft-save').click();
      await expect(page.getByText('Trả nợ một phần thành công')).toBeVisible();

      const call = pageApi(page);
      const contract = await call<Figures>(
        'GET',
        `/crm/api/v2/contracts/finflux-${loan.finfluxId}/`,
      );
      expect(contract.repaidAmount).toBe(6_500_000);
      expect(contract.toRenew).toBe(0);
      expect(contract.principalPaidBack).toBe(6_500_000 - contract.interestAmount);

      const toRenew = page.getByTestId('contract-figure-toRenew');
      await expect(toRenew.locator('dd')).toHaveText('0');
      const paidBack = page.getByTestId('contract-figure-principalPaidBack');
      await expect(paidBack.locator('dt')).toHaveText('Đã trả bớt gốc');
      await expect(paidBack.locator('dd')).toHaveText(
        new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 }).format(
          contract.principalPaidBack / 1_000_000,
        ),
      );
      await expect(page.getByTestId('contract-panel')).not.toContainText('−');
      await expectNoSideScroll(page);
    });
  });
}
