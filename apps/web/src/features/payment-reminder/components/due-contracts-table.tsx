import type { DueContractDto } from '@pawndesk/domain/reminder-api';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Switch from 'antd/es/switch';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useMoney } from '../hooks/use-money.ts';
import { ContractNotes } from './contract-notes.tsx';
import type { CalculationToggle } from './payment-calculation.tsx';

type DueContractsTableProps = {
  contracts: readonly DueContractDto[];
  toggles: Readonly<Record<number, CalculationToggle>>;
  onToggle: (contractId: number, toggle: CalculationToggle) => void;
  selectedIds: readonly number[];
  onSelect: (ids: number[]) => void;
  onLiquidation: (contract: DueContractDto) => void;
};

function rowClass(contract: DueContractDto): string {
  if (contract.isInactive) {
    return 'pd-reminder-row-inactive';
  }
  return contract.isExtra ? 'pd-reminder-row-extra' : '';
}

/**
 * The contract detail table (A§2.8): every column of the spec, inactive rows for assets waiting
 * to liquidize, "extra" rows maturing after the filter's end, the renew and finalize toggles
 * (exclusive), the liquidation toggle and the notes toggle (long notes clipped until expanded).
 * Ticked rows receive the bulk note.
 */
export function DueContractsTable(props: DueContractsTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { contracts, toggles, onToggle, selectedIds, onSelect, onLiquidation } = props;
  const toggle = (contract: DueContractDto, kind: 'renew' | 'finalize') => (
    <Checkbox
      checked={toggles[contract.id] === kind}
      disabled={contract.isInactive}
      onChange={(event) => onToggle(contract.id, event.target.checked ? kind : null)}
      aria-label={`${t(kind === 'renew' ? 'REMINDER_RENEW' : 'REMINDER_FINALIZE')} #${contract.finfluxId}`}
      data-testid={`${kind}-${contract.id}`}
    />
  );
  const columns: ColumnsType<DueContractDto> = [
    {
      title: t('REMINDER_CONTRACT_ID'),
      key: 'id',
      fixed: 'left',
      render: (_, c) => (
        <div>
          <Link to={`/contracts/${c.finfluxId}`}>#{c.finfluxId}</Link>
          {c.isExtra ? (
            <Tag color="green" data-testid={`extra-${c.id}`}>
              {t('REMINDER_EXTRA')}
            </Tag>
          ) : null}
          {c.isInactive ? (
            <Tag data-testid={`inactive-${c.id}`}>{t('REMINDER_INACTIVE')}</Tag>
          ) : null}
        </div>
      ),
    },
    { title: t('REMINDER_DUE_DATE'), key: 'due', render: (_, c) => formatDate(c.maturesOn) },
    {
      title: t('REMINDER_LATE_DAYS_COLUMN'),
      key: 'late',
      align: 'right',
      render: (_, c) => c.lateDays,
    },
    { title: t('REMINDER_ASSET'), key: 'asset', render: (_, c) => c.asset.description },
    {
      title: t('REMINDER_APPROVED_AMOUNT'),
      key: 'approved',
      align: 'right',
      render: (_, c) => money(c.approvedAmount),
    },
    {
      title: t('REMINDER_INTEREST'),
      key: 'interest',
      align: 'right',
      render: (_, c) => (
        <div>
          <div>{money(c.interestAmount)}</div>
          <div className="pd-contract-meta">+{money(c.roundingFee)}</div>
        </div>
      ),
    },
    {
      title: t('REMINDER_OVERDUE_FEE'),
      key: 'overdue',
      align: 'right',
      render: (_, c) => (
        <div>
          <div>{money(c.overdueFee)}</div>
          <div className="pd-contract-meta">
            {t('REMINDER_PER_DAY', { amount: money(c.overdueFeePerDay) })}
          </div>
        </div>
      ),
    },
    {
      title: t('REMINDER_WAIVED'),
      key: 'waived',
      align: 'right',
      render: (_, c) => money(c.waivedAmount),
    },
    {
      title: t('REMINDER_OLD_CONTRACT_PENALTY'),
      key: 'penalty',
      align: 'right',
      render: (_, c) => money(c.oldContractPenalty),
    },
    {
      title: t('REMINDER_REPAID'),
      key: 'repaid',
      align: 'right',
      render: (_, c) => money(c.repaidShown),
    },
    {
      title: t('REMINDER_VALUE_ADJUSTMENT_AMOUNT'),
      key: 'adjusted',
      align: 'right',
      render: (_, c) => money(c.adjustedAmount),
    },
    {
      title: t('REMINDER_STORAGE_FEE'),
      key: 'storageFee',
      align: 'right',
      render: (_, c) => (
        <div>
          <div>{money(c.storageFee)}</div>
          <div className="pd-contract-meta">
            {t('REMINDER_TERM_DAYS', { days: c.product.loanTerm })}
          </div>
        </div>
      ),
    },
    {
      title: t('REMINDER_STORAGE'),
      key: 'storage',
      render: (_, c) => c.asset.storage?.name ?? 'n/a',
    },
    {
      title: t('REMINDER_RENEW'),
      key: 'renew',
      align: 'center',
      render: (_, c) => toggle(c, 'renew'),
    },
    {
      title: t('REMINDER_FINALIZE'),
      key: 'finalize',
      align: 'center',
      render: (_, c) => toggle(c, 'finalize'),
    },
    {
      title: t('REMINDER_LIQUIDATION'),
      key: 'liquidation',
      align: 'center',
      render: (_, c) => (
        <Switch
          size="small"
          checked={c.waitingToLiquidize}
          disabled={!c.canToggleLiquidation}
          onChange={() => onLiquidation(c)}
          aria-label={`${t('REMINDER_LIQUIDATION')} #${c.finfluxId}`}
          data-testid={`liquidation-${c.id}`}
        />
      ),
    },
  ];
  return (
    <Table<DueContractDto>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...contracts]}
      columns={columns}
      scroll={{ x: 'max-content' }}
      rowClassName={rowClass}
      rowSelection={{
        selectedRowKeys: [...selectedIds],
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (c) => ({ 'aria-label': `#${c.finfluxId}` }) as never,
      }}
      expandable={{
        expandedRowRender: (c) => <ContractNotes contractId={c.id} />,
        columnTitle: t('REMINDER_NOTES'),
        expandIcon: ({ expanded, onExpand, record }) => (
          <Button
            size="small"
            type={expanded ? 'primary' : 'default'}
            aria-expanded={expanded}
            aria-label={`${t('REMINDER_NOTES')} #${record.finfluxId}`}
            onClick={(event) => onExpand(record, event)}
            data-testid={`notes-toggle-${record.id}`}
          >
            {t('REMINDER_NOTES')}
          </Button>
        ),
      }}
      onRow={(c) => ({ 'data-testid': `due-row-${c.id}` }) as never}
      data-testid="due-contracts-table"
    />
  );
}
