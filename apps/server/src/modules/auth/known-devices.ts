import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { TokenKey } from '../../lib/tokens.ts';

/**
 * The known-device cookie (ADR 0008): set at every successful sign-in, it names the browser
 * (a random id) and the users who signed in on it. Its holder's failed sign-ins for one of those
 * users are counted apart from everyone else's, so a stranger guessing at a username cannot lock
 * the user out of their own counter. It grants nothing by itself: the password is still checked.
 */
export const deviceCookie = 'pd_device';
/** Sent only to the sign-in call (POST and DELETE of tokens), nowhere else. */
export const deviceCookiePath = '/crm/api/v1/tokens';
export const deviceLifetimeSeconds = 365 * 24 * 60 * 60;
/** Enough for a shared shop computer; the oldest user falls off first. */
const maxUsersPerDevice = 20;

const payloadSchema = z.object({
  /** Random device id, hex. */
  d: z.string().regex(/^[0-9a-f]{32}$/),
  /** User ids, most recent sign-in first. */
  u: z.array(z.number().int().positive()).max(maxUsersPerDevice),
  /** Issued at, seconds since the epoch. */
  t: z.number().int(),
});

export type KnownDevice = { deviceId: string; userIds: number[] };

/** A key of its own, so a device MAC can never stand in for any other signature. */
function deviceKey(key: TokenKey): Buffer {
  return createHmac('sha256', key).update('pawndesk known-device cookie v1').digest();
}

function mac(key: TokenKey, payload: string): Buffer {
  return createHmac('sha256', deviceKey(key)).update(payload).digest();
}

/** The device named by a cookie whose signature holds and which is less than a year old. */
export function readKnownDevice(
  key: TokenKey,
  cookie: string | undefined,
  now: Date,
): KnownDevice | undefined {
  const [version, payload, signature, ...rest] = cookie?.split('.') ?? [];
  if (version !== 'v1' || !payload || !signature || rest.length > 0) {
    return undefined;
  }
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) {
    return undefined;
  }
  const ageSeconds = now.getTime() / 1000 - parsed.data.t;
  if (ageSeconds > deviceLifetimeSeconds) {
    return undefined;
  }
  return { deviceId: parsed.data.d, userIds: parsed.data.u };
}

/** The cookie value after `userId` signed in on `device` (a new device when there is none). */
export function knownDeviceCookie(
  key: TokenKey,
  device: KnownDevice | undefined,
  userId: number,
  now: Date,
): string {
  const deviceId = device?.deviceId ?? randomBytes(16).toString('hex');
  const others = (device?.userIds ?? []).filter((id) => id !== userId);
  const payload = Buffer.from(
    JSON.stringify({
      d: deviceId,
      u: [userId, ...others].slice(0, maxUsersPerDevice),
      t: Math.floor(now.getTime() / 1000),
    }),
  ).toString('base64url');
  return `v1.${payload}.${mac(key, payload).toString('base64url')}`;
}
