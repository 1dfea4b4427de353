import { createHmac, timingSafeEqual } from 'node:crypto';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { profilePictureEndpoints } from '@pawndesk/domain/staff-endpoints';
import { profilePictureLinkExpiry } from '@pawndesk/domain/staff-profile';
import type { TokenKey } from '../../lib/tokens.ts';

/**
 * Signed, time-limited links to profile pictures (decisions/0029): an `<img>` cannot send the
 * Bearer header, so the link carries HMAC-SHA256(key, "picture:{user}:{version}:{expiry}"). The
 * version changes with every upload and removal, so a replaced picture's links stop working.
 */

/** A key of its own, so a picture signature can never stand in for any other signature. */
function pictureKey(key: TokenKey): Buffer {
  return createHmac('sha256', key).update('pawndesk profile picture link v1').digest();
}

function signature(key: TokenKey, userId: number, version: number, exp: number): string {
  return createHmac('sha256', pictureKey(key))
    .update(`picture:${userId}:${version}:${exp}`)
    .digest('base64url');
}

export type PictureOwner = { id: number; pictureKey: string | null; pictureVersion: number };

/** The picture's link for the next 11 to 12 hours, or null when the user has none. */
export function pictureUrl(key: TokenKey, user: PictureOwner, now: Date): string | null {
  if (!user.pictureKey) {
    return null;
  }
  const exp = profilePictureLinkExpiry(now);
  const sig = signature(key, user.id, user.pictureVersion, exp);
  const path = endpointUrl(profilePictureEndpoints.file, { id: user.id });
  return `${path}?v=${user.pictureVersion}&exp=${exp}&sig=${sig}`;
}

/** Whether `sig` signs this user, version and expiry, and the expiry has not passed. */
export function verifyPictureLink(
  key: TokenKey,
  link: { userId: number; version: number; exp: number; sig: string },
  now: Date,
): boolean {
  if (!Number.isSafeInteger(link.exp) || link.exp * 1000 <= now.getTime()) {
    return false;
  }
  const expected = Buffer.from(signature(key, link.userId, link.version, link.exp));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
