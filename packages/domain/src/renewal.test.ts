import { describe, expect, it } from 'vitest';
import type { LoanFigures } from './loan-math.ts';
import {
  earlyRenewalDays,
  isValidRenewalDate,
  type RenewalBase,
  receivedAmountRefusal,
  renewalFeeToCharge,
  renewalLateDays,
  renewalMaturity,
  renewalOverdueFee,
  renewalPayable,
  renewalQuote,
  renewalRate,
  revaluation,
} from './renewal.ts';

describe('renewalRate: advance interest converts r to r ÷ (100 − r) × 100 (B§4)', () => {
  it.each([
    [5, true, 5.263],
    [7.4, true, 7.991],
    [3, true, 3.093],
    [10, true, 11.111],
    [5, false, 5],
    [8, false, 8],
  ])('should show %s %% (prepaid: %s) as %s %%', (rate, isAdvance, shown) => {
    expect(renewalRate(rate, isAdvance)).toBe(shown);
  });
});

describe('early-renewal days and the default maturity (B§4)', () => {
  it.each([
    // former maturity, renewal date, early days
    ['2026-11-30', '2026-11-21', 9],
    ['2026-11-21', '2026-11-21', 0],
    ['2026-11-18', '2026-11-21', 0],
    ['2027-01-01', '2026-12-30', 2],
  ])('should count the days before %s when renewing on %s: %s', (maturesOn, renewedOn, days) => {
    expect(earlyRenewalDays(maturesOn, renewedOn)).toBe(days);
  });

  it.each([
    // renewal date, loan term, early days, maturity
    ['2026-11-21', 30, 0, '2026-12-21'],
    ['2026-11-21', 30, 9, '2026-12-30'],
    ['2026-11-21', 90, 0, '2027-02-19'],
    ['2026-12-20', 30, 5, '2027-01-24'],
  ])(
    'should mature a renewal on %s (term %s, %s early days) on %s',
    (renewedOn, loanTerm, early, maturesOn) => {
      expect(renewalMaturity({ renewedOn, loanTerm, earlyRenewalDays: early })).toBe(maturesOn);
    },
  );
});

describe('renewal late days: former due date to the renewal, less early-renewal days, ≥ 0', () => {
  it.each([
    // former maturity, renewal date, early days, late days
    ['2026-11-18', '2026-11-21', 0, 3],
    ['2026-11-18', '2026-11-21', 2, 1],
    ['2026-11-18', '2026-11-21', 5, 0],
    ['2026-11-21', '2026-11-21', 0, 0],
    ['2026-11-30', '2026-11-21', 9, 0],
    ['2026-10-22', '2026-11-21', 0, 30],
  ])('should count %s → %s with %s early days as %s', (formerMaturesOn, renewedOn, early, late) => {
    expect(renewalLateDays({ formerMaturesOn, renewedOn, earlyRenewalDays: early })).toBe(late);
  });
});

describe('the overdue fee a renewal carries and what is left to charge', () => {
  // Interest 500,000 over 30 days: 16,666.67 a day.
  const base = { interestAmount: 500_000, loanTerm: 30, overridedOverdueFee: null };
  it.each([
    // late days, charged, carried, to charge
    [3, 0, 50_000, 50_000],
    [1, 0, 17_000, 17_000],
    [3, 20_000, 50_000, 30_000],
    [0, 0, 0, 0],
    // A fee charged beyond the late days stays: nothing is given back by renewing.
    [1, 50_000, 50_000, 0],
  ])(
    'should carry %s late days with %s charged as %s, charging %s',
    (lateDays, charged, carried, toCharge) => {
      const fee = renewalOverdueFee({ ...base, lateDays, chargedOverdueFee: charged });
      expect([fee, renewalFeeToCharge(fee, charged)]).toEqual([carried, toCharge]);
    },
  );

  it('should carry the override when one is set, whatever the late days', () => {
    const fee = renewalOverdueFee({
      ...base,
      lateDays: 3,
      chargedOverdueFee: 10_000,
      overridedOverdueFee: 30_000,
    });
    expect([fee, renewalFeeToCharge(fee, 10_000)]).toEqual([30_000, 20_000]);
  });
});

describe('revaluation: the asset lost more than 10 % → extra interest (B§4, A§9)', () => {
  it.each([
    // approved, adjusted, prepaid at 5 %, required, new price, extra interest
    [10_000_000, 0, false, false, 10_000_000, 0],
    [10_000_000, 1_000_000, false, false, 9_000_000, 0],
    [10_000_000, 1_001_000, false, true, 8_999_000, 1_001_000],
    [10_000_000, 3_000_000, false, true, 7_000_000, 3_000_000],
    // Prepaid: adjusted − adjusted × 5 % (the interest on it was taken at disbursal).
    [10_000_000, 3_000_000, true, true, 7_000_000, 2_850_000],
    [7_500_000, 750_000, true, false, 6_750_000, 0],
    [7_500_000, 751_000, true, true, 6_749_000, 713_000],
  ])(
    'should revalue %s adjusted by %s (prepaid %s): %s, new price %s, extra %s',
    (approvedAmount, adjustedAmount, isAdvance, required, newPrice, extraInterest) => {
      expect(revaluation({ approvedAmount, adjustedAmount, isAdvance, interestRate: 5 })).toEqual({
        required,
        newPrice,
        extraInterest,
      });
    },
  );
});

describe('the renewal date (B§5)', () => {
  it.each([
    // renewal date, superuser, former submitted, valid
    ['2026-11-21', false, '2026-11-12', true],
    ['2026-11-12', false, '2026-11-12', true],
    ['2026-11-11', false, '2026-10-01', true],
    ['2026-11-10', false, '2026-10-01', false],
    ['2026-11-11', false, '2026-11-12', false],
    ['2026-11-01', true, '2026-10-01', true],
    ['2026-10-01', true, '2026-10-02', false],
    ['2026-11-22', true, '2026-11-12', false],
  ])(
    'should judge %s (superuser %s, former from %s): %s',
    (renewedOn, isSuperuser, formerSubmittedOn, valid) => {
      expect(
        isValidRenewalDate({ renewedOn, today: '2026-11-21', isSuperuser, formerSubmittedOn }),
      ).toBe(valid);
    },
  );
});

describe('what renewing costs and the received-amount check (A§9, B§5)', () => {
  /** Postpaid 10,000,000 at 5 %: interest 500,000, 50,000 overdue fee charged. */
  const former: LoanFigures = {
    principalAmount: 10_000_000,
    interestAmount: 500_000,
    roundingFee: 0,
    overdueFee: 50_000,
    liquidationFee: 0,
    failedCommitmentFee: 0,
    storageFee: 0,
    renewalDifference: 0,
    adjustedAmount: 0,
    repaidAmount: 0,
    waivedAmount: 0,
    isAdvance: false,
    interestRate: 5,
  };
  it.each([
    ['the same loan: interest and fee', former, 10_000_000, 550_000],
    ['a smaller loan: 2,000,000 of principal too', former, 8_000_000, 2_550_000],
    ['a larger loan paying out more than is owed', former, 11_000_000, 0],
    ['a loan 300,000 larger', former, 10_300_000, 250_000],
    ['after 200,000 paid already', { ...former, repaidAmount: 200_000 }, 10_000_000, 350_000],
    [
      'a value adjustment (the extra interest)',
      { ...former, adjustedAmount: 2_000_000 },
      10_000_000,
      2_550_000,
    ],
  ])('should cost %s', (_case, figures, newApproved, payable) => {
    expect(renewalPayable(figures, newApproved)).toBe(payable);
  });

  it.each([
    [550_000, 550_000, null],
    [549_000, 550_000, 'SHORT'],
    [551_000, 550_000, 'OVER'],
    [0, 0, null],
    [1_000, 0, 'OVER'],
  ])('should judge %s received for %s due: %s', (received, payable, refusal) => {
    expect(receivedAmountRefusal(received, payable)).toBe(refusal);
  });
});

describe('renewalQuote: the editor figures, computed as the save computes them (0022)', () => {
  /** Postpaid 10,000,000 at 5 % for 30 days (interest 500,000: 16,667 a day), matures 11-20. */
  const former: RenewalBase = {
    principalAmount: 10_000_000,
    approvedAmount: 10_000_000,
    interestAmount: 500_000,
    roundingFee: 0,
    overdueFee: 0,
    liquidationFee: 0,
    failedCommitmentFee: 0,
    storageFee: 0,
    renewalDifference: 0,
    adjustedAmount: 0,
    repaidAmount: 0,
    waivedAmount: 0,
    isAdvance: false,
    interestRate: 5,
    maturesOn: '2026-11-20',
    loanTerm: 30,
    chargedOverdueFee: 0,
    overridedOverdueFee: null,
  };
  it.each<[string, Partial<RenewalBase>, string, number, number | null, number, object]>([
    // case, former changes, renewed on, early days, override, new approved → figures
    [
      'on time',
      {},
      '2026-11-20',
      0,
      null,
      10_000_000,
      { lateDays: 0, overdueFee: 0, feeToCharge: 0, payable: 500_000 },
    ],
    [
      'early',
      {},
      '2026-11-15',
      5,
      null,
      10_000_000,
      { lateDays: 0, overdueFee: 0, feeToCharge: 0, payable: 500_000 },
    ],
    [
      '3 days late',
      {},
      '2026-11-23',
      0,
      null,
      10_000_000,
      { lateDays: 3, overdueFee: 50_000, feeToCharge: 50_000, payable: 550_000 },
    ],
    [
      '3 days late, 2 early days granted',
      {},
      '2026-11-23',
      2,
      null,
      10_000_000,
      { lateDays: 1, overdueFee: 17_000, feeToCharge: 17_000, payable: 517_000 },
    ],
    [
      '3 days late, 20,000 charged',
      { chargedOverdueFee: 20_000 },
      '2026-11-23',
      0,
      null,
      10_000_000,
      { lateDays: 3, overdueFee: 50_000, feeToCharge: 30_000, payable: 550_000 },
    ],
    [
      '3 days late, fee overridden to 10,000',
      {},
      '2026-11-23',
      0,
      10_000,
      10_000_000,
      { lateDays: 3, overdueFee: 10_000, feeToCharge: 10_000, payable: 510_000 },
    ],
    [
      '3 days late into a smaller loan',
      {},
      '2026-11-23',
      0,
      null,
      9_000_000,
      { lateDays: 3, overdueFee: 50_000, feeToCharge: 50_000, payable: 1_550_000 },
    ],
  ])('%s', (_case, changes, renewedOn, early, override, newApproved, figures) => {
    expect(
      renewalQuote({
        former: { ...former, ...changes },
        renewedOn,
        earlyRenewalDays: early,
        overridedOverdueFee: override,
        newApprovedAmount: newApproved,
      }),
    ).toMatchObject(figures);
  });

  it.each([
    [
      'lost 10 % exactly: no revaluation (the renew amount still carries the adjustment)',
      1_000_000,
      false,
      0,
      1_500_000,
    ],
    ['lost 12 %: revaluation, 1,200,000 extra interest', 1_200_000, true, 1_200_000, 1_700_000],
  ])('%s', (_case, adjustedAmount, required, extraInterest, payable) => {
    const quote = renewalQuote({
      former: { ...former, adjustedAmount },
      renewedOn: '2026-11-20',
      earlyRenewalDays: 0,
      overridedOverdueFee: null,
      newApprovedAmount: 10_000_000,
    });
    expect(quote.revaluation).toMatchObject({ required, extraInterest });
    expect(quote.payable).toBe(payable);
  });
});
