import { describe, expect, it } from 'vitest';
import { fieldNumber, numberRule } from './number-field.ts';

const t = ((key: string) => `t:${key}`) as never;

async function outcome(rule: ReturnType<typeof numberRule>, value: string | number | null) {
  try {
    await rule.validator(null, value);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('fieldNumber', () => {
  it.each([
    ['1.250.000', 'vnd', 1_250_000],
    ['1 250 000', 'vnd', 1_250_000],
    [1_250_000, 'vnd', 1_250_000],
    ['12,5', 'millions', 12_500_000],
    ['', 'vnd', undefined],
    ['-5', 'vnd', undefined],
  ] as const)('should read %j (%s) as %s', (value, unit, expected) => {
    expect(fieldNumber(value, unit)).toBe(expected);
  });
});

describe('numberRule', () => {
  it('should say a negative is negative, not that it has too many decimals', async () => {
    const rule = numberRule(t, 'millions');
    expect(await outcome(rule, '-1,2345')).toBe('t:INVALID_POSITIVE_NUMBER');
    expect(await outcome(rule, '1,2345')).toBe('t:INVALID_NUMBER');
    expect(await outcome(rule, 'abc')).toBe('t:INVALID_NOT_NUMBER');
    expect(await outcome(rule, '12,5')).toBe('ok');
    expect(await outcome(rule, '')).toBe('ok');
  });

  it('should ask for a required amount and refuse 0 where it must be above 0', async () => {
    const rule = numberRule(t, 'vnd', { requiredMessage: 'needed', zeroMessage: 'above 0' });
    expect(await outcome(rule, '')).toBe('needed');
    expect(await outcome(rule, '0')).toBe('above 0');
    expect(await outcome(rule, 0)).toBe('above 0');
    expect(await outcome(rule, '1.000')).toBe('ok');
  });
});
