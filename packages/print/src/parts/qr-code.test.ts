import { vietQrPayload } from '@pawndesk/domain/vietqr';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code.tsx';

describe('qrPath', () => {
  it('should draw exactly the dark modules of the VietQR code', () => {
    const payload = vietQrPayload({
      bankBin: '970415',
      accountNumber: '0011001932418',
      amount: 120_000,
      note: 'ung ho lu lut',
    });
    const { modules } = create(payload, { errorCorrectionLevel: 'M' });
    const { size, d } = qrPath(payload);
    expect(size).toBe(modules.size);
    const drawn = new Set<string>();
    for (const [, x, y, length] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let offset = 0; offset < Number(length); offset++) {
        drawn.add(`${Number(y)},${Number(x) + offset}`);
      }
    }
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) {
        expect(drawn.has(`${row},${column}`)).toBe(Boolean(modules.get(row, column)));
      }
    }
  });
});
