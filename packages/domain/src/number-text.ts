/**
 * Numbers as staff type them (A§5 rule 3, B§9): the Vietnamese decimal comma and the point are
 * both a decimal mark, and thousands may be grouped with points, commas or spaces. One reader for
 * every amount and rate input of the console, so "12,5" and "12.5" mean the same everywhere.
 */
import { moneyUnit, numberFormat } from './money.ts';

/** What an input holds: millions of VND (3 decimals), whole đồng, or a percent (3 decimals). */
export const numberUnits = ['millions', 'vnd', 'percent'] as const;
export type NumberUnit = (typeof numberUnits)[number];

/** A§5 message keys, checked in this order: numeric, not negative, at most 3 decimals. */
export type NumberTextError = 'INVALID_NOT_NUMBER' | 'INVALID_POSITIVE_NUMBER' | 'INVALID_NUMBER';

/** `value` is whole VND for millions and vnd, the percent itself for percent. */
export type NumberRead = { ok: true; value: number } | { ok: false; error: NumberTextError };

/** At most 3 decimals for millions and rates (A§5); whole đồng has none. */
export const maxDecimals = 3;

/** "1.234.567" or "1 234" (spaces already gone): a first group of 1–3 digits, then groups of 3. */
function isGrouped(text: string): boolean {
  const [first = '', ...rest] = text.split(/[.,]/);
  return (
    rest.length === 0 || (/^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group)))
  );
}

function count(text: string, mark: string): number {
  return text.split(mark).length - 1;
}

/** The digits before and after the decimal mark, or undefined when the text is not a number. */
function splitNumber(
  body: string,
  unit: NumberUnit,
): { whole: string; fraction: string } | undefined {
  if (!/^\d[\d.,]*$/.test(body) || /[.,]$/.test(body)) {
    return undefined;
  }
  const points = count(body, '.');
  const commas = count(body, ',');
  let decimalMark: '.' | ',' | null = null;
  if (points > 0 && commas > 0) {
    // Both marks: the last one is the decimal mark and comes once ("1.234,5", "1,234.5").
    decimalMark = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    if (count(body, decimalMark) !== 1) {
      return undefined;
    }
  } else if (unit !== 'vnd' && points + commas === 1) {
    // One mark in millions or a rate is the decimal mark: "12,5" and "12.5" are 12.5.
    decimalMark = points === 1 ? '.' : ',';
  }
  const [wholeText = '', fraction = ''] = decimalMark === null ? [body] : body.split(decimalMark);
  return isGrouped(wholeText) ? { whole: wholeText.replace(/[.,]/g, ''), fraction } : undefined;
}

/**
 * Reads what was typed; null when it is blank (the caller decides whether that is 0 or missing).
 * Spaces group thousands ("1 250 000"); a leading minus makes it negative, which A§5 refuses.
 */
export function readNumberText(text: string, unit: NumberUnit): NumberRead | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') {
    return null;
  }
  const isNegative = /^[-\u2212]/.test(compact);
  const parts = splitNumber(isNegative ? compact.slice(1) : compact, unit);
  if (!parts) {
    return { ok: false, error: 'INVALID_NOT_NUMBER' };
  }
  const isZero = /^0*$/.test(parts.whole + parts.fraction);
  if (isNegative && !isZero) {
    return { ok: false, error: 'INVALID_POSITIVE_NUMBER' };
  }
  if (parts.fraction.length > (unit === 'vnd' ? 0 : maxDecimals)) {
    return { ok: false, error: unit === 'vnd' ? 'INVALID_NOT_NUMBER' : 'INVALID_NUMBER' };
  }
  const whole = Number(parts.whole || '0');
  const thousandths = Number(parts.fraction.padEnd(maxDecimals, '0'));
  const value =
    unit === 'millions'
      ? whole * moneyUnit + thousandths * 1000
      : unit === 'vnd'
        ? whole
        : whole + thousandths / 1000;
  return Number.isSafeInteger(Math.round(value * 1000))
    ? { ok: true, value }
    : { ok: false, error: 'INVALID_NOT_NUMBER' };
}

/** The value of what was typed, or undefined when it is blank or refused. */
export function numberTextValue(text: string, unit: NumberUnit): number | undefined {
  const read = readNumberText(text, unit);
  return read?.ok ? read.value : undefined;
}

/** Millions typed by a user → whole VND; undefined when blank or not a valid amount. */
export function millionsToVnd(text: string): number | undefined {
  return numberTextValue(text, 'millions');
}

/** Why what was typed is refused (undefined when blank or valid). */
export function numberTextError(text: string, unit: NumberUnit): NumberTextError | undefined {
  const read = readNumberText(text, unit);
  return read && !read.ok ? read.error : undefined;
}

/**
 * A value written back into an input, in the language's marks: millions and rates without
 * grouping (so "1.234" can never be read as 1 234 millions), whole đồng grouped.
 */
export function numberInputText(value: number, unit: NumberUnit, locale: string): string {
  const shown = unit === 'millions' ? Math.round(value / 1000) / 1000 : value;
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: unit === 'vnd' ? 0 : maxDecimals,
    useGrouping: unit === 'vnd',
  }).format(shown);
}

/** A rate shown beside amounts: "3,5%" in Vietnamese, "3.5%" in English. */
export function formatPercent(rate: number, locale: string): string {
  return `${numberFormat(locale, maxDecimals).format(rate)}%`;
}
