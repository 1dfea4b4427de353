import { renewalPayable } from '@pawndesk/domain/renewal';
import { expect, type Page, test } from '@playwright/test';
import { createContract, expectNoSideScroll } from '../support/contracts.ts';
import { choose } from '../support/orders.ts';
import {
  layouts,
  newLoan,
  openDetail,
  pageApi,
  printedIds,
  screenMoney,
  signInAsAdmin,
  statusOf,
} from '../support/settling.ts';

type Contract = {
  id: number;
  finfluxId: number;
  status: string;
  approvedAmount: number;
  principalAmount: number;
  interestAmount: number;
  roundingFee: number;
  overridedOverdueFee: number | null;
  chargedOverdueFee: number;
  liquidationFee: number;
  failedCommitmentFee: number;
  storageFee: number;
  renewalDifference: number;
  adjustedAmount: number;
  repaidAmount: number;
  waivedAmount: number;
  isAdvance: boolean;
  interestRate: number;
  specialInterestValue: number;
  toRenew: number;
  parent: { finfluxId: number } | null;
  renewal: { finfluxId: number } | null;
};

function contractOf(page: Page, finfluxId: number) {
  return pageApi(page)<Contract>('GET', `/crm/api/v2/contracts/finflux-${finfluxId}/`);
}

async function notesOf(page: Page, id: number): Promise<string[]> {
  const notes = await pageApi(page)<{ items: { content: string }[] }>(
    'GET',
    `/crm/api/v2/contracts/${id}/notes/?pageSize=-1`,
  );
  return notes.items.map((note) => note.content);
}

/** A pending contract of a demo client and asset (support/contracts.ts). */
async function pendingContract(page: Page): Promise<Contract> {
  const created = await createContract(page);
  expect(created.status).toBe('PENDING');
  return contractOf(page, created.finfluxId);
}

for (const layout of layouts) {
  test.describe(`contract editor (${layout.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await signInAsAdmin(page, layout);
    });

    test('renews a disbursed contract in one call: the renew amount, notes on both, RENEWED → PENDING child', async ({
      page,
    }) => {
      const loan = await newLoan(page, { approvedAmount: 10_000_000, interestRate: 5 });
      const former = await contractOf(page, loan.finfluxId);
      const payable = renewalPayable(
        { ...former, overdueFee: former.overridedOverdueFee ?? former.chargedOverdueFee },
        former.principalAmount,
      );
      expect(payable).toBe(former.toRenew);

      await openDetail(page, loan);
      await page.getByTestId('action-contract-renew').click();
      await expect(page).toHaveURL(`/contracts/${loan.finfluxId}/renew`);
      await expect(page.getByTestId('renewal-step-inputs')).toBeVisible();
      // The former contract's loan form is locked; the Zalo notice is on by default.
      await expect(page.getByTestId('renewal-former-approved')).toBeDisabled();
      await expect(page.getByTestId('renewal-notify')).toBeChecked();
      await expect(page.getByTestId('renewal-figure-payable').locator('dd')).toHaveText(
        screenMoney(payable),
      );
      await expectNoSideScroll(page);

      // A received amount short of the renew amount is refused (INVALID_AMOUNT).
      await page.getByTestId('renewal-received').fill('0,001');
      await page.getByTestId('renewal-next').click();
      await expect(page.getByText('Số tiền thu phải bằng số tiền gia hạn')).toBeVisible();
      await page.getByTestId('renewal-received').fill(String(payable / 1_000_000));
      await page.getByTestId('renewal-next').click();
      await expect(page.getByTestId('renewal-step-preview')).toBeVisible();
      await expect(page.getByTestId('renewal-preview-received').locator('dd')).toHaveText(
        screenMoney(payable),
      );

      const renewed = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/contracts/finflux-${loan.finfluxId}:renew-into/`) &&
          response.request().method() === 'POST',
      );
      // A double click renews once.
      await page.getByTestId('renewal-save').dblclick();
      const answer = await renewed;
      expect(answer.status()).toBe(200);
      const child = (await answer.json()).data as Contract;
      await expect(page.getByTestId('renewal-step-saved')).toBeVisible();
      await expect.poll(async () => (await printedIds(page)).length).toBe(1);

      const old = await contractOf(page, loan.finfluxId);
      expect(old.status).toBe('RENEWED');
      expect(old.renewal?.finfluxId).toBe(child.finfluxId);
      const fresh = await contractOf(page, child.finfluxId);
      expect(fresh.status).toBe('PENDING');
      expect(fresh.parent?.finfluxId).toBe(loan.finfluxId);
      expect(fresh.approvedAmount).toBe(former.principalAmount);
      const oldNotes = await notesOf(page, old.id);
      const newNotes = await notesOf(page, fresh.id);
      expect(oldNotes.some((note) => note.includes(`#${child.finfluxId}`))).toBe(true);
      expect(oldNotes.some((note) => note.includes('Zalo'))).toBe(true);
      expect(newNotes.some((note) => note.includes(`#${loan.finfluxId}`))).toBe(true);

      await page.getByTestId('renewal-done').click();
      await expect(page).toHaveURL(`/contracts/${child.finfluxId}`);
      await expect(statusOf(page)).toHaveText('Chờ duyệt');
    });

    test('refuses to renew a contract that is not active', async ({ page }) => {
      const pending = await pendingContract(page);
      await page.goto(`/contracts/${pending.finfluxId}/renew`);
      await expect(page).toHaveURL(`/contracts/${pending.finfluxId}`);
      await expect(page.getByText('Hợp đồng này không thể gia hạn')).toBeVisible();
    });

    test('edits a pending contract, and review is read-only', async ({ page }) => {
      const pending = await pendingContract(page);
      await openDetail(page, pending);
      await page.getByTestId('action-contract-edit').click();
      await expect(page).toHaveURL(`/contract-editor/${pending.finfluxId}`);
      await expect(page.getByTestId('contract-editor-step-inputs')).toBeVisible();
      await page.getByTestId('editor-loan-approved').fill('1');
      await page.getByTestId('contract-editor-next').click();
      await expect(page.getByTestId('contract-editor-preview-approved').locator('dd')).toHaveText(
        screenMoney(1_000_000),
      );
      await page.getByTestId('contract-editor-save').click();
      await expect(page.getByTestId('contract-editor-step-saved')).toBeVisible();
      await expect
        .poll(async () => (await contractOf(page, pending.finfluxId)).approvedAmount)
        .toBe(1_000_000);
      await page.getByTestId('contract-editor-done').click();
      await expect(page).toHaveURL(`/contracts/${pending.finfluxId}`);

      // Documents tab → "view contract" → review: every field disabled, no save.
      await page.goto(`/contracts/${pending.finfluxId}/review`);
      await expect(page.getByTestId('contract-review-form')).toBeVisible();
      await expect(page.getByTestId('review-loan-approved')).toBeDisabled();
      await expect(page.getByTestId('review-loan-rate')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Lưu và in' })).toHaveCount(0);
      await expectNoSideScroll(page);
    });

    test('sends a disbursed contract to its detail instead of the editor', async ({ page }) => {
      const loan = await newLoan(page);
      await page.goto(`/contract-editor/${loan.finfluxId}`);
      await expect(page).toHaveURL(`/contracts/${loan.finfluxId}`);
      await expect(page.getByText('Hợp đồng này không thể sửa')).toBeVisible();
    });

    test('creates a contract without an order for an existing client found by phone', async ({
      page,
    }) => {
      const loan = await newLoan(page);
      const client = await pageApi(page)<{ primaryPhoneNumber: string; nameVi: string }>(
        'GET',
        `/crm/api/v2/clients/${loan.client.id}/`,
      );
      await page.goto('/contracts');
      await page.getByTestId('contracts-create').click();
      await expect(page).toHaveURL('/contract-editor');
      const phone = page.getByTestId('create-client-phone').locator('input');
      await phone.fill(client.primaryPhoneNumber);
      await phone.press('Enter');
      await expect(page.getByTestId('create-client-existing')).toBeVisible();
      await expect(page.getByTestId('create-client-last-name')).not.toHaveValue('');

      await choose(page, 'create-asset-category', 'Xe máy');
      await page.getByTestId('create-asset-description').fill('Xe máy Honda Vision (editor e2e)');
      await page.getByTestId('create-asset-valuated').fill('12');
      await choose(page, 'create-asset-valuator', '(validator)');
      await choose(page, 'create-loan-product', 'Trả sau 30 ngày');
      await page.getByTestId('create-loan-rate').fill('5');
      // Approved above valuated is refused (B§5).
      await page.getByTestId('create-loan-approved').fill('13');
      await page.getByTestId('contract-create-next').click();
      await expect(page.getByText('Giá cầm lớn hơn giá thẩm định')).toBeVisible();
      await page.getByTestId('create-loan-approved').fill('10');
      await page.getByTestId('contract-create-next').click();
      await expect(page.getByTestId('contract-create-step-preview')).toBeVisible();

      // The save is ONE call: the server writes the asset and the contract in one transaction.
      const writes: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/api/')) {
          writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
        }
      });
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/crm/api/v2/contracts/with-collateral/') &&
          response.request().method() === 'POST',
      );
      await page.getByTestId('contract-create-save').click();
      const contract = (await (await created).json()).data as Contract;
      await expect(page.getByTestId('contract-create-step-saved')).toBeVisible();
      expect(writes.filter((write) => !write.includes(':print/'))).toEqual([
        'POST /crm/api/v2/contracts/with-collateral/',
      ]);
      expect(contract.status).toBe('PENDING');
      expect(contract.approvedAmount).toBe(10_000_000);
      await page.getByTestId('contract-create-done').click();
      await expect(page).toHaveURL(`/contracts/${contract.finfluxId}`);
    });
  });
}
