import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import { AssetSummary } from '../../../components/asset-summary.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMoney, usePercent } from '../../../lib/use-money.ts';
import { contractPageSize } from '../model/list-params.ts';
import { ContractStatusTag } from './contract-status-tag.tsx';
import type { ContractRowsProps } from './contracts-table.tsx';

/** Mobile (< 768 px): one card per contract instead of the wide table. */
export function ContractCards({
  contracts,
  total,
  page,
  isLoading,
  onPageChange,
  onOpen,
}: ContractRowsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  return (
    <Spin spinning={isLoading}>
      <div className="pd-contract-cards" data-testid="contract-cards">
        {contracts.length === 0 && !isLoading ? (
          <Empty description={t('CONTRACTS_EMPTY')} data-testid="contracts-empty" />
        ) : null}
        {contracts.map((contract) => (
          <Card
            key={contract.id}
            size="small"
            hoverable
            onClick={() => onOpen(contract)}
            data-testid={`contract-row-${contract.finfluxId}`}
            title={`#${contract.finfluxId} · ${contract.client.name}`}
            extra={<ContractStatusTag status={contract.status} />}
          >
            <AssetSummary asset={contract.asset} />
            <dl className="pd-contract-card-fields">
              <dt>{t('CONTRACT_LOAN_AMOUNT')}</dt>
              <dd>
                {money(contract.approvedAmount)} · {percent(contract.interestRate)}
              </dd>
              <dt>{t('CONTRACT_CREATED')}</dt>
              <dd>
                {formatDate(contract.submittedOn)} → {formatDate(contract.maturesOn)}
              </dd>
              <dt>{t('CONTRACT_STORAGE')}</dt>
              <dd>{contract.asset.storage?.name ?? '—'}</dd>
            </dl>
          </Card>
        ))}
        {total > contractPageSize ? (
          <Pagination
            current={page}
            pageSize={contractPageSize}
            total={total}
            showSizeChanger={false}
            onChange={onPageChange}
            size="small"
            className="pd-contract-cards-pagination"
          />
        ) : null}
      </div>
    </Spin>
  );
}
