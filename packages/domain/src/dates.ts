/** Every business date and every "today" is in this zone (DECISIONS.md). */
export const businessTimeZone = 'Asia/Ho_Chi_Minh';

/** Vietnam keeps UTC+7 all year (no daylight saving), so a business day starts at 00:00+07:00. */
const businessOffset = '+07:00';
const businessOffsetMs = 7 * 60 * 60 * 1000;

/**
 * The business date (YYYY-MM-DD) of an instant: its UTC date seven hours later. Arithmetic, not
 * Intl: a list's DTOs format several dates per row, and Intl's formatting was 2 % of the contract
 * list's server time (decisions/0039); the test checks it against Intl over years of instants.
 */
export function businessDate(instant: Date): string {
  return new Date(instant.getTime() + businessOffsetMs).toISOString().slice(0, 10);
}

/** The instant a business date (YYYY-MM-DD) begins. */
export function businessDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${businessOffset}`);
}

/** The instant after a business date ends (the next day's start). */
export function businessDayEnd(date: string): Date {
  return new Date(businessDayStart(date).getTime() + 24 * 60 * 60 * 1000);
}

/** Milliseconds from `now` until the next business day starts (00:00 Asia/Ho_Chi_Minh). */
export function msUntilNextBusinessDay(now: Date): number {
  return businessDayEnd(businessDate(now)).getTime() - now.getTime();
}

const dayMs = 24 * 60 * 60 * 1000;

function dateUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** A business date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(dateUtc(date) + days * dayMs).toISOString().slice(0, 10);
}

/** Calendar days from one business date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateUtc(to) - dateUtc(from)) / dayMs);
}
