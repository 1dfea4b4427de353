import { vietQrPayload } from '@pawndesk/domain/vietqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToPdfBuffer } from '../node.ts';
import { type PdfReading, readPdf } from '../testing/read-pdf.ts';
import { readQrCodes } from '../testing/read-qr.ts';
import { sampleRedeemBill } from '../testing/sample-documents.ts';
import { redeemBillDocument, redeemBillTitle } from './redeem-bill.tsx';

const a4 = { width: 595.28, height: 841.89 };

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('redeemBillDocument', () => {
  let transfer: PdfReading;
  let cash: PdfReading;
  let bytes: Buffer;
  let cashBytes: Buffer;

  beforeAll(async () => {
    bytes = await renderToPdfBuffer(redeemBillDocument(sampleRedeemBill('BANK_TRANSFER')));
    transfer = await readPdf(bytes);
    cashBytes = await renderToPdfBuffer(redeemBillDocument(sampleRedeemBill('CASH')));
    cash = await readPdf(cashBytes);
  });

  it('should render a PDF of one A4 page when the bill is printed', () => {
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(transfer.pageCount).toBe(1);
    expect(transfer.pageSizes[0]?.width).toBeCloseTo(a4.width, 1);
    expect(transfer.pageSizes[0]?.height).toBeCloseTo(a4.height, 1);
  });

  it('should print 2 copies on the page, the shop copy and the client copy (B§2, B§9)', () => {
    const page = transfer.pages[0] ?? '';
    expect(count(page, redeemBillTitle)).toBe(2);
    expect(page).toContain('Liên 1: Lưu tại cửa hàng');
    expect(page).toContain('Liên 2: Giao khách hàng');
    expect(count(page, 'Nguyễn Thị Hồng Nhung')).toBeGreaterThanOrEqual(2);
  });

  it('should print the figures, the total in figures and in words, and DD-MM-YYYY dates', () => {
    const page = transfer.pages[0] ?? '';
    expect(page).toContain('Tiền gốc 10.000.000 đ');
    expect(page).toContain('Phí quá hạn (5 ngày quá hạn) 108.000 đ');
    expect(page).toContain('− 520.000 đ');
    expect(count(page, 'TỔNG TIỀN THANH TOÁN 10.108.000 đ')).toBe(2);
    expect(count(page, 'Bằng chữ: Mười triệu một trăm linh tám nghìn đồng.')).toBe(2);
    expect(page).toContain('Ngày giao dịch: 08-03-2026');
    expect(page).toContain('Ngày đến hạn: 03-03-2026');
    expect(page).toContain('In lúc 08/03/2026 | 10:15');
  });

  it('should print the VietQR box with the account and the contract number as note when paid by transfer', () => {
    const page = transfer.pages[0] ?? '';
    expect(count(page, 'Quét mã VietQR để chuyển khoản')).toBe(2);
    expect(page).toContain('STK: 0011004455667');
    expect(page).toContain('Nội dung: 1000123');
    expect(page).toContain('Hình thức thanh toán: Chuyển khoản');
  });

  it("should print on each copy a QR code a phone reads as the VietQR transfer of the total to the branch's account", async () => {
    // The sample branch's account, the bill's total and the contract number as the note.
    const expected = vietQrPayload({
      bankBin: '970436',
      accountNumber: '0011004455667',
      amount: 10_108_000,
      note: '1000123',
    });
    expect(await readQrCodes(bytes, { bands: 2 })).toEqual([expected, expected]);
    expect(await readQrCodes(cashBytes, { bands: 2 })).toEqual([null, null]);
  });

  it('should print no QR when paid in cash', () => {
    const page = cash.pages[0] ?? '';
    expect(page).not.toContain('VietQR');
    expect(page).toContain('Hình thức thanh toán: Tiền mặt');
    expect(cash.pageCount).toBe(1);
  });
});
