import { formatMillions } from '@pawndesk/domain/money';
import type { OrderDto } from '@pawndesk/domain/order-api';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../model/appointment.ts';
import {
  assetTypeLabel,
  moneyLocale,
  sourceLabelKey,
  stageLabelKey,
  stepLabelKey,
} from '../model/labels.ts';
import { type OrderSortField, orderPageSize, type SortTerm } from '../model/list-params.ts';
import { customerName, personName } from '../model/people.ts';
import { ClaimButton, isClaimable } from './claim-button.tsx';
import { OrderStatusTag, WorkingAgentCell } from './order-badges.tsx';

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

/**
 * Sort priority follows the spec's default (step, last modified, id, staff, name), then the
 * appointment: whatever columns are sorted, the `sort` parameter lists them in this order.
 */
const sortPriority: Record<OrderSortField, number> = {
  step_index: 7,
  last_modify: 6,
  id: 5,
  order_staff: 4,
  order_name: 3,
  appointment: 2,
  date_claim: 1,
};

function isSortField(value: unknown): value is OrderSortField {
  return typeof value === 'string' && value in sortPriority;
}

function toSortTerms(sorter: SorterResult<OrderDto> | SorterResult<OrderDto>[]): SortTerm[] {
  const sorters = Array.isArray(sorter) ? sorter : [sorter];
  const terms: SortTerm[] = [];
  for (const item of sorters) {
    if (item.order && isSortField(item.columnKey)) {
      terms.push({ field: item.columnKey, isDescending: item.order === 'descend' });
    }
  }
  return terms.sort((a, b) => sortPriority[b.field] - sortPriority[a.field]);
}

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
  const locale = moneyLocale(i18n.language);
  const sortable = (field: OrderSortField) => {
    const term = sort.find((item) => item.field === field);
    return {
      key: field,
      sorter: { multiple: sortPriority[field] },
      sortOrder: term ? (term.isDescending ? ('descend' as const) : ('ascend' as const)) : null,
    };
  };

  const columns: ColumnsType<OrderDto> = [
    { title: t('ORDER_ID'), dataIndex: 'id', width: 80, ...sortable('id') },
    { title: t('ORDER_PHONE'), dataIndex: 'phone', key: 'phone', width: 120 },
    {
      title: t('ORDER_NAME'),
      width: 160,
      render: (_, order) => customerName(order),
      ...sortable('order_name'),
    },
    {
      title: t('ORDER_SOURCE'),
      key: 'source',
      width: 110,
      render: (_, order) => t(sourceLabelKey(order.source)),
    },
    {
      title: t('ORDER_ASSET'),
      key: 'asset',
      width: 220,
      ellipsis: true,
      render: (_, order) => (
        <span title={order.assetDescription}>
          <strong>{assetTypeLabel(order.assetType, i18n.language)}</strong>
          {order.assetType ? ' · ' : ''}
          {order.assetDescription}
        </span>
      ),
    },
    {
      title: t('ORDER_AMOUNTS'),
      key: 'amounts',
      width: 130,
      align: 'right',
      render: (_, order) =>
        `${formatMillions(order.requiredAmount, locale)} / ${formatMillions(order.proposedAmount, locale)}`,
    },
    {
      title: t('ORDER_STEP'),
      width: 120,
      render: (_, order) => t(stepLabelKey(order.step)),
      ...sortable('step_index'),
    },
    {
      title: t('ORDER_STAGE'),
      key: 'stage',
      width: 160,
      render: (_, order) => (order.stage ? t(stageLabelKey(order.stage)) : ''),
    },
    {
      title: t('ORDER_STATUS'),
      key: 'status',
      width: 120,
      render: (_, order) => <OrderStatusTag status={order.status} />,
    },
    {
      title: t('ORDER_AGENT'),
      width: 150,
      render: (_, order) => personName(order.agent),
      ...sortable('order_staff'),
    },
    {
      title: t('ORDER_WORKING_AGENT'),
      key: 'workingAgent',
      width: 150,
      render: (_, order) => <WorkingAgentCell order={order} />,
    },
    {
      title: t('ORDER_APPOINTMENT'),
      width: 140,
      render: (_, order) => formatDateTime(order.appointment),
      ...sortable('appointment'),
    },
    {
      title: t('ORDER_LAST_MODIFY'),
      width: 140,
      render: (_, order) => formatDateTime(order.lastModify),
      ...sortable('last_modify'),
    },
    {
      title: '',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, order) => (isClaimable(order) ? <ClaimButton order={order} /> : null),
    },
  ];

  return (
    <Table<OrderDto>
      rowKey="id"
      size="middle"
      columns={columns}
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
