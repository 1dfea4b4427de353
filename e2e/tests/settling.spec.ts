import { expect, type Page, test } from '@playwright/test';
import { expectNoSideScroll } from '../support/contracts.ts';
import type { Loan } from '../support/loans.ts';
import {
  contractOf,
  count,
  expectA4,
  expectPrintedOnDocumentsTab,
  layouts,
  millionsShown,
  newLoan,
  openDetail,
  pageApi,
  printedDocuments,
  printedFile,
  printedIds,
  printedMoney,
  printedWords,
  type RedeemInfo,
  readPdf,
  redeemInfo,
  screenMoney,
  signInAsAdmin,
  statusOf,
} from '../support/settling.ts';

const billTitle = 'PHIẾU THU TẤT TOÁN HỢP ĐỒNG';

/** Detail → redeem button → step 1 with the redeem info's figures, the method chosen. */
async function redeemStepOne(page: Page, loan: Loan, info: RedeemInfo, method: string) {
  await openDetail(page, loan);
  await expect(statusOf(page)).toHaveText('Đã giải ngân');
  await page.getByTestId('action-contract-redeem').click();
  await expect(page).toHaveURL(`/contracts/${loan.finfluxId}/redeem`);
  await expect(page.getByTestId('redeem-step-form')).toBeVisible();
  const figure = (key: string) => page.getByTestId(`redeem-figure-${key}`).locator('dd');
  await expect(figure('id')).toHaveText(`#${loan.finfluxId}`);
  await expect(figure('principal')).toHaveText(screenMoney(info.principalAmount));
  await expect(figure('interest')).toHaveText(screenMoney(info.interestAmount + info.roundingFee));
  await expect(figure('total')).toHaveText(screenMoney(info.totalOutstanding));
  const methods = page.getByTestId('redeem-method');
  // B§2: cash unless staff choose otherwise.
  await expect(methods.getByLabel('Tiền mặt')).toBeChecked();
  if (method !== 'Tiền mặt') {
    await methods.getByLabel(method).check();
    await expect(methods.getByLabel(method)).toBeChecked();
  }
}

/**
 * Next → the bill's preview → print: the first print redeems (one call), archives the bill and
 * prints that archived file; back is then disabled and end enabled. Answers the printed bytes.
 */
async function printBill(page: Page, loan: Loan) {
  // The preview is the bill the server renders for the same body as the save, nothing saved;
  // the browser loads no PDF renderer of its own.
  const previewed = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/contracts/finflux-${loan.finfluxId}:redeem-preview/`) &&
      response.request().method() === 'POST',
  );
  await page.getByTestId('redeem-next').click();
  await expect(page.getByTestId('redeem-step-bill')).toBeVisible();
  const preview = await previewed;
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('application/pdf');
  // (Playwright cannot read back a body the page took as a Blob: its length then.)
  expect(Number(preview.headers()['content-length'])).toBeGreaterThan(1000);
  await expect(page.getByTestId('redeem-bill-frame')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('redeem-end')).toBeDisabled();
  const redeemed = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/contracts/finflux-${loan.finfluxId}:redeem/`) &&
      response.request().method() === 'POST',
  );
  await page.getByTestId('redeem-print').click();
  const answer = await redeemed;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual(preview.request().postDataJSON());
  const { document } = (await answer.json()).data as { document: { id: number } };
  const file = { documentId: document.id, bytes: await printedFile(page, document.id) };
  await expect(page.getByText('Tất toán hợp đồng thành công')).toBeVisible();
  // The frame asked to print holds the archived bill.
  await expect.poll(() => printedIds(page)).toEqual([document.id]);
  await expect(page.getByTestId('redeem-back')).toBeDisabled();
  await expect(page.getByTestId('redeem-end')).toBeEnabled();
  return file;
}

/** End → completion → back to the detail, which shows the contract closed. */
async function endRedeem(page: Page, loan: Loan) {
  await page.getByTestId('redeem-end').click();
  await expect(page.getByTestId('redeem-done')).toContainText(
    `Đã tất toán hợp đồng #${loan.finfluxId}`,
  );
  await page.getByTestId('redeem-to-detail').click();
  await expect(page).toHaveURL(`/contracts/${loan.finfluxId}`);
  await expect(statusOf(page)).toHaveText('Đã đóng');
  expect((await contractOf(page, loan)).status).toBe('CLOSED');
}

/** What every redeem bill prints: one A4 page, two copies, the total in figures and words. */
function expectBill(page: string, loan: Loan, info: RedeemInfo) {
  expect(count(page, billTitle)).toBe(2);
  expect(page).toContain('Liên 1: Lưu tại cửa hàng');
  expect(page).toContain('Liên 2: Giao khách hàng');
  expect(page).toContain(`Số HĐ: ${loan.finfluxId}`);
  expect(count(page, loan.client.name)).toBeGreaterThanOrEqual(2);
  expect(page).toContain(`Tiền gốc ${printedMoney(info.principalAmount)}`);
  expect(count(page, `TỔNG TIỀN THANH TOÁN ${printedMoney(info.totalOutstanding)}`)).toBe(2);
  expect(count(page, `Bằng chữ: ${printedWords(info.totalOutstanding)}.`)).toBe(2);
}

for (const layout of layouts) {
  test.describe(`settling at the counter (${layout.name})`, () => {
    test('redeem in cash: figures → bill → print → closed, the bill kept on the contract', async ({
      page,
    }) => {
      await signInAsAdmin(page, layout);
      const loan = await newLoan(page, { category: 'MOTORCYCLE' });
      const info = await redeemInfo(page, loan);
      expect(info.client.name).toBe(loan.client.name);

      await redeemStepOne(page, loan, info, 'Tiền mặt');
      await expectNoSideScroll(page);
      const printed = await printBill(page, loan);
      await expectNoSideScroll(page);
      await endRedeem(page, loan);

      // Exactly one kept print, the one the printer got, on the documents tab.
      const documents = await printedDocuments(page, loan);
      expect(documents.map((document) => document.id)).toEqual([printed.documentId]);
      const kept = await expectPrintedOnDocumentsTab(page, printed.documentId);
      expect(Buffer.compare(kept, printed.bytes)).toBe(0);

      const bill = await readPdf(printed.bytes);
      expectA4(bill, 1);
      const text = bill.pages[0] ?? '';
      expectBill(text, loan, info);
      expect(text).toContain('Hình thức thanh toán: Tiền mặt');
      expect(text).not.toContain('VietQR');
      // No QR drawn: only the page's few rules and boxes are closed paths.
      expect(bill.closedPaths).toBeLessThan(100);
    });

    test('redeem by bank transfer: the bill carries the VietQR of the branch account', async ({
      page,
    }) => {
      await signInAsAdmin(page, layout);
      const loan = await newLoan(page, { category: 'AUTOMOBILE' });
      const info = await redeemInfo(page, loan);
      const account = info.bankAccount;
      if (!account) {
        throw new Error('the demo branch has no receiving account');
      }

      await redeemStepOne(page, loan, info, 'Chuyển khoản');
      const printed = await printBill(page, loan);
      await endRedeem(page, loan);
      const kept = await expectPrintedOnDocumentsTab(page, printed.documentId);
      expect(Buffer.compare(kept, printed.bytes)).toBe(0);

      const bill = await readPdf(printed.bytes);
      expectA4(bill, 1);
      const text = bill.pages[0] ?? '';
      expectBill(text, loan, info);
      expect(text).toContain(
        `Hình thức thanh toán: Chuyển khoản – ${printedMoney(info.totalOutstanding)}`,
      );
      // Beside each copy's QR: the bank, the account, its holder and the transfer note.
      expect(count(text, 'Quét mã VietQR để chuyển khoản')).toBe(2);
      expect(count(text, account.bankName)).toBeGreaterThanOrEqual(2);
      expect(count(text, `STK: ${account.accountNumber}`)).toBe(2);
      expect(count(text, account.accountName)).toBe(2);
      expect(count(text, `Nội dung: ${loan.finfluxId}`)).toBe(2);
      // The two codes themselves: vector drawings of a few hundred closed runs of modules each.
      expect(bill.closedPaths).toBeGreaterThan(300);
    });

    test('partial repayment on the transactions tab lowers what is owed, the repay editor settles the rest', async ({
      page,
    }) => {
      await signInAsAdmin(page, layout);
      const loan = await newLoan(page, { category: 'MOTORCYCLE' });
      const before = await contractOf(page, loan);
      await openDetail(page, loan);
      const owed = page.getByTestId('contract-figure-toRepay').locator('dd');
      await expect(owed).toHaveText(screenMoney(before.toRepay));

      // The panel's partial repayment opens the transactions tab (the existing flow).
      await page.getByTestId('action-contract-partial-repay').click();
      await expect(page).toHaveURL(/tab=transactions/);
      const tab = page.getByTestId('contract-transactions');
      await tab.getByTestId('add-repay-row').click();
      await tab.getByTestId('draft-amount').fill('2');
      const added = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/contracts/${loan.id}/transactions/`) &&
          response.request().method() === 'POST',
      );
      await tab.getByTestId('draft-save').click();
      expect((await added).ok()).toBeTruthy();
      await expect(page.getByText('Trả nợ một phần thành công')).toBeVisible();
      await expect(owed).toHaveText(screenMoney(before.toRepay - 2_000_000));
      const after = await contractOf(page, loan);
      expect(after.toRepay).toBe(before.toRepay - 2_000_000);
      expect(after.repaidAmount).toBe(2_000_000);
      await expect(statusOf(page)).toHaveText('Đã giải ngân');

      // The repayment editor: the 2 million shows as paid, the rest is due and prefilled in cash.
      await page.getByTestId('action-contract-repayment').click();
      await expect(page).toHaveURL(`/contracts/${loan.finfluxId}/repay`);
      await expect(page.getByTestId('settlement-step-inputs')).toBeVisible();
      const figure = (key: string) => page.getByTestId(`settlement-figure-${key}`).locator('dd');
      await expect(figure('paid')).toHaveText(screenMoney(2_000_000));
      await expect(figure('total')).toHaveText(screenMoney(after.toRepay));
      await expect(page.getByTestId('payment-amount-0')).toHaveValue(millionsShown(after.toRepay));
      await expectNoSideScroll(page);
      await page.getByTestId('settlement-next').click();
      await expect(page.getByTestId('settlement-step-preview')).toBeVisible();
      await expect(page.getByTestId('settlement-receipt-frame')).toBeVisible({ timeout: 30_000 });
      await expectNoSideScroll(page);
      const settled = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/contracts/finflux-${loan.finfluxId}:settle/`) &&
          response.request().method() === 'POST',
      );
      await page.getByTestId('settlement-save').click();
      const answer = await settled;
      expect(answer.status()).toBe(200);
      const { document } = (await answer.json()).data as { document: { id: number } };
      await expect(page.getByText('Tất toán hợp đồng thành công')).toBeVisible();
      await expect(page.getByTestId('settlement-step-saved')).toBeVisible();
      const receipt = { documentId: document.id, bytes: await printedFile(page, document.id) };
      // The frame asked to print holds the archived receipt.
      await expect.poll(() => printedIds(page)).toEqual([document.id]);
      await page.getByTestId('settlement-done').click();
      await expect(statusOf(page)).toHaveText('Đã tất toán');
      const kept = await expectPrintedOnDocumentsTab(page, receipt.documentId);
      expect(Buffer.compare(kept, receipt.bytes)).toBe(0);

      const reading = await readPdf(receipt.bytes);
      expect(reading.pageCount).toBeGreaterThanOrEqual(1);
      expectA4(reading, reading.pageCount);
      const text = reading.pages.join(' ');
      expect(text).toContain('BIÊN NHẬN THANH TOÁN HỢP ĐỒNG');
      expect(text).toContain(loan.client.name);
      expect(text).toContain(`Đã thanh toán trước − ${printedMoney(2_000_000)}`);
      expect(text).toContain(`TỔNG ĐÃ THU ${printedMoney(after.toRepay)}`);
      expect(text).toContain(`Bằng chữ: ${printedWords(after.toRepay)}.`);
      // B§4: the editor's note.
      const notes = await pageApi(page)<{ items: { content: string }[] }>(
        'GET',
        `/crm/api/v2/contracts/${loan.id}/notes/`,
      );
      expect(notes.items.map((note) => note.content)).toContain('Tất toán hợp đồng');
    });
  });
}
