import { describe, expect, it } from 'vitest';
import {
  initialsOf,
  isValidExtension,
  nextFreeExtension,
  profilePictureLinkExpiry,
  sniffProfilePicture,
} from './staff-profile.ts';

describe('isValidExtension', () => {
  it.each([
    { value: '1001', expected: true },
    { value: '2001', expected: true },
    { value: '100', expected: true },
    { value: '99999', expected: true },
    { value: '99', expected: false },
    { value: '100000', expected: false },
    { value: '0123', expected: false },
    { value: '0901234567', expected: false },
    { value: '12a4', expected: false },
    { value: ' 2001', expected: false },
    { value: '', expected: false },
  ])('should judge "$value" as $expected', ({ value, expected }) => {
    expect(isValidExtension(value)).toBe(expected);
  });
});

describe('nextFreeExtension', () => {
  it.each([
    { taken: [], expected: '2001' },
    { taken: ['1001', '1002', '1007'], expected: '2001' },
    { taken: ['2001', '2002', '2004'], expected: '2003' },
    { taken: ['2002', 'abc', '02001'], expected: '2001' },
    { taken: ['2001', '2002', '2003'], expected: '2004' },
  ])('should offer $expected when $taken are taken', ({ taken, expected }) => {
    expect(nextFreeExtension(taken)).toBe(expected);
  });

  it('should offer nothing when every number up to 99999 is taken', () => {
    const all = Array.from({ length: 99_999 - 2000 }, (_, i) => String(2001 + i));
    expect(nextFreeExtension(all)).toBeUndefined();
  });
});

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('sniffProfilePicture', () => {
  it.each([
    { name: 'JPEG', content: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), expected: 'image/jpeg' },
    {
      name: 'PNG',
      content: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0),
      expected: 'image/png',
    },
    {
      name: 'WebP',
      content: bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')),
      expected: 'image/webp',
    },
    { name: 'PDF', content: bytes(...ascii('%PDF-1.7\n')), expected: undefined },
    { name: 'text named .png', content: bytes(...ascii('hello world')), expected: undefined },
    { name: 'GIF', content: bytes(...ascii('GIF89a'), 0, 0), expected: undefined },
    { name: 'empty', content: bytes(), expected: undefined },
  ])('should read $name as $expected', ({ content, expected }) => {
    expect(sniffProfilePicture(content)).toBe(expected);
  });
});

describe('profilePictureLinkExpiry', () => {
  it.each([
    { now: '2026-11-25T03:00:00Z', expected: '2026-11-25T15:00:00Z' },
    { now: '2026-11-25T03:59:59Z', expected: '2026-11-25T15:00:00Z' },
    { now: '2026-11-25T04:00:00Z', expected: '2026-11-25T16:00:00Z' },
  ])('should end a link issued at $now at $expected', ({ now, expected }) => {
    expect(profilePictureLinkExpiry(new Date(now))).toBe(new Date(expected).getTime() / 1000);
  });
});

describe('initialsOf', () => {
  it.each([
    { user: { lastName: 'Nguyễn Văn', firstName: 'An', username: 'an' }, expected: 'NA' },
    { user: { lastName: 'đỗ', firstName: 'bình', username: 'binh' }, expected: 'ĐB' },
    { user: { lastName: '', firstName: '', username: 'kho01' }, expected: 'KH' },
  ])('should give $expected', ({ user, expected }) => {
    expect(initialsOf(user)).toBe(expected);
  });
});
