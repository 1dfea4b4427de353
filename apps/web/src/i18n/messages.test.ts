import { describe, expect, it } from 'vitest';
import { homeMeta, loginRoute, protectedRoutes } from '../app/route-table.ts';
import { navEntries } from '../app/shell/nav-items.tsx';
import { searchTypes } from '../app/shell/search-box.tsx';
import en from './en.json';
import vi from './vi.json';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Keys written literally as t('KEY') anywhere in the console's code. */
function literalKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/\bt\('([A-Z0-9_]+)'/g)) {
      if (match[1]) {
        keys.add(match[1]);
      }
    }
  }
  return keys;
}

/** Keys the code builds from data: route titles, navigation labels, search types. */
function dataKeys(): string[] {
  return [
    ...[loginRoute, homeMeta, ...protectedRoutes].map((route) => route.titleKey),
    ...navEntries.flatMap((entry) => [entry.labelKey, ...entry.links.map((link) => link.labelKey)]),
    ...searchTypes.map((type) => `SEARCH_TYPE_${type.toUpperCase()}`),
  ];
}

describe('message catalogues (SHELL-5)', () => {
  it('Vietnamese and English have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
  });

  it('every key the code uses exists, with text, in both languages', () => {
    const used = [...literalKeys(), ...dataKeys()];
    expect(used.length).toBeGreaterThan(50);
    for (const key of used) {
      expect(vi, key).toHaveProperty(key);
      expect(en, key).toHaveProperty(key);
    }
    for (const catalogue of [vi, en]) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it('carries the spec texts verbatim', () => {
    expect(vi.REQUIRED_FIELD).toBe('Mục bắt buộc');
    expect(vi.LOGIN_FAILED).toBe(
      'Đăng nhập thất bại. Vui lòng kiểm tra lại thông tin tài khoản của bạn.',
    );
    expect(vi.PASSWORD_MIN_LENGTH).toBe('Mật khẩu cần ít nhất {{min}} kí tự');
    expect(vi.SESSION_EXPIRED.startsWith('Phiên hoạt động của bạn đã hết thời hạn')).toBe(true);
    expect(vi.NOT_AVAILABLE_YET).toBe('Chức năng này chưa có trong phiên bản hiện tại');
  });
});
