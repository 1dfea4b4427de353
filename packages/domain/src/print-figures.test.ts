import { describe, expect, it } from 'vitest';
import {
  billCopiesPerPage,
  contractPageCount,
  contractVariant,
  formatDocumentTimestamp,
  formatPrintedCount,
  formatPrintedDate,
  formatPrintedRate,
  liquidationDate,
  liquidationGraceDays,
  printedAssetCount,
  printedInterest,
  printedInterestRate,
  printedReceivedAmount,
  serviceFeeRate,
  workingHours,
  workingHoursText,
} from './print-figures.ts';

describe('printed constants (B§9, A§9)', () => {
  it('should print the interest in period as 1.5 %, the number of assets as 01 and 2 bills a page', () => {
    expect(printedInterestRate).toBe(1.5);
    expect(printedAssetCount).toBe('01');
    expect(liquidationGraceDays).toBe(3);
    expect(billCopiesPerPage).toBe(2);
  });

  it('should print the working hours 8:30–18:30 Monday to Saturday and 9:00–17:00 Sunday', () => {
    expect(workingHours).toEqual([
      { days: 'Thứ Hai đến Thứ Bảy', opens: '8:30', closes: '18:30' },
      { days: 'Chủ nhật', opens: '9:00', closes: '17:00' },
    ]);
    expect(workingHoursText()).toBe('Thứ Hai đến Thứ Bảy: 8:30 – 18:30; Chủ nhật: 9:00 – 17:00');
  });
});

describe('serviceFeeRate', () => {
  const noCommitment = { loanTerm: 30, commitmentDays: 0, commitmentPenaltyRate: 0 };
  it.each([
    [6.5, noCommitment, 5],
    [7.4, noCommitment, 5.9],
    [8, noCommitment, 6.5],
    [7.3, noCommitment, 5.8],
    [3.5, { ...noCommitment, loanTerm: 15 }, 2],
    [6.5, { loanTerm: 30, commitmentDays: 45, commitmentPenaltyRate: 1.5 }, 6.5],
    [7.4, { loanTerm: 60, commitmentDays: 45, commitmentPenaltyRate: 1.5 }, 5.9],
    [8, { loanTerm: 90, commitmentDays: 90, commitmentPenaltyRate: 2 }, 6.5],
    [8, { loanTerm: 30, commitmentDays: 60, commitmentPenaltyRate: 2 }, 8.5],
    [1.5, noCommitment, 0],
    [1, noCommitment, 0],
  ])(
    'should print special interest %f with %j as a service fee of %f %%',
    (specialInterest, product, fee) => {
      expect(serviceFeeRate(specialInterest, product)).toBe(fee);
    },
  );
});

describe('liquidationDate', () => {
  it.each([
    ['2026-03-03', '2026-03-06'],
    ['2026-12-30', '2027-01-02'],
    ['2028-02-27', '2028-03-01'],
  ])(
    'should print liquidation for a contract expiring %s from %s (3 days after)',
    (matures, on) => {
      expect(liquidationDate(matures)).toBe(on);
    },
  );
});

describe('printedReceivedAmount', () => {
  it.each([
    // Prepaid 10,000,000 at 6.5 % for 30 days: interest 650,000, a 20 % promotion gives 130,000.
    [10_000_000, 650_000, 0, 130_000, true, 9_480_000],
    [10_000_000, 650_000, 0, 0, true, 9_350_000],
    // 3,333,000 at 7.4 %: interest 246,000 + rounding 1,000.
    [3_333_000, 246_000, 1_000, 0, true, 3_086_000],
    // Postpaid: the interest is paid at the end, the client takes the approved amount.
    [10_000_000, 500_000, 0, 0, false, 10_000_000],
  ])(
    'should print approved %i − interest %i (+ rounding %i) + discount %i (prepaid %s) as %i',
    (approvedAmount, interestAmount, roundingFee, discountAmount, isAdvance, received) => {
      expect(
        printedReceivedAmount({
          approvedAmount,
          interestAmount,
          roundingFee,
          discountAmount,
          isAdvance,
        }),
      ).toBe(received);
    },
  );

  it('should print the interest with its rounding fee', () => {
    expect(printedInterest({ interestAmount: 246_000, roundingFee: 1_000 })).toBe(247_000);
  });
});

describe('contract variant and pages (B§2 reprint, B§9)', () => {
  it.each([
    ['Car', 'VEHICLE', 3],
    ['Bike', 'VEHICLE', 3],
    ['Truck', 'VEHICLE', 3],
    ['Realestate', 'REAL_ESTATE', 2],
    ['Phone', 'OTHER', 2],
    ['Other', 'OTHER', 2],
  ])('should print a %s contract as %s on %i pages', (assetType, variant, pages) => {
    expect(contractVariant(assetType)).toBe(variant);
    expect(contractPageCount(contractVariant(assetType))).toBe(pages);
  });
});

describe('printed formats (B§9 date formats)', () => {
  it.each([
    ['2026-11-24', '24-11-2026'],
    ['2027-01-02', '02-01-2027'],
  ])('should print the date %s as %s (DD-MM-YYYY)', (iso, printed) => {
    expect(formatPrintedDate(iso)).toBe(printed);
  });

  it.each([
    ['2026-11-24T03:30:00Z', '24/11/2026 | 10:30'],
    ['2026-11-24T17:05:00Z', '25/11/2026 | 00:05'],
  ])('should stamp the instant %s as %s in Asia/Ho_Chi_Minh', (instant, stamp) => {
    expect(formatDocumentTimestamp(new Date(instant))).toBe(stamp);
  });

  it.each([
    [1.5, '1,5%'],
    [5.9, '5,9%'],
    [10, '10%'],
    [6.125, '6,125%'],
  ])('should print the rate %f as %s', (rate, printed) => {
    expect(formatPrintedRate(rate)).toBe(printed);
  });

  it('should print counts on two digits', () => {
    expect(formatPrintedCount(3)).toBe('03');
    expect(formatPrintedCount(45)).toBe('45');
  });
});
