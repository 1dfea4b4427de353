import { describe, expect, it } from 'vitest';
import { formatMillions, formatVnd, roundToThousand, vndToMillions } from './money.ts';

describe('vndToMillions and formatMillions', () => {
  it.each([
    [1_250_000, 1.25, '1,25'],
    [125_000, 0.125, '0,125'],
    [1_234_500_000, 1234.5, '1.234,5'],
    [999, 0.001, '0,001'],
    [0, 0, '0'],
  ])('should show %i VND as %d million (%s)', (vnd, millions, shown) => {
    expect(vndToMillions(vnd)).toBe(millions);
    expect(formatMillions(vnd)).toBe(shown);
  });

  it('should format whole VND with dots', () => {
    expect(formatVnd(1_250_000)).toBe('1.250.000');
  });
});

describe('roundToThousand', () => {
  it.each([
    [1_499, 1_000],
    [1_500, 2_000],
    [2_500, 3_000],
    [0, 0],
    [123_456_789, 123_457_000],
    [-1_500, -2_000],
  ])('should round %i to %i', (vnd, rounded) => {
    expect(roundToThousand(vnd)).toBe(rounded);
  });
});
