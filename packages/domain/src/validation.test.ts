import { describe, expect, it } from 'vitest';
import {
  cleanPhone,
  isBlank,
  isValidPhone,
  loosePhonePattern,
  normalizePhone,
  phoneField,
  vnPhonePattern,
} from './validation.ts';

describe('vnPhonePattern', () => {
  it.each(['0912345678', '+84912345678', '0387654321', '0778123456', '0851234567', '0567891234'])(
    'should accept %s',
    (phone) => {
      expect(vnPhonePattern.test(phone)).toBe(true);
    },
  );

  it.each([
    '0212345678',
    '091234567',
    '09123456789',
    '84912345678',
    '+840912345678',
    '0912 345 678',
    '',
  ])('should refuse %j', (phone) => {
    expect(vnPhonePattern.test(phone)).toBe(false);
  });
});

describe('loosePhonePattern', () => {
  it.each([
    ['12345678', true],
    ['+12345678901', true],
    ['1234567', false],
    ['123456789012', false],
    ['12-345-678', false],
  ])('should judge %s as %s', (phone, valid) => {
    expect(loosePhonePattern.test(phone)).toBe(valid);
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    [undefined, true],
    [' a ', false],
  ])('should judge %j blank: %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+84912345678', '0912345678'],
    ['84912345678', '0912345678'],
    [' 0912 345 678 ', '0912345678'],
    ['091.234.5678', '0912345678'],
    ['0912', '0912'],
    ['8412', '8412'],
  ])('should store %j as %j', (text, stored) => {
    expect(normalizePhone(text)).toBe(stored);
  });
});

describe('cleanPhone and isValidPhone (A§5 on the number as typed)', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['+84912345678', '0912345678'],
    [' 038 765 4321 ', '0387654321'],
  ])('should accept %j as %j', (typed, cleaned) => {
    expect(cleanPhone(typed)).toBe(cleaned);
    expect(isValidPhone(typed)).toBe(true);
  });

  it.each(['0212 345 678', '0912 345 67', '(0912) 345 678', '0912/345/678', 'o912345678', ''])(
    'should refuse %j',
    (typed) => {
      expect(isValidPhone(typed)).toBe(false);
    },
  );

  it('should clean and check a phone in a request body the same way', () => {
    const schema = phoneField('Số điện thoại không hợp lệ');
    expect(schema.parse(' +84 912.345-678 ')).toBe('0912345678');
    expect(schema.safeParse('0212 345 678').success).toBe(false);
  });
});
