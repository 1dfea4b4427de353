import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets.ts';

describe('asset date presets', () => {
  it('should give inclusive ranges when today is 2026-01-15', () => {
    expect(presetRange('TODAY', '2026-01-15')).toEqual({
      fromDate: '2026-01-15',
      toDate: '2026-01-15',
    });
    expect(presetRange('THIS_MONTH', '2026-01-15')).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
    });
    expect(presetRange('LAST_MONTH', '2026-01-15')).toEqual({
      fromDate: '2025-12-01',
      toDate: '2025-12-31',
    });
    expect(presetRange('THIS_YEAR', '2026-01-15')).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
    });
  });

  it('should know February when the year is a leap year', () => {
    expect(presetRange('LAST_MONTH', '2028-03-02').toDate).toBe('2028-02-29');
  });
});
