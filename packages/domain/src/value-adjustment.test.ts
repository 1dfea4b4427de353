import { describe, expect, it } from 'vitest';
import { checkValueAdjustment } from './value-adjustment.ts';

describe('checkValueAdjustment', () => {
  it.each([
    [undefined, 10_000_000, { ok: false, refusal: 'REQUIRED_FIELD' }],
    [null, 10_000_000, { ok: false, refusal: 'REQUIRED_FIELD' }],
    [0, 10_000_000, { ok: false, refusal: 'INVALID_POSITIVE_NUMBER' }],
    [-500_000, 10_000_000, { ok: false, refusal: 'INVALID_POSITIVE_NUMBER' }],
    [10_000_001, 10_000_000, { ok: false, refusal: 'NEWPRICE_GREATER_OLDPRICE' }],
    [10_000_000, 10_000_000, { ok: true, adjustedAmount: 0 }],
    [8_000_000, 10_000_000, { ok: true, adjustedAmount: 2_000_000 }],
    [1_500, 10_000_000, { ok: true, adjustedAmount: 9_998_500 }],
  ])('should answer a new price of %s on %i approved with %o', (price, approved, answer) => {
    expect(checkValueAdjustment(price, approved)).toEqual(answer);
  });
});
