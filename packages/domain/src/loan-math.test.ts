import { describe, expect, it } from 'vitest';
import {
  adjustedAmountFor,
  advanceAdjustedAmount,
  advanceCollected,
  advanceRate,
  dueDate,
  failedCommitmentFee,
  type LoanFigures,
  lateDays,
  liquidationFee,
  liquidationRate,
  loanTerms,
  newPriceOf,
  newPriceRefusal,
  oldContractPenalty,
  outstanding,
  overdueFee,
  overdueFeeDue,
  promotionDiscount,
  receivedAmount,
  redeemAmount,
  redemptionTotal,
  renewAmount,
  renewalDue,
  repaidShown,
  repaymentSchedule,
  termInterest,
  totalDue,
  unchargedOverdueFee,
  waivableInterest,
} from './loan-math.ts';

const monthly = { loanTerm: 30, repayEvery: 30 };
const promotion = {
  interestDiscount: 20,
  minDiscount: 50_000,
  maxDiscount: 500_000,
  minPayout: 3_000_000,
};

describe('termInterest', () => {
  it.each([
    [10_000_000, 6.5, monthly, 650_000, 0],
    [3_333_000, 7.4, monthly, 246_000, 1_000],
    [10_000_000, 7, { loanTerm: 60, repayEvery: 30 }, 1_400_000, 0],
    [5_000_000, 3.5, { loanTerm: 15, repayEvery: 15 }, 175_000, 0],
    [1_234_567_000, 7.999, monthly, 98_753_000, 1_000],
    [9_000_000_000_000, 7.4, { loanTerm: 90, repayEvery: 30 }, 1_998_000_000_000, 0],
  ])(
    'should give %i at %f %% the interest %i and rounding fee %i',
    (principal, rate, product, interest, rounding) => {
      expect(termInterest(principal, rate, product)).toEqual({
        interestAmount: interest,
        roundingFee: rounding,
      });
    },
  );
});

describe('dates of a loan', () => {
  it('should make the due date the created date plus repayEvery days (B§9)', () => {
    expect(dueDate('2026-11-21', 30)).toBe('2026-12-21');
    expect(dueDate('2026-01-31', 30)).toBe('2026-03-02');
  });

  it.each([
    ['2026-11-01', '2026-11-08', 7],
    ['2026-11-01', '2026-11-01', 0],
    ['2026-11-01', '2026-10-25', 0],
  ])('should count late days from maturity %s to payment %s as %i', (matures, paid, days) => {
    expect(lateDays(matures, paid)).toBe(days);
  });
});

describe('overdueFee (DECISIONS.md: late days × interest ÷ loan term, nearest 1,000)', () => {
  it.each([
    [650_000, 30, '2026-11-01', '2026-11-08', 152_000],
    [650_000, 30, '2026-11-01', '2026-11-02', 22_000],
    [650_000, 30, '2026-11-01', '2026-10-30', 0],
    [1_400_000, 60, '2026-10-01', '2026-10-31', 700_000],
    [246_000, 30, '2026-11-01', '2026-11-04', 25_000],
  ])('interest %i over %i days, matured %s, paid %s → %i', (interest, term, matures, paid, fee) => {
    expect(
      overdueFee({
        interestAmount: interest,
        loanTerm: term,
        maturesOn: matures,
        paymentDate: paid,
      }),
    ).toBe(fee);
  });
});

describe('liquidation', () => {
  it.each([
    [undefined, 10],
    [10, 10],
    [-15, 15],
    [0, 1],
    [250, 100],
    [Number.NaN, 10],
  ])('should clamp the rate %s to %i (B§5)', (rate, clamped) => {
    expect(liquidationRate(rate)).toBe(clamped);
  });

  it.each([
    [10, 1_065_000],
    [-15, 1_598_000],
    [0, 107_000],
    [250, 10_650_000],
  ])('should charge (principal + interest + rounding) × %s %% → %i', (rate, fee) => {
    expect(
      liquidationFee({
        principalAmount: 10_000_000,
        interestAmount: 650_000,
        roundingFee: 0,
        rate,
      }),
    ).toBe(fee);
  });
});

describe('failedCommitmentFee', () => {
  const product = { commitmentDays: 45, commitmentPenaltyRate: 1.5, loanTerm: 60 };
  it.each([
    [20, 50_000],
    [1, 3_000],
    [44, 110_000],
    [45, 0],
    [60, 0],
  ])('held %i days → %i', (daysHeld, fee) => {
    expect(failedCommitmentFee({ principalAmount: 10_000_000, daysHeld, product })).toBe(fee);
  });

  it('should charge nothing on a product without a commitment', () => {
    const none = { commitmentDays: 0, commitmentPenaltyRate: 0, loanTerm: 30 };
    expect(failedCommitmentFee({ principalAmount: 10_000_000, daysHeld: 3, product: none })).toBe(
      0,
    );
  });
});

describe('advance interest', () => {
  it.each([
    [7.4, 7.991],
    [6.5, 6.952],
    [0, 0],
  ])('should convert %f %% to %f %% (r ÷ (100 − r) × 100)', (rate, converted) => {
    expect(advanceRate(rate)).toBe(converted);
  });

  it.each([
    [2_000_000, 6.5, 1_870_000],
    [1_500_000, 7.4, 1_389_000],
  ])('should make the adjusted amount %i at %f %% → %i', (adjusted, rate, result) => {
    expect(advanceAdjustedAmount(adjusted, rate)).toBe(result);
  });
});

describe('promotionDiscount', () => {
  const base = {
    approvedAmount: 10_000_000,
    interestType: 'ADVANCE' as const,
    promotion,
    isRenewal: false,
  };
  it.each([
    ['within the bounds', { interestAmount: 650_000 }, 130_000],
    ['raised to the minimum', { interestAmount: 100_000 }, 50_000],
    ['capped at the maximum', { interestAmount: 5_000_000 }, 500_000],
    ['postpaid product', { interestAmount: 650_000, interestType: 'ARREARS' as const }, 0],
    ['renewal', { interestAmount: 650_000, isRenewal: true }, 0],
    ['no promotion', { interestAmount: 650_000, promotion: null }, 0],
    ['below the minimum payout', { interestAmount: 650_000, approvedAmount: 2_000_000 }, 0],
  ])('%s', (_label, change, discount) => {
    expect(promotionDiscount({ ...base, ...change })).toBe(discount);
  });
});

describe('receivedAmount and advanceCollected', () => {
  const prepaid = {
    approvedAmount: 10_000_000,
    interestAmount: 650_000,
    roundingFee: 0,
    discount: 130_000,
    storageFee: 50_000,
  };
  it('should pay out approved − interest + discount − fee when prepaid (B§9)', () => {
    expect(receivedAmount({ ...prepaid, interestType: 'ADVANCE' })).toBe(9_430_000);
    expect(advanceCollected({ ...prepaid, interestType: 'ADVANCE' })).toBe(520_000);
  });

  it('should pay out approved − fee and collect nothing upfront when postpaid', () => {
    expect(receivedAmount({ ...prepaid, discount: 0, interestType: 'ARREARS' })).toBe(9_950_000);
    expect(advanceCollected({ ...prepaid, interestType: 'ARREARS' })).toBe(0);
  });
});

describe('loanTerms', () => {
  it('should fix every figure of a new prepaid contract with a promotion', () => {
    const terms = loanTerms({
      approvedAmount: 10_000_000,
      interestRate: 6.5,
      submittedOn: '2026-11-21',
      storageFee: 50_000,
      product: {
        interestType: 'ADVANCE',
        loanTerm: 30,
        repayEvery: 30,
        commitmentDays: 0,
        commitmentPenaltyRate: 0,
      },
      promotion,
      isRenewal: false,
    });
    expect(terms).toEqual({
      principalAmount: 10_000_000,
      interestAmount: 650_000,
      roundingFee: 0,
      discountAmount: 130_000,
      receivedAmount: 9_430_000,
      dueDate: '2026-12-21',
      maturesOn: '2026-12-21',
      isAdvance: true,
    });
  });

  it('should keep an agreed maturity and due every repayEvery days on a long postpaid loan', () => {
    const terms = loanTerms({
      approvedAmount: 20_000_000,
      interestRate: 7,
      submittedOn: '2026-11-21',
      storageFee: 0,
      product: {
        interestType: 'ARREARS',
        loanTerm: 60,
        repayEvery: 30,
        commitmentDays: 0,
        commitmentPenaltyRate: 0,
      },
      promotion,
      isRenewal: false,
      maturesOn: '2027-01-25',
    });
    expect(terms).toMatchObject({
      interestAmount: 2_800_000,
      discountAmount: 0,
      receivedAmount: 20_000_000,
      dueDate: '2026-12-21',
      maturesOn: '2027-01-25',
      isAdvance: false,
    });
  });
});

describe('what is due', () => {
  const figures: LoanFigures = {
    principalAmount: 10_000_000,
    interestAmount: 650_000,
    roundingFee: 0,
    overdueFee: 152_000,
    liquidationFee: 0,
    failedCommitmentFee: 0,
    storageFee: 50_000,
    renewalDifference: 0,
    adjustedAmount: 0,
    repaidAmount: 0,
    waivedAmount: 100_000,
    isAdvance: true,
    interestRate: 6.5,
  };

  it.each([
    ['plain', {}, 10_702_000],
    [
      'liquidation and failed commitment fees',
      { liquidationFee: 1_065_000, failedCommitmentFee: 50_000 },
      11_817_000,
    ],
    ['a positive renewal difference', { renewalDifference: 2_000_000 }, 8_702_000],
    ['rounding fee', { roundingFee: 1_000 }, 10_703_000],
  ])('total due, %s', (_label, change, due) => {
    expect(totalDue({ ...figures, ...change })).toBe(due);
  });

  it('should owe total due − repaid, the redeem amount', () => {
    const paid = { ...figures, repaidAmount: 650_000 };
    expect(outstanding(paid)).toBe(10_052_000);
    expect(redeemAmount(paid)).toBe(10_052_000);
  });

  it.each([
    ['plain', {}, 752_000],
    ['interest paid', { repaidAmount: 650_000 }, 102_000],
    ['prepaid value adjustment', { adjustedAmount: 2_000_000 }, 2_622_000],
    ['postpaid value adjustment', { adjustedAmount: 2_000_000, isAdvance: false }, 2_752_000],
    ['principal paid down (negative difference)', { renewalDifference: -3_000_000 }, 3_752_000],
  ])('renew amount, %s', (_label, change, amount) => {
    expect(renewAmount({ ...figures, ...change })).toBe(amount);
  });

  it.each([
    ['nothing paid yet', {}, 752_000, 0],
    ['interest paid', { repaidAmount: 650_000 }, 102_000, 0],
    ['exactly interest and fees paid', { repaidAmount: 752_000 }, 0, 0],
    // Demo contract #101752: the repayments went 5.807 million beyond interest and fees.
    ['5.807 million beyond interest and fees', { repaidAmount: 6_559_000 }, 0, 5_807_000],
    ['8.407 million beyond', { repaidAmount: 9_159_000 }, 0, 8_407_000],
    ['everything and more', { repaidAmount: 12_000_000 }, 0, 10_000_000],
    [
      'a value adjustment still owed',
      { repaidAmount: 752_000, adjustedAmount: 2_000_000 },
      1_870_000,
      0,
    ],
  ])('renewal due, %s', (_label, change, amount, paidBack) => {
    const due = renewalDue({ ...figures, ...change });
    expect(due).toEqual({
      amount,
      principalPaidBack: paidBack,
      renewalPrincipal: figures.principalAmount - paidBack,
    });
    expect(due.amount).toBeGreaterThanOrEqual(0);
  });

  it('should make the renew amount 0 when the renewal carries the principal paid back', () => {
    const paid = { ...figures, repaidAmount: 6_559_000 };
    expect(renewAmount(paid)).toBe(-5_807_000);
    const { renewalPrincipal } = renewalDue(paid);
    const renewalDifference = renewalPrincipal - paid.principalAmount;
    expect(renewalDifference).toBe(-5_807_000);
    expect(renewAmount({ ...paid, renewalDifference })).toBe(0);
    expect(renewalDue({ ...paid, renewalDifference }).amount).toBe(0);
  });

  it('should show the old-contract penalty and repaid amount as A§9 says', () => {
    expect(oldContractPenalty(-3_000_000)).toBe(3_000_000);
    expect(oldContractPenalty(0)).toBe(0);
    expect(oldContractPenalty(2_000_000)).toBe(0);
    expect(repaidShown(1_000_000, 2_000_000)).toBe(3_000_000);
    expect(repaidShown(1_000_000, -2_000_000)).toBe(1_000_000);
  });

  it('should take the promotion off the redemption total only when not prepaid', () => {
    const base = { totalOutstanding: 10_650_000, overdueFee: 152_000, promotionAmount: 130_000 };
    expect(redemptionTotal({ ...base, prepaid: false })).toBe(10_672_000);
    expect(redemptionTotal({ ...base, prepaid: true })).toBe(10_802_000);
  });
});

describe('repaymentSchedule', () => {
  it('should give a 30-day loan one period with everything at maturity', () => {
    expect(
      repaymentSchedule({
        submittedOn: '2026-11-21',
        maturesOn: '2026-12-21',
        repayEvery: 30,
        principalAmount: 10_000_000,
        interestAmount: 650_000,
        roundingFee: 0,
      }),
    ).toEqual([
      {
        period: 1,
        fromDate: '2026-11-21',
        dueDate: '2026-12-21',
        principalDue: 10_000_000,
        interestDue: 650_000,
        totalDue: 10_650_000,
      },
    ]);
  });

  it('should spread a 90-day loan over three periods, remainder and principal last', () => {
    const periods = repaymentSchedule({
      submittedOn: '2026-11-01',
      maturesOn: '2027-01-30',
      repayEvery: 30,
      principalAmount: 10_000_000,
      interestAmount: 2_000_000,
      roundingFee: 1_000,
    });
    expect(periods.map((p) => [p.dueDate, p.interestDue, p.principalDue])).toEqual([
      ['2026-12-01', 667_000, 0],
      ['2026-12-31', 667_000, 0],
      ['2027-01-30', 667_000, 10_000_000],
    ]);
    expect(periods.reduce((sum, p) => sum + p.interestDue, 0)).toBe(2_001_000);
  });
});

describe('overdueFeeDue and unchargedOverdueFee', () => {
  const c = {
    interestAmount: 650_000,
    maturesOn: '2026-11-01',
    chargedOverdueFee: 0,
    overridedOverdueFee: null,
  };
  it.each([
    ['nothing charged', {}, 152_000, 152_000],
    ['part charged', { chargedOverdueFee: 100_000 }, 52_000, 152_000],
    ['more charged than accrued', { chargedOverdueFee: 200_000 }, 0, 200_000],
    ['an override', { overridedOverdueFee: 50_000 }, 152_000, 50_000],
  ])('%s: uncharged %i, due %i on 2026-11-08', (_label, change, uncharged, due) => {
    const state = { ...c, ...change };
    expect(unchargedOverdueFee(state, 30, '2026-11-08')).toBe(uncharged);
    expect(overdueFeeDue(state, 30, '2026-11-08')).toBe(due);
  });
});

describe('waivableInterest (B§4 waive interest)', () => {
  // 10,000,000 at 6.5 % for 30 days: interest 650,000; 3,333,000 at 7.4 %: 246,000 + 1,000.
  it.each([
    ['nothing waived yet', 650_000, 0, 0, 10_650_000, 650_000],
    ['part waived', 650_000, 0, 200_000, 10_450_000, 450_000],
    ['the rounding fee with it', 246_000, 1_000, 0, 3_580_000, 247_000],
    ['bounded by what settling costs', 650_000, 0, 0, 300_000, 300_000],
    ['all waived', 650_000, 0, 650_000, 10_000_000, 0],
    ['nothing owed', 650_000, 0, 0, 0, 0],
    ['overpaid (owed below 0)', 650_000, 0, 0, -5_000, 0],
  ])('%s', (_label, interestAmount, roundingFee, waivedAmount, owed, waivable) => {
    expect(waivableInterest({ interestAmount, roundingFee, waivedAmount }, owed)).toBe(waivable);
  });
});

describe('value adjustment (B§5: new price positive, not above the old approved amount)', () => {
  it.each([
    [8_000_000, 10_000_000, null, 2_000_000],
    [10_000_000, 10_000_000, null, 0],
    [1_000, 10_000_000, null, 9_999_000],
    [10_000_001, 10_000_000, 'NEWPRICE_GREATER_OLDPRICE', -1],
    [0, 10_000_000, 'INVALID_POSITIVE_NUMBER', 10_000_000],
    [-1, 10_000_000, 'INVALID_POSITIVE_NUMBER', 10_000_001],
  ] as const)(
    'new price %i on approved %i: %s, adjusted amount %i',
    (price, approved, refusal, adjusted) => {
      expect(newPriceRefusal(price, approved)).toBe(refusal);
      expect(adjustedAmountFor(price, approved)).toBe(adjusted);
      expect(newPriceOf(adjusted, approved)).toBe(price);
    },
  );
});
