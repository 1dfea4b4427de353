import { formatMillions } from '@pawndesk/domain/money';
import { formatPercent } from '@pawndesk/domain/number-text';
import { useTranslation } from '../i18n/use-translation.ts';
import { moneyLocale } from './format.ts';

/** Whole VND shown in millions, with the text language's separators. */
export function useMoney(): (vnd: number) => string {
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  return (vnd) => formatMillions(vnd, locale);
}

/** A rate with the same marks as the amounts beside it ("3,5%" in Vietnamese). */
export function usePercent(): (rate: number) => string {
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  return (rate) => formatPercent(rate, locale);
}
