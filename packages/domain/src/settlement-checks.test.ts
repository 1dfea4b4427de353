import { describe, expect, it } from 'vitest';
import {
  displayDate,
  parseDisplayDate,
  paymentDateError,
  repaymentDateError,
  settlementAmountError,
} from './settlement-checks.ts';

describe('parseDisplayDate (B§9 DD/MM/YYYY)', () => {
  it.each([
    ['24/11/2026', '2026-11-24'],
    ['1/2/2026', '2026-02-01'],
    [' 29/02/2028 ', '2028-02-29'],
    ['31/02/2026', undefined],
    ['29/02/2027', undefined],
    ['2026-11-24', undefined],
    ['24/13/2026', undefined],
    ['', undefined],
    ['hôm qua', undefined],
  ])('should read %j as %j', (text, expected) => {
    expect(parseDisplayDate(text)).toBe(expected);
  });

  it('should write a business date back as staff type it', () => {
    expect(displayDate('2026-02-01')).toBe('01/02/2026');
    expect(parseDisplayDate(displayDate('2026-02-01'))).toBe('2026-02-01');
  });
});

describe('repaymentDateError (B§5 Repayment date)', () => {
  const rules = { today: '2026-11-24', submittedOn: '2026-10-01', isSuperuser: false };

  it.each([
    [undefined, false, 'INVALID_DATE_FORMAT'],
    ['2026-11-24', false, null],
    ['2026-11-14', false, null],
    ['2026-11-13', false, 'INVALID_REPAYMENT_DATE'],
    ['2026-11-13', true, null],
    ['2026-11-25', false, 'INVALID_REPAYMENT_DATE'],
    ['2026-11-25', true, 'INVALID_REPAYMENT_DATE'],
    ['2026-09-30', true, 'INVALID_REPAYMENT_DATE'],
  ] as const)('should answer %j (superuser %j) with %j', (date, isSuperuser, expected) => {
    expect(repaymentDateError(date, { ...rules, isSuperuser })).toBe(expected);
  });
});

describe('paymentDateError (B§5 Transaction date)', () => {
  const rules = {
    today: '2026-11-24',
    disbursedOn: '2026-10-01',
    latestRegisteredOn: '2026-11-10',
    repaidOn: '2026-11-20',
  };

  it.each([
    [undefined, 'INVALID_DATE_FORMAT'],
    ['2026-11-20', null],
    ['2026-11-10', null],
    ['2026-11-09', 'INVALID_TRANSACTION_DATE'],
    ['2026-11-21', 'INVALID_TRANSACTION_DATE'],
    ['2026-09-30', 'INVALID_TRANSACTION_DATE'],
  ] as const)('should answer %j with %j', (date, expected) => {
    expect(paymentDateError(date, rules)).toBe(expected);
  });

  it('should only hold the payment to today while the repaid date is unreadable', () => {
    expect(paymentDateError('2026-11-24', { ...rules, repaidOn: undefined })).toBeNull();
    expect(paymentDateError('2026-11-25', { ...rules, repaidOn: undefined })).toBe(
      'INVALID_TRANSACTION_DATE',
    );
  });
});

describe('settlementAmountError (B§5 Received amount)', () => {
  it.each([
    [10_650_000, 10_650_000, null],
    [10_649_000, 10_650_000, 'INVALID_AMOUNT'],
    [10_651_000, 10_650_000, 'INVALID_AMOUNT'],
    [0, 10_650_000, 'INVALID_AMOUNT'],
    [0, 0, null],
  ] as const)('collecting %d of %d: %j', (collected, totalDue, expected) => {
    expect(settlementAmountError({ collected, totalDue })).toBe(expected);
  });
});
