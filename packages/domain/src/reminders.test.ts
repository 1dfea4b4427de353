import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  barChartStep,
  bigClientFilter,
  dueContractsFetchEnd,
  isExtraDueContract,
  isInactiveDueContract,
  latenessGroup,
  latenessGroups,
  liquidationRefusal,
  nextActionLabel,
  type PaymentCalculationRow,
  paymentCalculationTotal,
  reminderPresetWindow,
  wrapReminderTime,
} from './reminders.ts';

describe('latenessGroup', () => {
  it.each([
    [-1, null],
    [0, 'today'],
    [1, 'late1Day'],
    [2, 'late2To3Days'],
    [3, 'late2To3Days'],
    [4, 'late4To5Days'],
    [5, 'late4To5Days'],
    [6, 'lateOver5Days'],
    [400, 'lateOver5Days'],
  ])('should put %i late days in %s', (days, group) => {
    expect(latenessGroup(days)).toBe(group);
  });
});

describe('reminderPresetWindow', () => {
  const today = '2026-11-24';
  it.each([
    ['today', { fromDate: '2026-11-24', toDate: '2026-11-24' }],
    ['late1To3Days', { fromDate: '2026-11-21', toDate: '2026-11-23' }],
    ['late2To3Days', { fromDate: '2026-11-21', toDate: '2026-11-22' }],
    ['late4To5Days', { fromDate: '2026-11-19', toDate: '2026-11-20' }],
    ['lateOver3Days', { toDate: '2026-11-20' }],
    ['lateOver5Days', { toDate: '2026-11-18' }],
    ['prior1To3Days', { fromDate: '2026-11-25', toDate: '2026-11-27' }],
    ['all', { toDate: '2026-11-24' }],
  ] as const)('should give the %s preset its window', (preset, window) => {
    expect(reminderPresetWindow(preset, today)).toEqual(window);
  });

  it('should cross a month end', () => {
    expect(reminderPresetWindow('late4To5Days', '2026-03-02')).toEqual({
      fromDate: '2026-02-25',
      toDate: '2026-02-26',
    });
  });
});

describe('bigClientFilter', () => {
  const end = '2026-11-24';
  it.each([
    ['today', '2026-11-24', '2026-11-24'],
    ['late1Day', '2026-11-23', '2026-11-23'],
    ['late2To3Days', '2026-11-21', '2026-11-22'],
    ['late4To5Days', '2026-11-19', '2026-11-20'],
    ['lateOver5Days', '2024-02-28', '2026-11-18'],
  ] as const)('should window the %s group from %s to %s', (group, fromDate, toDate) => {
    expect(bigClientFilter(group, end)).toEqual({ fromDate, toDate });
  });

  it('should reach back 1000 days with a 100-million minimum total when no group is chosen', () => {
    expect(bigClientFilter(null, end)).toEqual({
      fromDate: '2024-02-28',
      toDate: '2026-11-24',
      minTotalApprovedAmount: 100_000_000,
    });
  });

  it('should give every late day exactly one group window', () => {
    for (let days = 0; days <= 40; days += 1) {
      const due = addDays(end, -days);
      const holding = latenessGroups
        .map((group) => bigClientFilter(group, end))
        .filter((window) => window.fromDate <= due && due <= window.toDate);
      expect(holding).toHaveLength(1);
    }
  });
});

describe('due contracts in the modal', () => {
  it('should fetch four days past the end date and mark later contracts extra', () => {
    expect(dueContractsFetchEnd('2026-11-28')).toBe('2026-12-02');
    expect(isExtraDueContract('2026-11-29', '2026-11-28')).toBe(true);
    expect(isExtraDueContract('2026-11-28', '2026-11-28')).toBe(false);
  });

  it('should show contracts waiting to liquidize inactive', () => {
    expect(isInactiveDueContract('WAITING_TO_LIQUIDIZE')).toBe(true);
    expect(isInactiveDueContract('IN_STORAGE')).toBe(false);
  });
});

describe('liquidationRefusal', () => {
  const today = '2026-11-24';
  it.each([
    ['OVERDUE', '2026-11-20', 'IN_STORAGE', null],
    ['DISBURSED', '2026-11-23', 'WAITING_TO_LIQUIDIZE', null],
    ['DISBURSED', '2026-11-24', 'IN_STORAGE', 'NOT_OVERDUE'],
    ['REPAID', '2026-11-01', 'IN_STORAGE', 'NOT_OVERDUE'],
    ['OVERDUE', '2026-11-01', 'RELEASED', 'ASSET_NOT_TOGGLEABLE'],
  ] as const)(
    'should answer %s due %s with asset %s → %s',
    (status, maturesOn, assetStatus, refusal) => {
      expect(liquidationRefusal({ status, maturesOn, assetStatus }, today)).toBe(refusal);
    },
  );
});

describe('nextActionLabel', () => {
  // 2026-11-24 10:00 in Ho Chi Minh City.
  const now = new Date('2026-11-24T03:00:00Z');
  it.each([
    ['2026-11-24T01:00:00Z', { kind: 'today' }],
    ['2026-11-24T16:59:00Z', { kind: 'today' }],
    ['2026-11-24T17:00:00Z', { kind: 'tomorrow' }],
    ['2026-11-27T01:00:00Z', { kind: 'afterDays', days: 3 }],
    ['2026-11-23T16:59:00Z', { kind: 'past', text: '23/11 23:59' }],
    ['2026-01-05T01:30:00Z', { kind: 'past', text: '05/01 08:30' }],
  ])('should label %s as %o', (at, label) => {
    expect(nextActionLabel(new Date(at), now)).toEqual(label);
  });
});

describe('barChartStep', () => {
  it.each([
    [0, 10],
    [6, 10],
    [60, 10],
    [61, 20],
    [120, 20],
    [130, 30],
    [600, 100],
    [601, 110],
  ])('should step the axis of a chart topping at %i by %i', (max, step) => {
    expect(barChartStep(max)).toBe(step);
  });
});

describe('paymentCalculationTotal', () => {
  const row = (overrides: Partial<PaymentCalculationRow>): PaymentCalculationRow => ({
    renewAmount: 600_000,
    redeemAmount: 10_600_000,
    toggle: null,
    isInactive: false,
    isExtra: false,
    ...overrides,
  });

  it('should sum the redeem amounts of active due contracts when no toggle is on', () => {
    const rows = [
      row({}),
      row({ redeemAmount: 5_250_000 }),
      row({ isInactive: true }),
      row({ isExtra: true }),
    ];
    expect(paymentCalculationTotal(rows)).toBe(15_850_000);
  });

  it('should sum renew for renew toggles, redeem for finalize toggles and skip the rest', () => {
    const rows = [
      row({ toggle: 'renew' }),
      row({ toggle: 'finalize', redeemAmount: 5_250_000 }),
      row({}),
      row({ toggle: 'finalize', isExtra: true, redeemAmount: 1_000_000 }),
    ];
    expect(paymentCalculationTotal(rows)).toBe(600_000 + 5_250_000 + 1_000_000);
  });

  it('should be 0 with no contracts', () => {
    expect(paymentCalculationTotal([])).toBe(0);
  });
});

describe('wrapReminderTime', () => {
  it.each([
    [8, 0, 8, 0],
    [23 + 1, 0, 0, 0],
    [0 - 1, 30, 23, 30],
    [8, 59 + 1, 9, 0],
    [8, 0 - 1, 7, 59],
    [23, 59 + 1, 0, 0],
    [0, 0 - 1, 23, 59],
    [12, 125, 14, 5],
  ])('should turn %i:%i into %i:%i', (hour, minute, wrappedHour, wrappedMinute) => {
    expect(wrapReminderTime(hour, minute)).toEqual({ hour: wrappedHour, minute: wrappedMinute });
  });
});
