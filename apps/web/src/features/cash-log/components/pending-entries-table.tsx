import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import type { LayoutMode } from '../../../lib/use-layout-mode.ts';
import { EntryCard, type EntryCardOptions } from './entry-cards.tsx';

type PendingEntriesTableProps = {
  entries: CashLogDto[];
  total: number;
  columns: ColumnsType<CashLogDto>;
  cardOptions: EntryCardOptions;
  layout: LayoutMode;
  isLoading: boolean;
  page: number;
  onPage: (page: number) => void;
};

const pageSize = 20;

/** The pending tab: entries waiting for approval, 20 a page; cards on a phone. */
export function PendingEntriesTable({
  entries,
  total,
  columns,
  cardOptions,
  layout,
  isLoading,
  page,
  onPage,
}: PendingEntriesTableProps) {
  if (layout === 'mobile') {
    return (
      <Spin spinning={isLoading}>
        <div className="pd-cash-pending-cards" data-testid="cash-pending">
          {entries.length === 0 && !isLoading ? <Empty /> : null}
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} options={cardOptions} />
          ))}
          {total > pageSize ? (
            <Pagination
              current={page}
              pageSize={pageSize}
              total={total}
              showSizeChanger={false}
              onChange={onPage}
              size="small"
              className="pd-cash-cards-pagination"
            />
          ) : null}
        </div>
      </Spin>
    );
  }
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
        pageSize,
        total,
        showSizeChanger: false,
        onChange: onPage,
      }}
      data-testid="cash-pending"
    />
  );
}
