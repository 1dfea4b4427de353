import type { ContractDto } from '@pawndesk/domain/contract-api';
import type { ContractStatus } from '@pawndesk/domain/contract-states';
import { daysBetween } from '@pawndesk/domain/dates';
import Badge from 'antd/es/badge';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import { contractPath } from '../../../lib/paths.ts';

const bulletStatus: Partial<Record<ContractStatus, 'processing' | 'error'>> = {
  DISBURSED: 'processing',
  OVERDUE: 'error',
};

/** The status bullet, the contract number (to its detail) and its status (A§2.10). */
export function ContractIdCell({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  return (
    <div className="pd-value-adjustment-id">
      <Badge status={bulletStatus[contract.status] ?? 'default'} />
      <div>
        <Link to={contractPath(contract)}>#{contract.finfluxId}</Link>
        <div className="pd-meta">{t(`CONTRACT_STATUS_${contract.status}`)}</div>
      </div>
    </div>
  );
}

/** The day the asset went into storage and how many days it has been there. */
export function StorageCell({ contract, today }: { contract: ContractDto; today: string }) {
  const { t } = useTranslation();
  const { storedOn } = contract.asset;
  if (!storedOn) {
    return <span>—</span>;
  }
  return (
    <div>
      <div>{formatDate(storedOn)}</div>
      <div className="pd-meta" data-testid="days-in-storage">
        {t('VALUE_ADJUSTMENT_DAYS_IN_STORAGE', {
          count: Math.max(0, daysBetween(storedOn, today)),
        })}
      </div>
    </div>
  );
}
