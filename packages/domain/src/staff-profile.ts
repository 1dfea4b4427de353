import { z } from 'zod';
import { sniffContentType } from './document-api.ts';

/**
 * A staff member's internal extension and profile picture (issue 19, decisions/0024 and 0029).
 */

/**
 * An extension is 3 to 5 digits, the first never 0: a customer's number starts with 0 (or +84),
 * so the exchange never mistakes one for the other (decisions/0024).
 */
export const extensionPattern = /^[1-9][0-9]{2,4}$/;
export const extensionFormatMessage = 'Số máy lẻ gồm 3 đến 5 chữ số, không bắt đầu bằng 0';

export function isValidExtension(value: string): boolean {
  return extensionPattern.test(value);
}

/** New users are numbered from here (the sequence `user_extension_seq` starts there too). */
export const firstSuggestedExtension = 2001;
const largestExtension = 99_999;

/**
 * The extension offered for a new user: the smallest free number from 2001 up. `taken` holds the
 * extensions in use (any text; those that are not numbers take no number).
 */
export function nextFreeExtension(taken: Iterable<string>): string | undefined {
  const used = new Set<number>();
  for (const extension of taken) {
    if (isValidExtension(extension)) {
      used.add(Number(extension));
    }
  }
  for (let candidate = firstSuggestedExtension; candidate <= largestExtension; candidate++) {
    if (!used.has(candidate)) {
      return String(candidate);
    }
  }
  return undefined;
}

export const extensionField = z.string().trim().regex(extensionPattern, extensionFormatMessage);

export const extensionSuggestionDto = z.object({ extension: z.string().nullable() });

/** Profile pictures: JPEG, PNG or WebP of at most 2 MB, decided by the bytes. */
export const profilePictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProfilePictureType = (typeof profilePictureTypes)[number];
export const maxProfilePictureBytes = 2 * 1024 * 1024;
export const profilePictureTooLargeMessage = 'Ảnh quá lớn (tối đa 2 MB)';
export const profilePictureTypeMessage = 'Ảnh đại diện phải là tệp JPEG, PNG hoặc WebP';
/** What the `<input accept>` offers; the server still decides by the bytes. */
export const profilePictureAccept = profilePictureTypes.join(',');
/** The multipart field carrying the picture. */
export const profilePictureField = 'file';

/** The picture's type by its first bytes, or undefined when it is not an allowed image. */
export function sniffProfilePicture(bytes: Uint8Array): ProfilePictureType | undefined {
  const type = sniffContentType(bytes);
  return (profilePictureTypes as readonly string[]).includes(type ?? '')
    ? (type as ProfilePictureType)
    : undefined;
}

/**
 * A picture link lasts between 11 and 12 hours: its expiry is the next whole hour plus 11 hours,
 * so the same picture keeps the same URL for an hour and the browser's cache serves it.
 */
export const profilePictureLinkHours = 11;

/** The expiry (Unix seconds) of a picture link issued at `now`. */
export function profilePictureLinkExpiry(now: Date): number {
  const hour = 3600;
  const nextHour = Math.floor(now.getTime() / 1000 / hour) * hour + hour;
  return nextHour + profilePictureLinkHours * hour;
}

/** The query of a signed picture link: the picture's version, the expiry and the signature. */
export const profilePictureLinkQuery = z.object({
  v: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  exp: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  sig: z.string().max(100).optional(),
});

/** The initials shown when a user has no picture: the first letters of the last and first name. */
export function initialsOf(user: {
  firstName: string;
  lastName: string;
  username: string;
}): string {
  const letters = [user.lastName, user.firstName]
    .map((part) => part.trim().split(/\s+/)[0]?.[0] ?? '')
    .join('');
  return (letters || user.username.slice(0, 2)).toLocaleUpperCase('vi');
}
