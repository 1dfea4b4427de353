import { businessTimeZone } from '@pawndesk/domain/dates';
import { fullName } from '@pawndesk/domain/names';
import { dayjs } from './dayjs.ts';

/** DD/MM/YYYY of a calendar date (YYYY-MM-DD) or of an instant (B§9). */
export function formatDate(value: string | null | undefined): string {
  if (!value) {
    return '';
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day}/${month}/${year}`;
  }
  return dayjs(value).tz(businessTimeZone).format('DD/MM/YYYY');
}

/** Notes: DD/MM/YYYY HH:mm (B§9). */
export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).tz(businessTimeZone).format('DD/MM/YYYY HH:mm') : '';
}

export function personName(
  person: { firstName: string; lastName: string } | null | undefined,
): string {
  return person ? fullName(person) : '';
}

/** Amounts follow the text language's separators ("12,5" in Vietnamese, "12.5" in English). */
export function moneyLocale(language: string): string {
  return language === 'en' ? 'en-US' : 'vi-VN';
}
