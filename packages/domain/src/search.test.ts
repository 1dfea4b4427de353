import { describe, expect, it } from 'vitest';
import { searchCountLimit, totalLabel } from './search.ts';

describe('search totals', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [searchCountLimit, '1000'],
    [searchCountLimit + 1, '1000+'],
  ])('should print %i as %s for a search by term', (total, label) => {
    expect(totalLabel(total, true)).toBe(label);
  });

  it('should print an exact count of a list without a term as it is', () => {
    expect(totalLabel(1_500_000, false)).toBe('1500000');
  });
});
