import { formatMillions } from '@pawndesk/domain/money';
import { useTranslation } from 'react-i18next';
import { moneyLocale } from '../../../lib/format.ts';

/** Whole VND shown in millions, with the text language's separators. */
export function useMoney(): (vnd: number) => string {
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  return (vnd) => formatMillions(vnd, locale);
}
