import type { ContractSummaryDto } from '@pawndesk/domain/contract-api';
import { useTranslation } from 'react-i18next';

const counts = [
  'pending',
  'approved',
  'disbursed',
  'overdue',
  'renewed',
  'repaid',
  'clients',
] as const satisfies readonly (keyof ContractSummaryDto)[];

/** The summary counts of A§2.9, for the current search and dates. */
export function ContractSummaryCounts({ summary }: { summary: ContractSummaryDto | undefined }) {
  const { t } = useTranslation();
  return (
    <dl className="pd-contract-counts" data-testid="contract-counts">
      {counts.map((key) => (
        <div key={key} className="pd-contract-count" data-testid={`contract-count-${key}`}>
          <dt>{t(`CONTRACT_COUNT_${key.toUpperCase()}`)}</dt>
          <dd>{summary ? summary[key] : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
