import { describe, expect, it } from 'vitest';
import { searchCountLimit, totalLabel } from './search.ts';

describe('search totals', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [searchCountLimit, '1000'],
    [searchCountLimit + 1, '1000+'],
  ])('should print %i as %s', (total, label) => {
    expect(totalLabel(total)).toBe(label);
  });
});
