import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultRange,
  initialFilters,
  isCeilingBelowFloor,
  toParams,
} from './filters.ts';

const options = { funds: [1, 2, 3], categories: [10, 11] };

describe('cash log filters', () => {
  it('should start from the first of the month to today', () => {
    expect(defaultRange('2026-11-21')).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-21' });
  });

  it('should leave out multi-selects with every option chosen, and keep subsets', () => {
    const filters = {
      ...initialFilters('2026-11-21'),
      funds: [1, 2, 3],
      types: ['CASH' as const],
      directions: [1 as const, -1 as const],
      categories: [11],
      search: '  thuê ',
      minAmount: 1000,
    };
    expect(toParams(filters, options)).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-21',
      search: 'thuê',
      types: ['CASH'],
      categories: [11],
      minAmount: 1000,
    });
    expect(activeFilterCount(filters, options)).toBe(3);
  });

  it.each([
    [1000, 999, true],
    [1000, 1000, false],
    [undefined, 5, false],
    [5, undefined, false],
  ])('should flag floor %s, ceiling %s: %s', (min, max, flagged) => {
    expect(isCeilingBelowFloor(min, max)).toBe(flagged);
  });
});
