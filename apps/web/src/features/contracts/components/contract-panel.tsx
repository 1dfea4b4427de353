import type { ContractDto } from '@pawndesk/domain/contract-api';
import Card from 'antd/es/card';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import { clientPath, contractPath } from '../../../lib/paths.ts';
import { useMoney, usePercent } from '../../../lib/use-money.ts';
import { ContractActions } from './contract-actions.tsx';
import { ContractStatusTag } from './contract-status-tag.tsx';

/** CON-2: the left panel, the key figures, the links and the action buttons. */
export function ContractPanel({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  const figures: [string, string, string][] = [
    ['approved', t('CONTRACT_APPROVED_AMOUNT'), money(contract.approvedAmount)],
    ['principal', t('CONTRACT_PRINCIPAL'), money(contract.principalAmount)],
    ['interest', t('CONTRACT_INTEREST'), money(contract.interestAmount)],
    ['rate', t('CONTRACT_INTEREST_RATE'), percent(contract.interestRate)],
    ['submitted', t('CONTRACT_CREATED'), formatDate(contract.submittedOn)],
    ['matures', t('CONTRACT_MATURES'), formatDate(contract.maturesOn)],
    ['lateDays', t('CONTRACT_LATE_DAYS'), String(contract.lateDays)],
    ['overdueFee', t('CONTRACT_OVERDUE_FEE'), money(contract.overdueFee)],
    ['outstanding', t('CONTRACT_TOTAL_OUTSTANDING'), money(contract.totalOutstanding)],
    ['toRepay', t('CONTRACT_TO_REPAY'), money(contract.toRepay)],
    // The server's renewalDue (decisions/0018): never negative; a payment beyond interest and
    // fees shows as principal paid back, which the renewal carries.
    ['toRenew', t('CONTRACT_TO_RENEW'), money(contract.toRenew)],
    ...(contract.principalPaidBack > 0
      ? [
          [
            'principalPaidBack',
            t('CONTRACT_PRINCIPAL_PAID_BACK'),
            money(contract.principalPaidBack),
          ] as [string, string, string],
        ]
      : []),
  ];
  return (
    <Card
      size="small"
      className="pd-contract-panel"
      title={<ContractStatusTag status={contract.status} />}
      extra={t('AMOUNT_UNIT_MILLIONS')}
      data-testid="contract-panel"
    >
      <dl className="pd-contract-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }} data-testid={`contract-figure-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="pd-contract-links">
        <Link to={clientPath(contract.client)} data-testid="contract-client-link">
          {t('CONTRACT_CLIENT')}: {contract.client.name}
        </Link>
        {contract.renewal ? (
          <Link to={contractPath(contract.renewal)} data-testid="contract-renewal-link">
            {t('CONTRACT_RENEWAL_LINK', { id: contract.renewal.finfluxId })}
          </Link>
        ) : null}
        {contract.parent ? (
          <Link to={contractPath(contract.parent)} data-testid="contract-parent-link">
            {t('CONTRACT_PARENT_LINK', { id: contract.parent.finfluxId })}
          </Link>
        ) : null}
      </div>
      <ContractActions contract={contract} />
    </Card>
  );
}
