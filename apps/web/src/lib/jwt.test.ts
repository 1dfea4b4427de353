import { describe, expect, it } from 'vitest';
import { unsignedToken } from '../testing/tokens.ts';
import { decodeClaims } from './jwt.ts';

describe('decodeClaims', () => {
  it('reads permissions, superuser and expiry from the payload', () => {
    expect(decodeClaims(unsignedToken({ permissions: ['order_access'], superuser: true }))).toEqual(
      {
        permissions: ['order_access'],
        superuser: true,
        exp: 4_102_444_800,
      },
    );
  });

  it('reads UTF-8 and base64url payloads', () => {
    const payload = btoa(
      String.fromCharCode(
        ...new TextEncoder().encode(JSON.stringify({ name: 'Đặng ??>>', permissions: [] })),
      ),
    )
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeClaims(`h.${payload}.s`)).toEqual({
      permissions: [],
      superuser: false,
      exp: undefined,
    });
  });

  it('refuses what is not a token', () => {
    expect(decodeClaims('')).toBeUndefined();
    expect(decodeClaims('abc')).toBeUndefined();
    expect(decodeClaims('a.!!!.c')).toBeUndefined();
    expect(decodeClaims(`a.${btoa('[1,2]')}.c`)).toBeUndefined();
  });
});
