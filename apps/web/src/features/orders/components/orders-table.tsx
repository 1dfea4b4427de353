import type { OrderDto } from '@pawndesk/domain/order-api';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { orderPageSize, type SortTerm } from '../model/list-params.ts';
import { toSortTerms } from '../model/order-sort.ts';
import { orderColumns } from './order-columns.tsx';

type OrdersTableProps = {
  orders: readonly OrderDto[];
  total: number;
  page: number;
  sort: readonly SortTerm[];
  isLoading: boolean;
  onPageChange: (page: number) => void;
  onSortChange: (sort: SortTerm[]) => void;
  onOpen: (order: OrderDto) => void;
};

export function OrdersTable({
  orders,
  total,
  page,
  sort,
  isLoading,
  onPageChange,
  onSortChange,
  onOpen,
}: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const isDesktop = useLayoutMode() === 'desktop';
  return (
    <Table<OrderDto>
      rowKey="id"
      size="middle"
      columns={orderColumns({ t, language: i18n.language, sort, pinActions: isDesktop })}
      dataSource={[...orders]}
      loading={isLoading}
      scroll={{ x: 1900 }}
      sortDirections={['ascend', 'descend']}
      showSorterTooltip={false}
      locale={{ emptyText: <Empty description={t('ORDERS_EMPTY')} data-testid="orders-empty" /> }}
      pagination={{
        current: page,
        pageSize: orderPageSize,
        total,
        showSizeChanger: false,
        showTotal: (count) => t('ORDER_TOTAL', { total: count }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          onSortChange(toSortTerms(sorter));
        } else if (extra.action === 'paginate') {
          onPageChange(pagination.current ?? 1);
        }
      }}
      onRow={(order) => ({ onClick: () => onOpen(order), className: 'pd-order-row' })}
      data-testid="orders-table"
    />
  );
}
