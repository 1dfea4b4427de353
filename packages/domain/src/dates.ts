/** Every business date and every "today" is in this zone (DECISIONS.md). */
export const businessTimeZone = 'Asia/Ho_Chi_Minh';

/**
 * One formatter for the module: building an Intl.DateTimeFormat costs about ten times formatting
 * with it (bench: the contract list's 20 DTOs spent 7 ms of a request creating them).
 */
const businessDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business date (YYYY-MM-DD) of an instant. */
export function businessDate(instant: Date): string {
  return businessDateFormat.format(instant);
}

/** Vietnam keeps UTC+7 all year (no daylight saving), so a business day starts at 00:00+07:00. */
const businessOffset = '+07:00';

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
