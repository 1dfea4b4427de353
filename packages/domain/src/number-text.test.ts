import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  millionsToVnd,
  numberInputText,
  numberTextError,
  readNumberText,
} from './number-text.ts';

describe('readNumberText in millions', () => {
  it.each([
    ['1', 1_000_000],
    ['12,5', 12_500_000],
    ['12.5', 12_500_000],
    ['0,125', 125_000],
    ['0.125', 125_000],
    ['12.05', 12_050_000],
    [' 3 ', 3_000_000],
    ['0', 0],
    ['-0', 0],
    ['250', 250_000_000],
    ['1.234,5', 1_234_500_000],
    ['1,234.5', 1_234_500_000],
    ['1.234.567', 1_234_567_000_000],
    ['1 234,5', 1_234_500_000],
  ])('should read %j million as %i VND', (text, vnd) => {
    expect(readNumberText(text, 'millions')).toEqual({ ok: true, value: vnd });
    expect(millionsToVnd(text)).toBe(vnd);
  });

  it.each([
    ['abc', 'INVALID_NOT_NUMBER'],
    ['1e3', 'INVALID_NOT_NUMBER'],
    ['1.', 'INVALID_NOT_NUMBER'],
    ['.5', 'INVALID_NOT_NUMBER'],
    ['1,2,3', 'INVALID_NOT_NUMBER'],
    ['1.23.4', 'INVALID_NOT_NUMBER'],
    ['1,5.3', 'INVALID_NOT_NUMBER'],
    ['12-5', 'INVALID_NOT_NUMBER'],
    ['-5', 'INVALID_POSITIVE_NUMBER'],
    ['-12,5', 'INVALID_POSITIVE_NUMBER'],
    ['−1', 'INVALID_POSITIVE_NUMBER'],
    ['-1,2345', 'INVALID_POSITIVE_NUMBER'],
    ['1,2345', 'INVALID_NUMBER'],
    ['1.2345', 'INVALID_NUMBER'],
  ])('should refuse %j with %s', (text, error) => {
    expect(readNumberText(text, 'millions')).toEqual({ ok: false, error });
    expect(numberTextError(text, 'millions')).toBe(error);
    expect(millionsToVnd(text)).toBeUndefined();
  });

  it('should leave a blank text to the caller', () => {
    expect(readNumberText('  ', 'millions')).toBeNull();
    expect(numberTextError('', 'millions')).toBeUndefined();
    expect(millionsToVnd('')).toBeUndefined();
  });
});

describe('readNumberText in whole đồng', () => {
  it.each([
    ['1000', 1_000],
    ['1.250.000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['1 250 000', 1_250_000],
    ['1.250', 1_250],
  ])('should read %j as %i VND', (text, vnd) => {
    expect(readNumberText(text, 'vnd')).toEqual({ ok: true, value: vnd });
  });

  it.each([
    ['1,5', 'INVALID_NOT_NUMBER'],
    ['12.50', 'INVALID_NOT_NUMBER'],
    ['1.250,5', 'INVALID_NOT_NUMBER'],
    ['1.250,000', 'INVALID_NOT_NUMBER'],
    ['-1.000', 'INVALID_POSITIVE_NUMBER'],
  ])('should refuse %j with %s', (text, error) => {
    expect(readNumberText(text, 'vnd')).toEqual({ ok: false, error });
  });
});

describe('readNumberText in percent', () => {
  it.each([
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['10', 10],
    ['0,125', 0.125],
  ])('should read %j as %d %%', (text, rate) => {
    expect(readNumberText(text, 'percent')).toEqual({ ok: true, value: rate });
  });

  it('should refuse more than 3 decimals and negatives', () => {
    expect(numberTextError('3,1415', 'percent')).toBe('INVALID_NUMBER');
    expect(numberTextError('-3', 'percent')).toBe('INVALID_POSITIVE_NUMBER');
  });
});

describe('numberInputText and formatPercent', () => {
  it.each([
    [12_500_000, 'millions', 'vi-VN', '12,5'],
    [12_500_000, 'millions', 'en-US', '12.5'],
    [1_234_500_000, 'millions', 'vi-VN', '1234,5'],
    [1_250_000, 'vnd', 'vi-VN', '1.250.000'],
    [1_250_000, 'vnd', 'en-US', '1,250,000'],
    [3.5, 'percent', 'vi-VN', '3,5'],
  ] as const)(
    'should write %d (%s, %s) as %j, which reads back the same',
    (value, unit, locale, text) => {
      expect(numberInputText(value, unit, locale)).toBe(text);
      expect(readNumberText(text, unit)).toEqual({ ok: true, value });
    },
  );

  it('should show rates with the language mark', () => {
    expect(formatPercent(3.5, 'vi-VN')).toBe('3,5%');
    expect(formatPercent(3.5, 'en-US')).toBe('3.5%');
    expect(formatPercent(7.4, 'vi-VN')).toBe('7,4%');
  });
});
