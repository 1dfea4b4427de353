import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import type { CallLogDto } from '@pawndesk/domain/call-logs';
import { formatCallTimer } from '@pawndesk/domain/phone';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import { useTranslation } from '../i18n/use-translation.ts';
import { dayjs } from '../lib/dayjs.ts';
import { usePhone } from '../lib/phone/phone-context.tsx';

const statusColors: Record<CallLogDto['status'], string> = {
  ANSWERED: 'green',
  MISSED: 'orange',
  CANCELLED: 'default',
  FAILED: 'red',
};

/** Call logs as rows; clicking one calls its number (PHONE-4). */
export function CallLogRows({ items, testId }: { items: CallLogDto[]; testId: string }) {
  const { t } = useTranslation();
  const phone = usePhone();
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('CALL_LOG_EMPTY')} />;
  }
  return (
    <ul className="pd-call-log-rows" data-testid={testId}>
      {items.map((log) => (
        <li key={log.id}>
          <button
            type="button"
            className="pd-call-log-row"
            onClick={() => phone?.call(log.remote)}
            aria-label={t('CALL_BACK', { number: log.remote })}
            data-testid="call-log-row"
            data-status={log.status}
            data-duration={log.duration}
          >
            <span
              className="pd-call-log-direction"
              title={t(log.direction === 'INBOUND' ? 'CALL_INBOUND' : 'CALL_OUTBOUND')}
            >
              {log.direction === 'INBOUND' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
            </span>
            <span className="pd-call-log-who">
              <strong>{log.remote}</strong>
              {log.client ? <span>{log.client.name}</span> : null}
            </span>
            <span className="pd-call-log-when">
              <Tag color={statusColors[log.status]}>{t(`CALL_STATUS_${log.status}`)}</Tag>
              <span>
                {dayjs(log.createdAt).tz().format('DD/MM HH:mm')}
                {log.duration > 0 ? ` · ${formatCallTimer(log.duration)}` : ''}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
