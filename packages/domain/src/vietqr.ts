import { z } from 'zod';

/**
 * VietQR: the NAPAS 247 profile of the EMVCo merchant-presented QR (research/print-lab.md). The
 * payload is TLV fields (id 2 digits, length 2 digits, value) closed by a CRC-16/CCITT-FALSE over
 * everything before it, the `6304` of the CRC field included. Banking apps read it to prefill a
 * transfer to the shop's account: amount and transfer note included when the bill has them.
 */
const napasGuid = 'A000000727';
/** Service code of a transfer to an account (as opposed to a card, QRIBFTTC). */
const toAccountService = 'QRIBFTTA';
const vndCurrency = '704';
/** The note field (62/08) is read by every bank only up to 25 plain ASCII characters. */
export const transferNoteMaxLength = 25;

/**
 * A transfer note a bank accepts: no diacritics (đ → d), only letters, digits and spaces, spaces
 * collapsed, at most 25 characters. "Tất toán HĐ 1000123" → "Tat toan HD 1000123".
 */
export function sanitizeTransferNote(note: string): string {
  return note
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, transferNoteMaxLength)
    .trim();
}

export const vietQrInput = z.object({
  /** The bank's 6-digit NAPAS BIN (970436 Vietcombank, 970415 VietinBank …). */
  bankBin: z.string().regex(/^\d{6}$/, 'Mã BIN ngân hàng phải có 6 chữ số'),
  /** NAPAS accounts are up to 19 digits. */
  accountNumber: z.string().regex(/^\d{1,19}$/, 'Số tài khoản chỉ gồm chữ số (tối đa 19)'),
  /** Whole VND; absent for a static QR (the payer types the amount). */
  amount: z
    .number()
    .int('Số tiền phải là số nguyên')
    .positive('Số tiền phải lớn hơn 0')
    .max(9_999_999_999_999, 'Số tiền quá lớn')
    .optional(),
  /** Sanitised (see sanitizeTransferNote); left out of the payload when nothing remains. */
  note: z.string().optional(),
});
export type VietQrInput = z.input<typeof vietQrInput>;

function field(id: string, value: string): string {
  return `${id}${value.length.toString().padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index++) {
    crc ^= text.charCodeAt(index) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The VietQR payload for a transfer to `accountNumber` at `bankBin`: dynamic (01 = 12) with an
 * amount, static (01 = 11) without. Throws a ZodError on an invalid BIN, account or amount.
 */
export function vietQrPayload(input: VietQrInput): string {
  const { bankBin, accountNumber, amount, note } = vietQrInput.parse(input);
  const beneficiary = field('00', bankBin) + field('01', accountNumber);
  const merchantAccount =
    field('00', napasGuid) + field('01', beneficiary) + field('02', toAccountService);
  const cleanNote = sanitizeTransferNote(note ?? '');
  const body = [
    field('00', '01'),
    field('01', amount === undefined ? '11' : '12'),
    field('38', merchantAccount),
    field('53', vndCurrency),
    amount === undefined ? '' : field('54', String(amount)),
    field('58', 'VN'),
    cleanNote ? field('62', field('08', cleanNote)) : '',
    '6304',
  ].join('');
  return body + crc16CcittFalse(body);
}
