import { z } from 'zod';

/** Input rules shared by forms and the server (A§5). */
export const minPasswordLength = 8;

/** Vietnamese mobile: +84 or 0, then 9, 3, 7, 8 or 5, then 8 digits. */
export const vnPhonePattern = /^(\+84|0)[93785]\d{8}$/;

/** The looser phone check used elsewhere: optional plus, then 8 to 11 digits. */
export const loosePhonePattern = /^\+?\d{8,11}$/;

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * A phone as people type it ("0912 345 678", "0912.345.678", "+84 912-345-678") → the A§5
 * spelling: spaces, dots and dashes dropped and the country code +84 written as the leading 0, the
 * form the A§5 check, the stored rows and the lookups all use. Anything else is left for the check
 * to refuse.
 */
export function cleanPhone(text: string): string {
  return text.replace(/[\s.-]/g, '').replace(/^\+84/, '0');
}

/** The A§5 phone check on what was typed: cleaned first, then the Vietnamese mobile pattern. */
export function isValidPhone(text: string): boolean {
  return vnPhonePattern.test(cleanPhone(text));
}

/**
 * A phone in a request body, cleaned the way the console cleans it and then checked (A§5), so the
 * server accepts what the form accepted and stores the one spelling.
 */
export function phoneField(message: string) {
  return z.string().trim().overwrite(cleanPhone).regex(vnPhonePattern, message);
}

/**
 * The stored spelling of a phone number: digits only (a leading + kept), and the country code
 * written as the leading 0 (+84 912… and 84 912… both become 0912…), so lookups, duplicate checks
 * and prefix searches compare one spelling.
 */
export function normalizePhone(text: string): string {
  const digits = text.replace(/[^\d+]/g, '');
  return digits.replace(/^\+84/, '0').replace(/^84(?=\d{9}$)/, '0');
}
