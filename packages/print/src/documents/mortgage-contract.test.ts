import { mortgageContractData } from '@pawndesk/domain/print-documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToPdfBuffer } from '../node.ts';
import { type PdfReading, readPdf } from '../testing/read-pdf.ts';
import {
  sampleClient,
  sampleContract,
  sampleIssuer,
  samplePrintedAt,
  sampleProduct,
  sampleRealEstateContract,
  sampleVehicleContract,
} from '../testing/sample-documents.ts';
import { mortgageContractDocument } from './mortgage-contract.tsx';

async function render(data: Parameters<typeof mortgageContractDocument>[0]) {
  return readPdf(await renderToPdfBuffer(mortgageContractDocument(data)));
}

describe('mortgageContractDocument for a vehicle', () => {
  let reading: PdfReading;

  beforeAll(async () => {
    reading = await render(sampleVehicleContract());
  });

  it('should print 3 A4 pages: parties and asset, terms, vehicle authorization (B§2)', () => {
    expect(reading.pageCount).toBe(3);
    for (const size of reading.pageSizes) {
      expect(size.width).toBeCloseTo(595.28, 1);
      expect(size.height).toBeCloseTo(841.89, 1);
    }
    expect(reading.pages[0]).toContain('HỢP ĐỒNG CẦM CỐ TÀI SẢN');
    expect(reading.pages[1]).toContain('ĐIỀU KHOẢN CHUNG');
    expect(reading.pages[2]).toContain('GIẤY ỦY QUYỀN');
    expect(reading.pages[2]).toContain('Trang 3/3');
  });

  it('should print the parties, the asset count 01 and the agreed valuation on page 1', () => {
    const page = reading.pages[0] ?? '';
    expect(page).toContain('Số: 1000123/HĐCC');
    expect(page).toContain('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM');
    expect(page).toContain('NGUYỄN THỊ HỒNG NHUNG');
    expect(page).toContain('Số CCCD: 001190012345');
    expect(page).toMatch(/Xe máy Honda Wave Alpha 110 đời 2022.* 01 /);
    expect(page).toContain('12.000.000 đ (Mười hai triệu đồng)');
  });

  it('should print the B§9 figures: 1.5 % interest, the service fee, received amount, liquidation date', () => {
    const page = reading.pages[0] ?? '';
    expect(page).toContain('Số tiền cầm cố: 10.000.000 đ');
    expect(page).toContain('Số tiền cầm cố bằng chữ: Mười triệu đồng.');
    expect(page).toContain('Lãi suất trong kỳ: 1,5%/30 ngày');
    expect(page).toContain('Phí dịch vụ: 5%/30 ngày');
    expect(page).toContain('Tiền lãi và phí dịch vụ: 650.000 đ (thu trước)');
    expect(page).toContain('Khuyến mãi: − 130.000 đ');
    // approved − interest + discount = 10,000,000 − 650,000 + 130,000.
    expect(page).toContain(
      'Số tiền Bên B nhận: 9.480.000 đ (Chín triệu bốn trăm tám mươi nghìn đồng)',
    );
    expect(page).toContain('Ngày đến hạn: 03-03-2026 (30 ngày)');
    expect(page).toContain('tức từ ngày 06-03-2026');
  });

  it('should print the working hours and the overdue fee on the terms page', () => {
    const page = reading.pages[1] ?? '';
    expect(page).toContain('Thứ Hai đến Thứ Bảy: 8:30 – 18:30; Chủ nhật: 9:00 – 17:00');
    expect(page).toContain('khoảng 21.667 đ mỗi ngày');
    expect(page).toContain('Phí thanh lý là 10%');
  });

  it('should print the vehicle papers on the authorization page', () => {
    const page = reading.pages[2] ?? '';
    for (const text of [
      'Nhãn hiệu Honda',
      'Số loại Wave Alpha 110',
      'Số khung RLHJA3900NY123456',
      'Số máy JA39E-1234567',
      'Màu sơn Đỏ đen bạc',
      'Biển số đăng ký 29H1-123.45',
    ]) {
      expect(page).toContain(text);
    }
  });
});

describe('mortgageContractDocument for real estate and other assets', () => {
  it('should print real estate on 2 pages with the mortgage wording and the co-owner', async () => {
    const reading = await render(sampleRealEstateContract());
    expect(reading.pageCount).toBe(2);
    const page = reading.pages[0] ?? '';
    expect(page).toContain('HỢP ĐỒNG THẾ CHẤP TÀI SẢN');
    expect(page).toContain('Số: 1000123/HĐTC');
    expect(page).toContain('Trần Văn Bình');
    expect(page).toContain('Bản chính Giấy chứng nhận quyền sử dụng đất');
    expect(page).toContain('2.500.000.000 đ (Hai tỷ năm trăm triệu đồng)');
    expect(page).toContain('Số tiền vay bằng chữ: Một tỷ năm trăm triệu đồng.');
    expect(reading.pages.join(' ')).not.toContain('GIẤY ỦY QUYỀN');
    expect(reading.pages[1]).toContain('hợp đồng chuyển nhượng bất động sản');
  });

  it('should print another asset type on 2 pages, without the authorization', async () => {
    const reading = await render(
      mortgageContractData({
        contract: sampleContract({
          assetType: { name: 'Phone', description: 'Điện thoại, máy tính bảng' },
          asset: { ...sampleContract().asset, description: 'iPhone 15 Pro Max 256 GB', meta: {} },
        }),
        client: sampleClient,
        issuer: sampleIssuer,
        printedAt: samplePrintedAt,
        product: sampleProduct,
        valuatedAmount: 15_000_000,
      }),
    );
    expect(reading.pageCount).toBe(2);
    expect(reading.pages[0]).toContain('iPhone 15 Pro Max 256 GB');
    expect(reading.pages[1]).toContain('Trang 2/2');
  });
});
