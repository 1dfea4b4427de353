/** Amounts are whole VND; forms show and accept millions (A§9, B§1). */
export const moneyUnit = 1_000_000;

/** Whole VND → millions, at most 3 decimals (1 250 000 → 1.25). */
export function vndToMillions(vnd: number): number {
  return Math.round(vnd / 1000) / 1000;
}

/**
 * One formatter per locale and precision: building an Intl.NumberFormat costs far more than using
 * one, and a list of 200 cash-log rows formats several hundred amounts (issue 13 item 9).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The cached formatter of `locale` with at most `maximumFractionDigits` decimals. */
export function numberFormat(locale: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** Display in millions with up to 3 decimals, Vietnamese separators (1234.5 → "1.234,5"). */
export function formatMillions(vnd: number, locale = 'vi-VN'): string {
  return numberFormat(locale, 3).format(vndToMillions(vnd));
}

/** Whole VND with thousands separators ("1.250.000"). */
export function formatVnd(vnd: number, locale = 'vi-VN'): string {
  return numberFormat(locale, 0).format(vnd);
}

/** Round to the nearest thousand, halves away from zero (fees and repayments). */
export function roundToThousand(vnd: number): number {
  const sign = vnd < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(vnd) / 1000) * 1000;
}
