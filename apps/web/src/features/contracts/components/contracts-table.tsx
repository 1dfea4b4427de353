import type { ContractDto } from '@pawndesk/domain/contract-api';
import Table, { type ColumnsType } from 'antd/es/table';
import { AssetSummary } from '../../../components/asset-summary.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMoney, usePercent } from '../../../lib/use-money.ts';
import { contractPageSize } from '../model/list-params.ts';
import { ContractStatusTag } from './contract-status-tag.tsx';

export type ContractRowsProps = {
  contracts: readonly ContractDto[];
  total: number;
  page: number;
  isLoading: boolean;
  onPageChange: (page: number) => void;
  onOpen: (contract: ContractDto) => void;
};

/** Desktop and tablet: the columns of A§2.9; a row opens the detail. */
export function ContractsTable({
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
  const columns: ColumnsType<ContractDto> = [
    {
      title: t('CONTRACT_ID'),
      key: 'id',
      width: 130,
      render: (_, contract) => (
        <div>
          <div className="pd-contract-id">#{contract.finfluxId}</div>
          <ContractStatusTag status={contract.status} />
        </div>
      ),
    },
    {
      title: t('CONTRACT_CREATED'),
      key: 'created',
      width: 110,
      render: (_, contract) => formatDate(contract.submittedOn),
    },
    {
      title: t('CONTRACT_MATURES'),
      key: 'matures',
      width: 110,
      render: (_, contract) => formatDate(contract.maturesOn),
    },
    {
      title: t('CONTRACT_CLIENT'),
      key: 'client',
      width: 180,
      render: (_, contract) => (
        <div>
          <div>{contract.client.name}</div>
          <div className="pd-meta">{contract.client.primaryPhone}</div>
        </div>
      ),
    },
    {
      title: t('CONTRACT_ASSET'),
      key: 'asset',
      render: (_, contract) => <AssetSummary asset={contract.asset} />,
    },
    {
      title: t('CONTRACT_LOAN_AMOUNT'),
      key: 'amount',
      width: 120,
      align: 'right',
      render: (_, contract) => money(contract.approvedAmount),
    },
    {
      title: t('CONTRACT_INTEREST_RATE'),
      key: 'rate',
      width: 100,
      align: 'right',
      render: (_, contract) => percent(contract.interestRate),
    },
    {
      title: t('CONTRACT_STORAGE'),
      key: 'storage',
      width: 140,
      render: (_, contract) => contract.asset.storage?.name ?? '—',
    },
  ];
  return (
    <Table<ContractDto>
      rowKey="finfluxId"
      size="small"
      loading={isLoading}
      columns={columns}
      dataSource={[...contracts]}
      scroll={{ x: 1000 }}
      locale={{ emptyText: t('CONTRACTS_EMPTY') }}
      onRow={(contract) => ({
        onClick: () => onOpen(contract),
        className: 'pd-clickable-row',
      })}
      pagination={{
        current: page,
        pageSize: contractPageSize,
        total,
        showSizeChanger: false,
        onChange: onPageChange,
      }}
      data-testid="contracts-table"
    />
  );
}
