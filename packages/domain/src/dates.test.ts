import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  businessDayEnd,
  businessDayStart,
  businessTimeZone,
  daysBetween,
  msUntilNextBusinessDay,
} from './dates.ts';

describe('businessDate', () => {
  it.each([
    ['2026-11-20T16:59:59Z', '2026-11-20'],
    ['2026-11-20T17:00:00Z', '2026-11-21'],
    ['2026-12-31T18:00:00Z', '2027-01-01'],
  ])('should read %s as %s in Asia/Ho_Chi_Minh', (instant, date) => {
    expect(businessDate(new Date(instant))).toBe(date);
  });

  it('should agree with Intl in Asia/Ho_Chi_Minh every 37 minutes from 1976 to 2060', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: businessTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const step = 37 * 60 * 1000;
    let checked = 0;
    for (let t = Date.UTC(1976, 0, 1); t < Date.UTC(2060, 0, 1); t += step) {
      const instant = new Date(t);
      if (businessDate(instant) !== intl.format(instant)) {
        expect(businessDate(instant), instant.toISOString()).toBe(intl.format(instant));
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1_000_000);
  });
});

describe('businessDayStart and businessDayEnd', () => {
  it('should bound a business day in Asia/Ho_Chi_Minh', () => {
    expect(businessDayStart('2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(businessDayEnd('2026-11-21').toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(businessDate(businessDayStart('2026-11-21'))).toBe('2026-11-21');
  });
});

describe('addDays and daysBetween', () => {
  it.each([
    ['2026-11-21', 30, '2026-12-21'],
    ['2026-02-27', 2, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('should move %s by %i days to %s and measure it back', (from, days, to) => {
    expect(addDays(from, days)).toBe(to);
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('msUntilNextBusinessDay', () => {
  it('should count to 00:00 Asia/Ho_Chi_Minh, not to UTC midnight', () => {
    expect(msUntilNextBusinessDay(new Date('2025-03-31T16:59:59.000Z'))).toBe(1000);
    expect(msUntilNextBusinessDay(new Date('2025-03-31T17:00:00.000Z'))).toBe(24 * 60 * 60 * 1000);
  });
});
