import List from 'antd/es/list';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatDateTime, personName } from '../../../lib/format.ts';
import { useReminderResults } from '../api/list-reminder-results.ts';
import { NextActionText } from './next-action-text.tsx';

/** The client's reminder results, newest first (REM-4). */
export function ResultsHistory({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const results = useReminderResults(clientId);
  return (
    <section className="pd-reminder-modal-section" data-testid="results-history">
      <h3>{t('REMINDER_RESULTS_HISTORY')}</h3>
      <List
        size="small"
        loading={results.isPending}
        dataSource={results.data?.items ?? []}
        locale={{ emptyText: t('REMINDER_NO_RESULTS') }}
        renderItem={(result) => (
          <List.Item key={result.id} data-testid={`result-${result.id}`}>
            <div>
              <div>
                <strong>{result.status.name}</strong> · {result.clientAttitude.name} ·{' '}
                <NextActionText result={result} />
              </div>
              <div className="pd-meta">
                {formatDateTime(result.createdAt)} {personName(result.createdBy)}
                {result.paymentDate
                  ? ` · ${t('REMINDER_PAYMENT_DATE')}: ${formatDate(result.paymentDate)}`
                  : ''}
              </div>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
