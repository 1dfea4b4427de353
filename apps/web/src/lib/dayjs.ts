import { businessTimeZone } from '@pawndesk/domain/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { i18n } from '../i18n/i18n.ts';

// Every business date is in Vietnam's zone whatever the browser's own zone is (DECISIONS.md).
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(businessTimeZone);

// Dates follow the text language. Set up by the signed-in shell, which is where dates appear, so
// the login page does not load dayjs at all.
function followLanguage(language: string): void {
  dayjs.locale(language === 'en' ? 'en' : 'vi');
}
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);

export { dayjs };
