import type { ContractSummaryDto } from '@pawndesk/domain/contract-api';
import type { ContractStatus } from '@pawndesk/domain/contract-states';
import { useTranslation } from '../../../i18n/use-translation.ts';

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
        const label = t(`CONTRACT_COUNT_${key.toUpperCase()}`);
        const isOnly = status !== null && statuses.length === 1 && statuses[0] === status;
        return (
          <div
            key={key}
            className={`pd-contract-count${status ? ' pd-contract-count-filter' : ''}${isOnly ? ' is-active' : ''}`}
            data-testid={`contract-count-${key}`}
          >
            <dt>
              {status ? (
                // The button covers the whole card (CSS), so a press anywhere on it filters.
                <button
                  type="button"
                  className="pd-contract-count-toggle"
                  aria-pressed={isOnly}
                  onClick={() => onToggleStatus(status)}
                  data-testid={`contract-count-toggle-${key}`}
                >
                  {label}
                </button>
              ) : (
                label
              )}
            </dt>
            <dd>{summary ? summary[key] : '—'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
