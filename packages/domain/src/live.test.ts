import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './live.ts';

describe('reconnectDelay', () => {
  it.each([
    [0, 1_000],
    [1, 4_000],
    [2, 7_000],
    [10, 31_000],
    [1_999, 5_998_000],
  ])('should wait before attempt %i for %i ms', (attempt, delay) => {
    expect(reconnectDelay(attempt)).toBe(delay);
  });

  it('should give up once the delay reaches 6,000,000 ms', () => {
    expect(reconnectDelay(2_000)).toBe(undefined);
    expect(reconnectDelay(5_000)).toBe(undefined);
  });
});
