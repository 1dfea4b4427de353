import type { DueContractDto } from '@pawndesk/domain/reminder-api';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { ContractNotes } from './contract-notes.tsx';
import { type DueContractActions, dueContractColumns } from './due-contract-columns.tsx';

type DueContractsTableProps = DueContractActions & {
  contracts: readonly DueContractDto[];
  selectedIds: readonly number[];
  onSelect: (ids: number[]) => void;
};

function rowClass(contract: DueContractDto): string {
  if (contract.isInactive) {
    return 'pd-reminder-row-inactive';
  }
  return contract.isExtra ? 'pd-reminder-row-extra' : '';
}

type NotesToggleProps = {
  expanded: boolean;
  record: DueContractDto;
  onExpand: (record: DueContractDto, event: MouseEvent<HTMLElement>) => void;
};

/** The notes toggle in the expand column: the row's notes open below it. */
function NotesToggle({ expanded, record, onExpand }: NotesToggleProps) {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * The contract detail table (A§2.8): every column of the spec, inactive rows for assets waiting
 * to liquidize, "extra" rows maturing after the filter's end, the renew and finalize toggles
 * (exclusive), the liquidation toggle and the notes toggle (long notes clipped until expanded).
 * Ticked rows receive the bulk note.
 */
export function DueContractsTable({
  contracts,
  selectedIds,
  onSelect,
  ...actions
}: DueContractsTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Table<DueContractDto>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...contracts]}
      columns={dueContractColumns(t, money, actions)}
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
          <NotesToggle expanded={expanded} record={record} onExpand={onExpand} />
        ),
      }}
      onRow={(c) => ({ 'data-testid': `due-row-${c.id}` }) as never}
      data-testid="due-contracts-table"
    />
  );
}
