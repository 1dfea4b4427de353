import { createHash, randomBytes } from 'node:crypto';
import { type AccessClaims, accessClaims, accessTokenSeconds } from '@pawndesk/domain/auth';
import { jwtVerify, SignJWT } from 'jose';

export type TokenKey = Uint8Array;

export function tokenKey(secret: string): TokenKey {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  key: TokenKey,
  claims: Omit<AccessClaims, 'exp'>,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenSeconds)
    .sign(key);
}

/** The token's claims, or undefined when it is forged, malformed or expired at `now`. */
export async function verifyAccessToken(
  key: TokenKey,
  token: string,
  now: Date,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    const parsed = accessClaims.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** An opaque refresh token and the hash we keep of it. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSecret(): string {
  return randomBytes(48).toString('base64url');
}
