import { createHmac } from 'node:crypto';
import { accessTokenSeconds } from '@pawndesk/domain/auth';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, tokenKey, verifyAccessToken } from './tokens.ts';

const key = tokenKey('a-test-secret-that-is-long-enough-for-hs256');
const now = new Date('2026-03-01T08:00:00Z');
const claims = {
  sub: '7',
  username: 'sales',
  branch: 1,
  permissions: ['order_access'],
  superuser: false,
  sid: 'family-1',
};
const seconds = Math.floor(now.getTime() / 1000);

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A compact JWS over any header and payload, signed with `key` (or another secret). */
function handMade(header: unknown, payload: unknown, secret = key): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

describe('verifyAccessToken', () => {
  it('should answer the claims of a token it signed when it has not expired', async () => {
    const token = await signAccessToken(key, claims, now);
    expect(await verifyAccessToken(key, token, now)).toMatchObject(claims);
  });

  it("should accept jose's own HS256 tokens when they carry the claims", async () => {
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(seconds + 60)
      .sign(key);
    expect(await verifyAccessToken(key, token, now)).toMatchObject(claims);
  });

  it('should refuse a token when it has expired or is not yet valid', async () => {
    const token = await signAccessToken(key, claims, now);
    const expiry = new Date(now.getTime() + accessTokenSeconds * 1000);
    expect(await verifyAccessToken(key, token, expiry)).toBeUndefined();
    const early = handMade({ alg: 'HS256' }, { ...claims, exp: seconds + 60, nbf: seconds + 1 });
    expect(await verifyAccessToken(key, early, now)).toBeUndefined();
    const noExpiry = handMade({ alg: 'HS256' }, claims);
    expect(await verifyAccessToken(key, noExpiry, now)).toBeUndefined();
  });

  it('should refuse a token when it was signed with another secret or changed', async () => {
    const token = await signAccessToken(key, claims, now);
    expect(
      await verifyAccessToken(tokenKey('another-secret-of-sufficient-length!!'), token, now),
    ).toBeUndefined();
    const [header, , signature] = token.split('.');
    const promoted = `${header}.${base64url({ ...claims, superuser: true, exp: seconds + 60 })}.${signature}`;
    expect(await verifyAccessToken(key, promoted, now)).toBeUndefined();
    expect(await verifyAccessToken(key, `${token}x`, now)).toBeUndefined();
    expect(await verifyAccessToken(key, token.slice(0, -1), now)).toBeUndefined();
  });

  it('should refuse a token when its header is not plain HS256', async () => {
    const payload = { ...claims, exp: seconds + 60 };
    expect(await verifyAccessToken(key, handMade({ alg: 'none' }, payload), now)).toBeUndefined();
    expect(await verifyAccessToken(key, handMade({ alg: 'HS512' }, payload), now)).toBeUndefined();
    const critical = handMade({ alg: 'HS256', crit: ['b64'], b64: false }, payload);
    expect(await verifyAccessToken(key, critical, now)).toBeUndefined();
    const unsigned = `${base64url({ alg: 'none' })}.${base64url(payload)}.`;
    expect(await verifyAccessToken(key, unsigned, now)).toBeUndefined();
  });

  it('should refuse a token when its claims do not have the access shape', async () => {
    const token = handMade({ alg: 'HS256' }, { sub: 7, exp: seconds + 60 });
    expect(await verifyAccessToken(key, token, now)).toBeUndefined();
    expect(await verifyAccessToken(key, 'not-a-token', now)).toBeUndefined();
  });
});
