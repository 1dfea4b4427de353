import { describe, expect, it } from 'vitest';
import { businessDate, businessDayEnd, businessDayStart } from './dates.ts';

describe('businessDate', () => {
  it.each([
    ['2026-11-20T16:59:59Z', '2026-11-20'],
    ['2026-11-20T17:00:00Z', '2026-11-21'],
    ['2026-12-31T18:00:00Z', '2027-01-01'],
  ])('should read %s as %s in Asia/Ho_Chi_Minh', (instant, date) => {
    expect(businessDate(new Date(instant))).toBe(date);
  });
});

describe('businessDayStart and businessDayEnd', () => {
  it('should bound a business day in Asia/Ho_Chi_Minh', () => {
    expect(businessDayStart('2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(businessDayEnd('2026-11-21').toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(businessDate(businessDayStart('2026-11-21'))).toBe('2026-11-21');
  });
});
