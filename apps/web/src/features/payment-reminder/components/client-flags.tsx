import type { PastDueClientDto } from '@pawndesk/domain/reminder-api';
import Tag from 'antd/es/tag';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';

const promiseColors = { open: 'blue', kept: 'green', broken: 'red' } as const;

/**
 * The row's flags (A§2.8): value adjustment and waiting to liquidize; and the client's latest
 * promise to pay, open, kept or broken (issue 16 item 6).
 */
export function ClientFlags({ client }: { client: PastDueClientDto }) {
  const { t } = useTranslation();
  return (
    <>
      {client.hasValueAdjustment ? (
        <Tag color="gold" data-testid={`flag-value-adjustment-${client.id}`}>
          {t('REMINDER_FLAG_VALUE_ADJUSTMENT')}
        </Tag>
      ) : null}
      {client.waitingToLiquidize ? (
        <Tag color="red" data-testid={`flag-liquidize-${client.id}`}>
          {t('REMINDER_FLAG_WAITING_TO_LIQUIDIZE')}
        </Tag>
      ) : null}
      {client.promise ? (
        <Tag
          color={promiseColors[client.promise.state]}
          data-testid={`flag-promise-${client.id}`}
          data-state={client.promise.state}
        >
          {t(`REMINDER_PROMISE_${client.promise.state}`, {
            date: formatDate(client.promise.paymentDate),
          })}
        </Tag>
      ) : null}
    </>
  );
}
