import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, sanitizeTransferNote, vietQrPayload } from './vietqr.ts';

/** research/print-lab.md: the published VietQR vector (its CRC C15C recomputed there). */
const publishedVector =
  '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';

/** Splits a TLV string into its fields, checking every length on the way. */
function tlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let index = 0;
  while (index < payload.length) {
    const id = payload.slice(index, index + 2);
    const length = Number(payload.slice(index + 2, index + 4));
    fields.set(id, payload.slice(index + 4, index + 4 + length));
    index += 4 + length;
  }
  expect(index).toBe(payload.length);
  return fields;
}

describe('crc16CcittFalse', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    [publishedVector.slice(0, -4), 'C15C'],
  ])('should give the CRC of %j as %s', (text, crc) => {
    expect(crc16CcittFalse(text)).toBe(crc);
  });
});

describe('vietQrPayload', () => {
  it('should reproduce the published vector exactly when given its amount, bank, account and note', () => {
    expect(
      vietQrPayload({
        bankBin: '970415',
        accountNumber: '0011001932418',
        amount: 120_000,
        note: 'ung ho lu lut',
      }),
    ).toBe(publishedVector);
  });

  it('should make a static QR (01 = 11, no amount field) when no amount is given', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNumber: '1234567890' });
    expect(payload).toBe(
      `00020101021138540010A00000072701240006970436011012345678900208QRIBFTTA5303704` +
        `5802VN6304${crc16CcittFalse(payload.slice(0, -4))}`,
    );
    const fields = tlv(payload);
    expect(fields.get('01')).toBe('11');
    expect(fields.has('54')).toBe(false);
    expect(fields.has('62')).toBe(false);
  });

  it('should carry the amount, the sanitised note and a valid CRC when the bill is paid by transfer', () => {
    const payload = vietQrPayload({
      bankBin: '970418',
      accountNumber: '21510000123456',
      amount: 12_706_000,
      note: 'Tất toán HĐ 1000123',
    });
    const fields = tlv(payload);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('38')).toBe(
      '0010A00000072701280006970418011421510000123456' + '0208QRIBFTTA',
    );
    expect(fields.get('53')).toBe('704');
    expect(fields.get('54')).toBe('12706000');
    expect(fields.get('58')).toBe('VN');
    expect(fields.get('62')).toBe('0819Tat toan HD 1000123');
    expect(fields.get('63')).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it.each([
    [{ bankBin: '97041', accountNumber: '123' }, 'Mã BIN'],
    [{ bankBin: '97041A', accountNumber: '123' }, 'Mã BIN'],
    [{ bankBin: '970415', accountNumber: '0011-0019' }, 'Số tài khoản'],
    [{ bankBin: '970415', accountNumber: '' }, 'Số tài khoản'],
    [{ bankBin: '970415', accountNumber: '12345678901234567890' }, 'Số tài khoản'],
    [{ bankBin: '970415', accountNumber: '123', amount: 0 }, 'lớn hơn 0'],
    [{ bankBin: '970415', accountNumber: '123', amount: 1500.5 }, 'số nguyên'],
  ])('should refuse %j', (input, message) => {
    expect(() => vietQrPayload(input)).toThrow(message);
  });
});

describe('sanitizeTransferNote', () => {
  it.each([
    ['ung ho lu lut', 'ung ho lu lut'],
    ['Tất toán HĐ 1000123', 'Tat toan HD 1000123'],
    ['  Đặng   Thị Ngọc—Ánh  ', 'Dang Thi Ngoc Anh'],
    ['1000123', '1000123'],
    ['Thanh toán hợp đồng số 1000123 chi nhánh', 'Thanh toan hop dong so 10'],
    ['Trả nợ hợp đồng 12345 x', 'Tra no hop dong 12345 x'],
    ['!!!', ''],
  ])('should turn %j into %j (ASCII, at most 25 characters)', (note, clean) => {
    expect(sanitizeTransferNote(note)).toBe(clean);
    expect(clean.length).toBeLessThanOrEqual(25);
  });

  it('should leave the note field out when nothing printable remains', () => {
    const payload = vietQrPayload({ bankBin: '970415', accountNumber: '123', note: '–' });
    expect(tlv(payload).has('62')).toBe(false);
  });
});
