import { describe, expect, it } from 'vitest';
import {
  allRowsCap,
  bigId,
  bigIdParam,
  id,
  idParam,
  isCalendarDate,
  isoDate,
  line,
  maxBigId,
  maxId,
  multiline,
  pageSizeParam,
} from './primitives.ts';

describe('isoDate', () => {
  it.each([
    ['2026-11-21', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-01-01', true],
    ['2026-02-30', false],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2024-13-45', false],
    ['2024-00-10', false],
    ['2024-04-31', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['2026-1-5', false],
    ['2026-11-21T00:00:00Z', false],
    ['', false],
  ])('should take %s as a calendar date: %s', (text, isValid) => {
    expect(isoDate().safeParse(text).success).toBe(isValid);
    expect(isCalendarDate(text)).toBe(isValid);
  });

  it('should never roll an impossible day over to the next month', () => {
    const result = isoDate().safeParse('2026-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ngày không hợp lệ');
  });
});

describe('ids', () => {
  it.each([
    [1, true, true],
    [maxId, true, true],
    [maxId + 1, false, true],
    [maxBigId, false, true],
    [maxBigId + 1, false, false],
    [0, false, false],
    [-1, false, false],
    [1.5, false, false],
  ])('should bound %d by the column (integer: %s, bigint: %s)', (value, isInteger, isBigint) => {
    expect(id().safeParse(value).success).toBe(isInteger);
    expect(bigId().safeParse(value).success).toBe(isBigint);
  });

  it.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
    ['2147483648', undefined],
    ['9007199254740993', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('should read the path or query text %j as %s', (text, expected) => {
    const parsed = idParam.safeParse(text);
    expect(parsed.success ? parsed.data : undefined).toBe(expected);
  });

  it('should read a bigint id up to 2^53 - 1 from text', () => {
    expect(bigIdParam.parse('2147483648')).toBe(2_147_483_648);
    expect(bigIdParam.safeParse('9007199254740993').success).toBe(false);
  });
});

describe('text', () => {
  it.each([
    ['Nguyễn Văn An', true, true],
    ['a\u0000b', false, false],
    ['a\u0007b', false, false],
    ['a\u001bb', false, false],
    ['a\u007fb', false, false],
    ['dòng 1\ndòng 2', false, true],
    ['cột\tcột', false, true],
    ['dòng 1\r\ndòng 2', false, true],
  ])('should take %j as one line: %s, as a note: %s', (text, isLine, isNote) => {
    expect(line().safeParse(text).success).toBe(isLine);
    expect(multiline().safeParse(text).success).toBe(isNote);
  });
});

describe('pageSizeParam', () => {
  const pageSize = pageSizeParam(20, 100);

  it.each([
    [undefined, 20],
    ['30', 30],
    ['100', 100],
    ['-1', allRowsCap],
  ])('should read %j as %d rows', (text, expected) => {
    expect(pageSize.parse(text)).toBe(expected);
  });

  it.each(['0', '-2', '101', '1.5', 'abc'])('should refuse %j', (text) => {
    expect(pageSize.safeParse(text).success).toBe(false);
  });
});
