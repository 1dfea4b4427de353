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
 * The stored spelling of a phone number: digits only (a leading + kept), and the country code
 * written as the leading 0 (+84 912… and 84 912… both become 0912…), so lookups, duplicate checks
 * and prefix searches compare one spelling.
 */
export function normalizePhone(text: string): string {
  const digits = text.replace(/[^\d+]/g, '');
  return digits.replace(/^\+84/, '0').replace(/^84(?=\d{9}$)/, '0');
}
