import type { ContractDto } from '@pawndesk/domain/contract-api';
import { formatMillions } from '@pawndesk/domain/money';
import Table, { type ColumnsType } from 'antd/es/table';
import { AssetSummary } from '../../../components/asset-summary.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, moneyLocale } from '../../../lib/format.ts';
import { valueAdjustmentPageSize } from '../model/list-state.ts';
import { ContractIdCell, StorageCell } from './contract-cells.tsx';
import { NewPriceEditor } from './new-price-editor.tsx';

export type ValueAdjustmentRowsProps = {
  contracts: readonly ContractDto[];
  total: number;
  page: number;
  today: string;
  isLoading: boolean;
  onPageChange: (page: number) => void;
};

/** Desktop and tablet: A§2.10's columns with the inline editor. */
export function ValueAdjustmentTable(props: ValueAdjustmentRowsProps) {
  const { t, i18n } = useTranslation();
  const money = (vnd: number) => formatMillions(vnd, moneyLocale(i18n.language));
  const columns: ColumnsType<ContractDto> = [
    {
      title: t('CONTRACT_ID'),
      key: 'id',
      width: 130,
      render: (_, contract) => <ContractIdCell contract={contract} />,
    },
    {
      title: t('CONTRACT_CREATED'),
      key: 'created',
      width: 105,
      render: (_, contract) => formatDate(contract.submittedOn),
    },
    {
      title: t('CONTRACT_MATURES'),
      key: 'matures',
      width: 105,
      render: (_, contract) => formatDate(contract.maturesOn),
    },
    {
      title: t('CONTRACT_CLIENT'),
      key: 'client',
      width: 170,
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
      title: t('VALUE_ADJUSTMENT_STORED_ON'),
      key: 'stored',
      width: 115,
      render: (_, contract) => <StorageCell contract={contract} today={props.today} />,
    },
    {
      title: t('CONTRACT_LOAN_AMOUNT'),
      key: 'amount',
      width: 100,
      align: 'right',
      render: (_, contract) => money(contract.approvedAmount),
    },
    {
      title: t('CONTRACT_NEW_PRICE'),
      key: 'newPrice',
      width: 190,
      render: (_, contract) => <NewPriceEditor contract={contract} />,
    },
  ];
  return (
    <Table<ContractDto>
      rowKey="id"
      size="small"
      loading={props.isLoading}
      columns={columns}
      dataSource={[...props.contracts]}
      scroll={{ x: 1100 }}
      locale={{ emptyText: t('CONTRACTS_EMPTY') }}
      pagination={{
        current: props.page,
        pageSize: valueAdjustmentPageSize,
        total: props.total,
        showSizeChanger: false,
        onChange: props.onPageChange,
      }}
      data-testid="value-adjustment-table"
    />
  );
}
