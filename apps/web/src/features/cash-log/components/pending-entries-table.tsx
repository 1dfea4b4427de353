import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import Table, { type ColumnsType } from 'antd/es/table';

type PendingEntriesTableProps = {
  entries: CashLogDto[];
  total: number;
  columns: ColumnsType<CashLogDto>;
  isLoading: boolean;
  page: number;
  onPage: (page: number) => void;
};

/** The pending tab: entries waiting for approval, 20 a page. */
export function PendingEntriesTable({
  entries,
  total,
  columns,
  isLoading,
  page,
  onPage,
}: PendingEntriesTableProps) {
  return (
    <Table<CashLogDto>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={entries}
      loading={isLoading}
      scroll={{ x: 'max-content' }}
      onRow={(entry) => ({ 'data-testid': `cash-row-${entry.id}` }) as never}
      pagination={{
        current: page,
        pageSize: 20,
        total,
        showSizeChanger: false,
        onChange: onPage,
      }}
      data-testid="cash-pending"
    />
  );
}
