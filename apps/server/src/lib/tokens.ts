import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
  webcrypto,
} from 'node:crypto';
import { type AccessClaims, accessClaims, accessTokenSeconds } from '@pawndesk/domain/auth';
import { SignJWT } from 'jose';

export type TokenKey = Uint8Array;

export function tokenKey(secret: string): TokenKey {
  return new TextEncoder().encode(secret);
}

const signingKeys = new WeakMap<TokenKey, Promise<webcrypto.CryptoKey>>();
const verifyingKeys = new WeakMap<TokenKey, KeyObject>();

/**
 * The secret imported once per key (decisions/0032): handed the raw bytes, jose imported them into
 * WebCrypto on every sign and verify. What is kept is the key, never a verdict on a token.
 */
function signingKey(key: TokenKey): Promise<webcrypto.CryptoKey> {
  let imported = signingKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    signingKeys.set(key, imported);
  }
  return imported;
}

function verifyingKey(key: TokenKey): KeyObject {
  let imported = verifyingKeys.get(key);
  if (!imported) {
    imported = createSecretKey(key);
    verifyingKeys.set(key, imported);
  }
  return imported;
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
    .sign(await signingKey(key));
}

const base64urlPart = /^[A-Za-z0-9_-]+$/;

function jsonObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token's claims, or undefined when it is forged, malformed or expired at `now`.
 *
 * Checked on every signed-in request, so with node:crypto's HMAC, synchronously: jose's WebCrypto
 * verify cost a tenth of a small request's CPU (decisions/0032). The checks are jose's for a
 * compact HS256 JWS and these claims: three base64url parts, the signature equal to the HMAC of
 * the first two (compared in constant time, and in its one canonical spelling), a protected header
 * saying HS256 with no `crit` and no unencoded payload, `exp` a number after `now`, `nbf` and `iat`
 * numbers when present and `nbf` not after `now`; then the domain's claim schema.
 */
export async function verifyAccessToken(
  key: TokenKey,
  token: string,
  now: Date,
): Promise<AccessClaims | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => base64urlPart.test(part))) {
    return undefined;
  }
  const [header = '', payload = '', signature = ''] = parts;
  const expected = Buffer.from(
    createHmac('sha256', verifyingKey(key)).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  const protectedHeader = jsonObject(header);
  if (
    protectedHeader?.alg !== 'HS256' ||
    'crit' in protectedHeader ||
    ('b64' in protectedHeader && protectedHeader.b64 !== true)
  ) {
    return undefined;
  }
  const claims = jsonObject(payload);
  const seconds = Math.floor(now.getTime() / 1000);
  if (
    !claims ||
    typeof claims.exp !== 'number' ||
    claims.exp <= seconds ||
    ('nbf' in claims && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) ||
    ('iat' in claims && typeof claims.iat !== 'number')
  ) {
    return undefined;
  }
  const parsed = accessClaims.safeParse(claims);
  return parsed.success ? parsed.data : undefined;
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
