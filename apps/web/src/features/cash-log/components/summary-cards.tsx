import type { CashLogSummaryDto } from '@pawndesk/domain/cash-log-api';
import { formatVnd } from '@pawndesk/domain/money';
import Card from 'antd/es/card';
import Statistic from 'antd/es/statistic';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { balanceText } from '../model/labels.ts';

/** Total in, total out, cash balance; the bank balance for head accountants only (CASH-1). */
export function SummaryCards({
  summary,
  isHeadAccountant,
  isLoading,
}: {
  summary: CashLogSummaryDto | undefined;
  isHeadAccountant: boolean;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const cards = [
    { key: 'in', title: t('CASH_LOG_TOTAL_IN'), value: summary ? formatVnd(summary.totalIn) : '' },
    {
      key: 'out',
      title: t('CASH_LOG_TOTAL_OUT'),
      value: summary ? `(${formatVnd(summary.totalOut)})` : '',
    },
    {
      key: 'cash',
      title: t('CASH_LOG_CASH_BALANCE'),
      value: summary ? balanceText(summary.cashBalance) : '',
    },
    ...(isHeadAccountant
      ? [
          {
            key: 'bank',
            title: t('CASH_LOG_BANK_BALANCE'),
            value: summary ? balanceText(summary.bankBalance) : '',
          },
        ]
      : []),
  ];
  return (
    <div className="pd-cash-summary" data-testid="cash-summary">
      {cards.map((card) => (
        <Card key={card.key} size="small" loading={isLoading && !summary}>
          <Statistic
            title={card.title}
            value={card.value}
            data-testid={`cash-summary-${card.key}`}
          />
        </Card>
      ))}
    </div>
  );
}
