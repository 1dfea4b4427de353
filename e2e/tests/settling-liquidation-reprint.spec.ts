import { daysBetween } from '@pawndesk/domain/dates';
import { liquidationFee } from '@pawndesk/domain/loan-math';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSideScroll } from '../support/contracts.ts';
import { type Loan, overdueBranch, vietnamDate } from '../support/loans.ts';
import {
  contractOf,
  expectA4,
  expectPrintedOnDocumentsTab,
  layouts,
  newLoan,
  openDetail,
  pageApi,
  preparedOverdueLoan,
  printedDocuments,
  printedFile,
  printedIds,
  printedMoney,
  printedWords,
  readPdf,
  screenMoney,
  signInAsAdmin,
  statusOf,
} from '../support/settling.ts';

/** "10,85" (a screen amount in millions, vi-VN) → 10 850 000. */
function screenVnd(text: string): number {
  return Math.round(Number(text.trim().replace(/\./g, '').replace(',', '.')) * 1_000_000);
}

type Fee = { type: string; amount: number };

/**
 * Detail → reprint → the contract's preview → print: each print asks the server to render and
 * keep a new copy (one call) and prints that copy. Answers the printed document and its bytes.
 */
async function reprint(page: Page, loan: Loan, printedBefore: number[]) {
  const button = page.getByTestId('reprint-print');
  // The previous print has finished (single flight): the button is no longer busy.
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  const archived = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/contracts/finflux-${loan.finfluxId}:print/`) &&
      response.request().method() === 'POST',
  );
  await button.click();
  const answer = await archived;
  expect(answer.ok()).toBeTruthy();
  const document = (await answer.json()).data as { id: number };
  const file = { documentId: document.id, bytes: await printedFile(page, document.id) };
  // The frame asked to print holds exactly this new copy.
  await expect.poll(() => printedIds(page)).toEqual([...printedBefore, document.id]);
  return file;
}

async function openReprint(page: Page, loan: Loan) {
  await openDetail(page, loan);
  await page.getByTestId('action-reprint').click();
  await expect(page).toHaveURL(`/contracts/${loan.finfluxId}/reprint`);
  await expect(page.getByTestId('reprint-preview-frame')).toBeVisible({ timeout: 30_000 });
}

/** Prints twice, back to the detail: two kept copies, both on the documents tab. */
async function printTwice(page: Page, loan: Loan) {
  const first = await reprint(page, loan, []);
  const second = await reprint(page, loan, [first.documentId]);
  expect(second.documentId).not.toBe(first.documentId);
  // Newest first.
  const kept = await printedDocuments(page, loan);
  expect(kept.map((document) => document.id)).toEqual([second.documentId, first.documentId]);
  await page.getByTestId('reprint-back').click();
  await expect(page).toHaveURL(`/contracts/${loan.finfluxId}`);
  // A reprint leaves the contract as it was.
  await expect(statusOf(page)).toHaveText('Đã giải ngân');
  for (const file of [first, second]) {
    const shown = await expectPrintedOnDocumentsTab(page, file.documentId);
    expect(Buffer.compare(shown, file.bytes)).toBe(0);
  }
  return [first, second] as const;
}

for (const layout of layouts) {
  test.describe(`liquidation and reprint (${layout.name})`, () => {
    test('liquidation of an overdue contract with its fee: rate → preview → save and print → closed', async ({
      page,
    }, testInfo) => {
      await signInAsAdmin(page, layout, overdueBranch);
      const loan = await preparedOverdueLoan(page, `${layout.name}-${testInfo.retry}`);
      const contract = await contractOf(page, loan);
      expect(contract.status).toBe('OVERDUE');
      // Prepared 6 days past due; a run that crosses midnight in Vietnam sees one day more.
      const lateDays = daysBetween(contract.maturesOn, vietnamDate());
      expect(lateDays).toBeGreaterThanOrEqual(6);
      await openDetail(page, loan);
      await expect(statusOf(page)).toHaveText('Quá hạn');

      await page.getByTestId('action-contract-liquidize').click();
      await expect(page).toHaveURL(`/contracts/${loan.finfluxId}/liquidize`);
      await expect(page.getByTestId('settlement-step-inputs')).toBeVisible();
      const figure = (key: string) => page.getByTestId(`settlement-figure-${key}`);
      // B§5: the rate defaults to 10 %; staff agree 12 % with the client.
      const rate = page.getByTestId('settlement-rate');
      await expect(rate).toHaveValue('10');
      await rate.fill('12');
      await rate.press('Tab');
      await expect(figure('liquidationFee').locator('dt')).toHaveText('Phí thanh lý (12%)');
      const figures = await pageApi(page)<{
        principalAmount: number;
        interestAmount: number;
        roundingFee: number;
      }>('GET', `/crm/api/v2/contracts/finflux-${loan.finfluxId}/`);
      const fee = liquidationFee({ ...figures, rate: 12 });
      expect(fee).toBeGreaterThan(0);
      await expect(figure('liquidationFee').locator('dd')).toHaveText(screenMoney(fee));
      await expect(page.getByTestId('settlement-overdue-fee')).toContainText(`${lateDays} ngày`);
      // The buyer's money covers what is due at that rate: staff type it in.
      const total = screenVnd(await figure('total').locator('dd').innerText());
      await page.getByTestId('payment-amount-0').fill(String(total / 1_000_000));
      await expect(page.getByTestId('settlement-collected-collected').locator('dd')).toHaveText(
        screenMoney(total),
      );
      await expectNoSideScroll(page);

      await page.getByTestId('settlement-next').click();
      await expect(page.getByTestId('settlement-step-preview')).toBeVisible();
      await expect(page.getByTestId('settlement-receipt-frame')).toBeVisible({ timeout: 30_000 });
      const settled = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/contracts/finflux-${loan.finfluxId}:settle/`) &&
          response.request().method() === 'POST',
      );
      await page.getByTestId('settlement-save').click();
      const answer = await settled;
      expect(answer.status()).toBe(200);
      const { document } = (await answer.json()).data as { document: { id: number } };
      // CONTRACT_REPAYMENT_SUCCEEDED.
      await expect(page.getByText('Tất toán hợp đồng thành công')).toBeVisible();
      await expect(page.getByTestId('settlement-step-saved')).toBeVisible();
      const receipt = { documentId: document.id, bytes: await printedFile(page, document.id) };
      await expect.poll(() => printedIds(page)).toEqual([document.id]);
      await expectNoSideScroll(page);
      await page.getByTestId('settlement-done').click();
      await expect(page).toHaveURL(`/contracts/${loan.finfluxId}`);
      await expect(statusOf(page)).toHaveText('Đã tất toán');
      expect((await contractOf(page, loan)).status).toBe('REPAID');

      // The server charged the fee the screen showed, once.
      const fees = await pageApi(page)<{ items: Fee[] }>(
        'GET',
        `/crm/api/v2/contracts/${loan.id}/fees/`,
      );
      expect(fees.items.filter((item) => item.type === 'LIQUIDIZATION')).toEqual([
        expect.objectContaining({ amount: fee }),
      ]);
      const kept = await expectPrintedOnDocumentsTab(page, receipt.documentId);
      expect(Buffer.compare(kept, receipt.bytes)).toBe(0);

      const reading = await readPdf(receipt.bytes);
      expectA4(reading, reading.pageCount);
      const text = reading.pages.join(' ');
      expect(text).toContain('BIÊN NHẬN THANH LÝ HỢP ĐỒNG');
      expect(text).toContain(loan.client.name);
      expect(text).toContain(`Phí thanh lý (12% gốc, lãi và phí) ${printedMoney(fee)}`);
      expect(text).toContain(`(${lateDays} ngày quá hạn)`);
      expect(text).toContain(`TỔNG ĐÃ THU ${printedMoney(total)}`);
      expect(text).toContain(`Bằng chữ: ${printedWords(total)}.`);
    });

    test('reprint of a vehicle contract: 3 pages with the authorization, each print kept', async ({
      page,
    }) => {
      await signInAsAdmin(page, layout);
      // A motorbike on the desktop, a truck on the phone: both print the vehicle authorization.
      const category = layout.name === 'desktop' ? 'MOTORCYCLE' : 'TRUCK';
      const loan = await newLoan(page, { category });
      await openReprint(page, loan);
      await expectNoSideScroll(page);
      const [first, second] = await printTwice(page, loan);

      for (const file of [first, second]) {
        const reading = await readPdf(file.bytes);
        expectA4(reading, 3);
        const [parties = '', terms = '', authorization = ''] = reading.pages;
        expect(parties).toContain('HỢP ĐỒNG CẦM CỐ TÀI SẢN');
        expect(parties).toContain(`Số: ${loan.finfluxId}/HĐCC`);
        expect(parties.toLocaleUpperCase('vi')).toContain(loan.client.name.toLocaleUpperCase('vi'));
        expect(parties).toContain(`Số tiền cầm cố: ${printedMoney(10_000_000)}`);
        expect(parties).toContain(`Số tiền cầm cố bằng chữ: ${printedWords(10_000_000)}.`);
        expect(terms).toContain('ĐIỀU KHOẢN CHUNG');
        expect(authorization).toContain('GIẤY ỦY QUYỀN');
        expect(authorization).toContain(`Biển số đăng ký ${loan.asset.meta.licensePlate}`);
        expect(authorization).toContain(`Số khung ${loan.asset.meta.chassisNumber}`);
        expect(authorization).toContain('Trang 3/3');
      }
    });

    test('reprint of a real-estate contract: 2 pages of mortgage wording, each print kept', async ({
      page,
    }) => {
      await signInAsAdmin(page, layout);
      const loan = await newLoan(page, {
        category: 'REAL_ESTATE',
        approvedAmount: 1_500_000_000,
      });
      await openReprint(page, loan);
      await expectNoSideScroll(page);
      const [first, second] = await printTwice(page, loan);

      for (const file of [first, second]) {
        const reading = await readPdf(file.bytes);
        expectA4(reading, 2);
        const [parties = '', terms = ''] = reading.pages;
        expect(parties).toContain('HỢP ĐỒNG THẾ CHẤP TÀI SẢN');
        expect(parties).toContain(`Số: ${loan.finfluxId}/HĐTC`);
        expect(parties.toLocaleUpperCase('vi')).toContain(loan.client.name.toLocaleUpperCase('vi'));
        // The co-owner signs; the shop keeps the land-use certificate.
        expect(parties).toContain('Trần Văn Bình');
        expect(parties).toContain('Bản chính Giấy chứng nhận quyền sử dụng đất');
        expect(parties).toContain(`Số tiền vay bằng chữ: ${printedWords(1_500_000_000)}.`);
        expect(terms).toContain('hợp đồng chuyển nhượng bất động sản');
        expect(terms).toContain('Trang 2/2');
        expect(reading.pages.join(' ')).not.toContain('GIẤY ỦY QUYỀN');
      }
    });
  });
}
