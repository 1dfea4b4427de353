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
