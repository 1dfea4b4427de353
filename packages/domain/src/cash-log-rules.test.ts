import { describe, expect, it } from 'vitest';
import {
  type CategoryNode,
  categoryChain,
  categoryNeeds,
  contractBookingFund,
  contractPaymentCategoryKeys,
  duplicatesContractPayment,
  exportFileName,
  isCashLogBranch,
  previousMonthEnd,
} from './cash-log-rules.ts';

const categories: CategoryNode[] = [
  { id: 1, key: 'LOAN_REPAYMENT', direction: 1, parent: null },
  { id: 2, key: 'LOAN_DISBURSEMENT', direction: -1, parent: null },
  { id: 3, key: 'COLLATERAL_SALE_PROCEEDS', direction: 1, parent: null },
  { id: 4, key: 'RENEW', direction: 1, parent: 3 },
  { id: 5, key: 'DIRECT_SALE', direction: 1, parent: 3 },
  { id: 6, key: 'ORDINARY_EXPENSE', direction: -1, parent: null },
  { id: 7, key: 'RENT', direction: -1, parent: 6 },
];

describe('categoryNeeds', () => {
  it.each([
    [1, undefined, { contract: true, renewContract: false, subCategory: false }],
    [2, undefined, { contract: true, renewContract: false, subCategory: false }],
    [3, undefined, { contract: true, renewContract: false, subCategory: true }],
    [3, 4, { contract: true, renewContract: true, subCategory: true }],
    [3, 5, { contract: true, renewContract: false, subCategory: true }],
    [6, 7, { contract: false, renewContract: false, subCategory: true }],
    // A sub-category of another category does not count.
    [6, 4, { contract: false, renewContract: false, subCategory: true }],
    [undefined, undefined, { contract: false, renewContract: false, subCategory: false }],
  ])('should answer for category %s / sub %s', (category, sub, needs) => {
    expect(categoryNeeds(categories, category, sub)).toEqual(needs);
  });
});

describe('categoryChain', () => {
  it('should give the parent of a sub-category, the category alone, or nothing', () => {
    expect(categoryChain(categories, 4)?.category.key).toBe('COLLATERAL_SALE_PROCEEDS');
    expect(categoryChain(categories, 4)?.sub?.key).toBe('RENEW');
    expect(categoryChain(categories, 1)).toEqual({ category: categories[0], sub: null });
    expect(categoryChain(categories, 99)).toBeUndefined();
  });
});

describe('cash log constants', () => {
  it.each([
    ['HN01', true],
    ['HO', true],
    ['LVL', false],
    ['GD', false],
  ])('should offer branch %s: %s', (code, offered) => {
    expect(isCashLogBranch(code)).toBe(offered);
  });

  it.each([
    ['2026-11-21', '2026-10-31'],
    ['2026-03-01', '2026-02-28'],
    ['2024-03-15', '2024-02-29'],
    ['2026-01-10', '2025-12-31'],
  ])('should find the previous month end of %s', (today, end) => {
    expect(previousMonthEnd(today)).toBe(end);
  });

  it('should name the export after its range', () => {
    expect(exportFileName('2026-11-01', '2026-11-30')).toBe('cashlog__2026-11-01__2026-11-30.xlsx');
    expect(exportFileName(undefined, undefined)).toBe('cashlog__all__all.xlsx');
  });
});

describe('duplicatesContractPayment', () => {
  const automatic = {
    mifosLoanId: 100_001,
    categoryId: 1,
    direction: 1,
    amount: 2_000_000,
    registrationDate: '2026-11-20',
    status: 'pending',
  };
  it.each([
    ['the same payment', {}, true],
    ['the same payment, already approved', { status: 'registered' }, true],
    ['a retracted automatic entry', { status: 'retracted' }, false],
    ['another contract', { mifosLoanId: 100_002 }, false],
    ['another amount', { amount: 2_000_001 }, false],
    ['another date', { registrationDate: '2026-11-21' }, false],
    ['another category', { categoryId: 2 }, false],
    ['the other direction', { direction: -1 }, false],
  ])('should answer for %s', (_name, change, expected) => {
    const { status, ...typed } = { ...automatic, ...change };
    expect(duplicatesContractPayment(typed, { ...automatic, status })).toBe(expected);
  });

  it('should not count an entry without a contract id as a duplicate', () => {
    expect(duplicatesContractPayment({ ...automatic, mifosLoanId: null }, automatic)).toBe(false);
  });

  it('should book every contract category to a leaf: collateral sales to the counter sale', () => {
    const leaves = categories.filter((node) => !categories.some((c) => c.parent === node.id));
    for (const key of Object.values(contractPaymentCategoryKeys)) {
      expect(leaves.map((node) => node.key)).toContain(key);
    }
    expect(contractPaymentCategoryKeys.COLLATERAL_SALE_PROCEEDS).toBe('DIRECT_SALE');
  });
});

describe('contractBookingFund', () => {
  const branches = [
    { id: 1, code: 'HO' },
    { id: 2, code: 'LVL' },
    { id: 4, code: 'HN01' },
    { id: 5, code: 'HN02' },
  ];
  const funds = [
    { id: 11, type: 'CASH', branchId: 4 },
    { id: 12, type: 'CASH', branchId: 5 },
    { id: 13, type: 'BANK', branchId: 1 },
    { id: 14, type: 'BANK', branchId: null },
    { id: 15, type: 'BANK', branchId: 4, isActive: false },
  ];
  it.each([
    ["the contract branch's cash fund", 'CASH', [5, 4], { fund: 12, branchId: 5 }],
    [
      'the company-wide bank fund for a branch without one',
      'BANK',
      [5, 4],
      { fund: 14, branchId: 5 },
    ],
    ["the staff's branch when the contract sits in LVL", 'CASH', [2, 4], { fund: 11, branchId: 4 }],
    [
      "the staff's branch when the contract branch has no cash fund",
      'CASH',
      [1, 4],
      { fund: 11, branchId: 4 },
    ],
    ['nothing when no branch has one', 'CASH', [1, 2], undefined],
    [
      'the company-wide fund over the branch fund that was deactivated',
      'BANK',
      [4],
      { fund: 14, branchId: 4 },
    ],
  ])('should choose %s', (_name, type, branchIds, expected) => {
    const chosen = contractBookingFund(funds, branches, type, branchIds);
    expect(chosen && { fund: chosen.fund.id, branchId: chosen.branchId }).toEqual(expected);
  });
});
