/** Every business date and every "today" is in this zone (DECISIONS.md). */
export const businessTimeZone = 'Asia/Ho_Chi_Minh';

/** The business date (YYYY-MM-DD) of an instant. */
export function businessDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
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
