import { beforeAll, describe, expect, it } from 'vitest';
import { renderToPdfBuffer } from '../node.ts';
import { type PdfReading, readPdf } from '../testing/read-pdf.ts';
import { sampleLiquidationReceipt, sampleRepaymentReceipt } from '../testing/sample-documents.ts';
import { liquidationReceiptDocument, liquidationReceiptTitle } from './liquidation-receipt.tsx';
import { repaymentReceiptDocument, repaymentReceiptTitle } from './repayment-receipt.tsx';

describe('repaymentReceiptDocument', () => {
  let reading: PdfReading;

  beforeAll(async () => {
    reading = await readPdf(
      await renderToPdfBuffer(repaymentReceiptDocument(sampleRepaymentReceipt())),
    );
  });

  it('should print one A4 page headed with the receipt title', () => {
    expect(reading.pageCount).toBe(1);
    expect(reading.pageSizes[0]?.width).toBeCloseTo(595.28, 1);
    expect(reading.pageSizes[0]?.height).toBeCloseTo(841.89, 1);
    expect(reading.pages[0]).toContain(repaymentReceiptTitle);
    expect(reading.pages[0]).toContain('Ngày thanh toán: 08-03-2026');
  });

  it('should print the client, what is due, the payments in posting order and the words', () => {
    const page = reading.pages[0] ?? '';
    expect(page).toContain('Khách hàng: Nguyễn Thị Hồng Nhung');
    expect(page).toContain('TỔNG PHẢI THANH TOÁN 10.108.000 đ');
    expect(page).toMatch(
      /1 08-03-2026 Tiền mặt 5\.108\.000 đ 2 08-03-2026 Chuyển khoản 5\.000\.000 đ/,
    );
    expect(page).toContain('TỔNG ĐÃ THU 10.108.000 đ');
    expect(page).toContain('Bằng chữ: Mười triệu một trăm linh tám nghìn đồng.');
    expect(page).not.toContain('Còn lại phải thanh toán');
  });
});

describe('liquidationReceiptDocument', () => {
  let reading: PdfReading;

  beforeAll(async () => {
    reading = await readPdf(
      await renderToPdfBuffer(liquidationReceiptDocument(sampleLiquidationReceipt())),
    );
  });

  it('should print the liquidation title, the fee at its rate and the liquidation date', () => {
    const page = reading.pages[0] ?? '';
    expect(reading.pageCount).toBe(1);
    expect(page).toContain(liquidationReceiptTitle);
    // (10,000,000 + 650,000) × 10 % = 1,065,000 (B§9).
    expect(page).toContain('Phí thanh lý (10% gốc, lãi và phí) 1.065.000 đ');
    expect(page).toContain('TỔNG PHẢI THANH TOÁN 11.173.000 đ');
    expect(page).toContain('Bằng chữ: Mười một triệu một trăm bảy mươi ba nghìn đồng.');
    expect(page).toContain('từ ngày 06-03-2026');
    expect(page).toContain('Nguyễn Thị Hồng Nhung');
  });

  it('should print what remains to pay after a partial payment', async () => {
    const partial = await readPdf(
      await renderToPdfBuffer(liquidationReceiptDocument(sampleLiquidationReceipt(11_000_000))),
    );
    expect(partial.pages[0]).toContain(
      'Còn lại phải thanh toán: 173.000 đ (Một trăm bảy mươi ba nghìn đồng).',
    );
  });

  it('should print what is returned to the client when the sale brings more than is due', async () => {
    const surplus = await readPdf(
      await renderToPdfBuffer(liquidationReceiptDocument(sampleLiquidationReceipt(12_000_000))),
    );
    expect(surplus.pages[0]).toContain(
      'Số tiền dư trả lại khách hàng: 827.000 đ (Tám trăm hai mươi bảy nghìn đồng).',
    );
  });
});
