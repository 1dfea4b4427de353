import type { ContractSummaryDto } from '@pawndesk/domain/contract-api';
import type { ContractStatus } from '@pawndesk/domain/contract-states';
import { useTranslation } from 'react-i18next';

/** The summary counts of A§2.9; each count of a status filters the list to that status. */
const counts = [
  { key: 'pending', status: 'PENDING' },
  { key: 'approved', status: 'APPROVED' },
  { key: 'disbursed', status: 'DISBURSED' },
  { key: 'overdue', status: 'OVERDUE' },
  { key: 'renewed', status: 'RENEWED' },
  { key: 'repaid', status: 'REPAID' },
  { key: 'clients', status: null },
] as const satisfies readonly { key: keyof ContractSummaryDto; status: ContractStatus | null }[];

/**
 * The summary counts for the current search and dates. A status count is a toggle: pressed, the
 * list shows only that status; pressed again, every status.
 */
export function ContractSummaryCounts({
  summary,
  statuses,
  onToggleStatus,
}: {
  summary: ContractSummaryDto | undefined;
  statuses: readonly ContractStatus[];
  onToggleStatus: (status: ContractStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <dl className="pd-contract-counts" data-testid="contract-counts">
      {counts.map(({ key, status }) => {
        const body = (
          <>
            <dt>{t(`CONTRACT_COUNT_${key.toUpperCase()}`)}</dt>
            <dd>{summary ? summary[key] : '—'}</dd>
          </>
        );
        if (status === null) {
          return (
            <div key={key} className="pd-contract-count" data-testid={`contract-count-${key}`}>
              {body}
            </div>
          );
        }
        const isOnly = statuses.length === 1 && statuses[0] === status;
        return (
          <div
            key={key}
            role="button"
            tabIndex={0}
            aria-pressed={isOnly}
            className={`pd-contract-count pd-contract-count-filter${isOnly ? ' is-active' : ''}`}
            onClick={() => onToggleStatus(status)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onToggleStatus(status);
              }
            }}
            data-testid={`contract-count-${key}`}
          >
            {body}
          </div>
        );
      })}
    </dl>
  );
}
