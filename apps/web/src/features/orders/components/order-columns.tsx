import { formatMillions } from '@pawndesk/domain/money';
import type { OrderDto } from '@pawndesk/domain/order-api';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TFunction } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../model/appointment.ts';
import {
  assetTypeLabel,
  moneyLocale,
  sourceLabelKey,
  stageLabelKey,
  stepLabelKey,
} from '../model/labels.ts';
import type { OrderSortField, SortTerm } from '../model/list-params.ts';
import { sortPriority } from '../model/order-sort.ts';
import { customerName, personName } from '../model/people.ts';
import { ClaimButton, isClaimable } from './claim-button.tsx';
import { OrderStatusTag, WorkingAgentCell } from './order-badges.tsx';

/** The order list's columns (ORD-1); the sortable ones show the list's current sort. */
export function orderColumns({
  t,
  language,
  sort,
  pinActions = true,
}: {
  t: TFunction;
  language: string;
  sort: readonly SortTerm[];
  /** Pin the claim column to the right edge (desktop). */
  pinActions?: boolean;
}): ColumnsType<OrderDto> {
  const locale = moneyLocale(language);
  const sortable = (field: OrderSortField) => {
    const term = sort.find((item) => item.field === field);
    return {
      key: field,
      sorter: { multiple: sortPriority[field] },
      sortOrder: term ? (term.isDescending ? ('descend' as const) : ('ascend' as const)) : null,
    };
  };
  return [
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
          <strong>{assetTypeLabel(order.assetType, language)}</strong>
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
      // Pinned only where the table has room: on a tablet the pinned column covered the asset,
      // step, stage and status columns.
      ...(pinActions ? { fixed: 'right' as const } : {}),
      render: (_, order) => (isClaimable(order) ? <ClaimButton order={order} /> : null),
    },
  ];
}
