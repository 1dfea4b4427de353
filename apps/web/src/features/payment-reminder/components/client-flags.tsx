import type { PastDueClientDto } from '@pawndesk/domain/reminder-api';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** The row's flags (A§2.8): value adjustment and waiting to liquidize. */
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
    </>
  );
}
