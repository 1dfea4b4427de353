import { previousMonthEnd } from '@pawndesk/domain/cash-log-rules';
import type { MiscDto } from '@pawndesk/domain/reference';
import Alert from 'antd/es/alert';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useClosuresOn } from '../api/list-closures.ts';
import { dateText } from '../model/labels.ts';

/**
 * The month-end check (B§7): on load, the closures of the last day of the previous month; while
 * an active fund lacks one, a persistent error notice names it (an inactive fund takes no new
 * entries).
 */
export function MonthEndNotice({ misc }: { misc: MiscDto | undefined }) {
  const { t } = useTranslation();
  const date = previousMonthEnd(useToday());
  const closures = useClosuresOn(date);
  if (!misc || !closures.data) {
    return null;
  }
  const closed = new Set(closures.data.items.map((closure) => closure.fund.id));
  const missing = misc.funds.filter((fund) => fund.isActive && !closed.has(fund.id));
  if (missing.length === 0) {
    return null;
  }
  return (
    <Alert
      type="error"
      showIcon
      className="pd-cash-notice"
      title={t('CASH_CLOSURE_MONTH_END_INCOMPLETE', { date: dateText(date) })}
      description={missing.map((fund) => fund.name).join(', ')}
      data-testid="month-end-notice"
    />
  );
}
