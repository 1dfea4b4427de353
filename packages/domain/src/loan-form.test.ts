import { describe, expect, it } from 'vitest';
import {
  clampInterestRate,
  interestRateBounds,
  type LoanFormContext,
  type LoanFormValues,
  loanFormErrors,
  orderedProducts,
} from './loan-form.ts';

describe('interestRateBounds and clampInterestRate (B§5: product min/max, default max 20)', () => {
  it.each([
    // product min, max → bounds min, max, locked
    [3, 7.4, 3, 7.4, false],
    [0, 0, 0, 20, false],
    [5, 0, 5, 20, false],
    [6, 6, 6, 6, true],
    [8, 5, 8, 8, true],
  ])('should bound a product of %s–%s to %s–%s (locked: %s)', (min, max, lo, hi, locked) => {
    expect(interestRateBounds({ minInterestRate: min, maxInterestRate: max })).toEqual({
      min: lo,
      max: hi,
      isLocked: locked,
    });
  });

  it('should allow 0–20 without a product', () => {
    expect(interestRateBounds(null)).toEqual({ min: 0, max: 20, isLocked: false });
  });

  it.each([
    [5, 5],
    [2, 3],
    [9.5, 7.4],
    [4.12345, 4.123],
    [Number.NaN, 3],
  ])('should clamp %s into 3–7.4 as %s', (rate, clamped) => {
    expect(clampInterestRate(rate, { min: 3, max: 7.4, isLocked: false })).toBe(clamped);
  });
});

const today = '2026-11-25';
const valid: LoanFormValues = {
  productId: 1,
  interestRate: 5,
  approvedAmount: 10_000_000,
  disbursedOn: today,
  maturesOn: '2026-12-25',
};
const create: LoanFormContext = {
  mode: 'CREATE',
  today,
  isSuperuser: false,
  valuatedAmount: 12_000_000,
  disbursementAmount: 9_500_000,
};

describe('loanFormErrors (B§5 loan form)', () => {
  it('should accept a complete form', () => {
    expect(loanFormErrors(valid, create)).toEqual({});
  });

  it.each<[string, Partial<LoanFormValues>, Partial<LoanFormContext>, object]>([
    ['no product', { productId: null }, {}, { productId: 'REQUIRED' }],
    ['no rate', { interestRate: null }, {}, { interestRate: 'REQUIRED' }],
    ['no amount', { approvedAmount: null }, {}, { approvedAmount: 'REQUIRED' }],
    [
      'approved above valuated',
      { approvedAmount: 12_000_001 },
      {},
      { approvedAmount: 'APPROVED_AMOUNT_GREATER_THAN_VALUATED_AMOUNT' },
    ],
    ['approved equal to valuated', { approvedAmount: 12_000_000 }, {}, {}],
    [
      'a negative disbursement',
      {},
      { disbursementAmount: -1000 },
      { approvedAmount: 'INVALID_DISBURSEMENT_AMOUNT' },
    ],
    ['a zero disbursement', {}, { disbursementAmount: 0 }, {}],
    ['no date', { disbursedOn: '' }, {}, { disbursedOn: 'REQUIRED' }],
    [
      'an unparsable date',
      { disbursedOn: '2026-02-30' },
      {},
      { disbursedOn: 'INVALID_DATE_FORMAT' },
    ],
    ['10 days back', { disbursedOn: '2026-11-15' }, {}, {}],
    [
      '11 days back',
      { disbursedOn: '2026-11-14' },
      {},
      { disbursedOn: 'INVALID_DISBURSEMENT_DATE' },
    ],
    ['11 days back as superuser', { disbursedOn: '2026-11-14' }, { isSuperuser: true }, {}],
    [
      'tomorrow',
      { disbursedOn: '2026-11-26', maturesOn: '2026-12-26' },
      { isSuperuser: true },
      { disbursedOn: 'INVALID_DISBURSEMENT_DATE' },
    ],
    [
      'renewing 11 days back',
      { disbursedOn: '2026-11-14' },
      { mode: 'RENEW', formerSubmittedOn: '2026-10-01' },
      { disbursedOn: 'INVALID_RENEWAL_DATE' },
    ],
    [
      'renewing before the former submission',
      { disbursedOn: '2026-11-20' },
      { mode: 'RENEW', formerSubmittedOn: '2026-11-21', isSuperuser: true },
      { disbursedOn: 'INVALID_RENEWAL_DATE' },
    ],
    [
      'renewing on the former submission day',
      { disbursedOn: '2026-11-21' },
      { mode: 'RENEW', formerSubmittedOn: '2026-11-21' },
      {},
    ],
    ['no maturity', { maturesOn: '' }, {}, { maturesOn: 'REQUIRED' }],
    ['maturity unparsable', { maturesOn: '25/12/2026' }, {}, { maturesOn: 'INVALID_DATE_FORMAT' }],
    ['maturity on the same day', { maturesOn: today }, {}, { maturesOn: 'INVALID_MATURITY_DATE' }],
    [
      'maturity before the date',
      { maturesOn: '2026-11-20' },
      {},
      { maturesOn: 'INVALID_MATURITY_DATE' },
    ],
  ])('%s', (_name, values, context, errors) => {
    expect(loanFormErrors({ ...valid, ...values }, { ...create, ...context })).toEqual(errors);
  });
});

describe('orderedProducts (B§9: prepaid 30-day, postpaid 30-day, prepaid other, postpaid other)', () => {
  it('should order the product list', () => {
    const products = [
      { productName: 'D', interestType: 'ARREARS', loanTerm: 60 },
      { productName: 'C', interestType: 'ADVANCE', loanTerm: 90 },
      { productName: 'B', interestType: 'ARREARS', loanTerm: 30 },
      { productName: 'A2', interestType: 'ADVANCE', loanTerm: 30 },
      { productName: 'A1', interestType: 'ADVANCE', loanTerm: 30 },
    ] as const;
    expect(orderedProducts(products).map((product) => product.productName)).toEqual([
      'A1',
      'A2',
      'B',
      'C',
      'D',
    ]);
  });
});
