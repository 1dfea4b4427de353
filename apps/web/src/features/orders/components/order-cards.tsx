import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { formatMillions } from '@pawndesk/domain/money';
import type { OrderDto } from '@pawndesk/domain/order-api';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../model/appointment.ts';
import {
  assetTypeLabel,
  moneyLocale,
  sourceLabelKey,
  stageLabelKey,
  stepLabelKey,
} from '../model/labels.ts';
import { orderPageSize } from '../model/list-params.ts';
import { customerName, personName } from '../model/people.ts';
import { ClaimButton, isClaimable } from './claim-button.tsx';
import { OrderStatusTag, WorkingAgentCell } from './order-badges.tsx';

type OrderCardsProps = {
  orders: readonly OrderDto[];
  total: number;
  page: number;
  isLoading: boolean;
  onPageChange: (page: number) => void;
  onOpen: (order: OrderDto) => void;
  onNotes: (order: OrderDto) => void;
};

/** Mobile (< 768 px): one card per order instead of the wide table, each with its notes. */
export function OrderCards({
  orders,
  total,
  page,
  isLoading,
  onPageChange,
  onOpen,
  onNotes,
}: OrderCardsProps) {
  const { t, i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  return (
    <Spin spinning={isLoading}>
      <div className="pd-order-cards" data-testid="order-cards">
        {orders.length === 0 && !isLoading ? (
          <Empty description={t('ORDERS_EMPTY')} data-testid="orders-empty" />
        ) : null}
        {orders.map((order) => (
          <Card
            key={order.id}
            size="small"
            hoverable
            onClick={() => onOpen(order)}
            className="pd-order-card"
            data-testid={`order-card-${order.id}`}
            title={
              <span>
                #{order.id} · {order.phone}
              </span>
            }
            extra={<OrderStatusTag status={order.status} />}
          >
            <div className="pd-order-card-name">{customerName(order) || '—'}</div>
            <div className="pd-order-card-line">
              <Tag>{t(stepLabelKey(order.step))}</Tag>
              {order.stage ? <Tag>{t(stageLabelKey(order.stage))}</Tag> : null}
              <span>{t(sourceLabelKey(order.source))}</span>
            </div>
            <div className="pd-order-card-line">
              {assetTypeLabel(order.assetType, i18n.language)} {order.assetDescription}
            </div>
            <div className="pd-order-card-line">
              {t('ORDER_AMOUNTS')}: {formatMillions(order.requiredAmount, locale)} /{' '}
              {formatMillions(order.proposedAmount, locale)}
            </div>
            {order.agent ? (
              <div className="pd-order-card-line">
                {t('ORDER_AGENT')}: {personName(order.agent)}
              </div>
            ) : null}
            {order.appointment ? (
              <div className="pd-order-card-line">
                {t('ORDER_APPOINTMENT')}: {formatDateTime(order.appointment)}
              </div>
            ) : null}
            <div className="pd-order-card-actions">
              <WorkingAgentCell order={order} />
              <span className="pd-order-card-buttons">
                <Button
                  size="small"
                  icon={<MessageOutlined />}
                  onClick={(event) => {
                    event.stopPropagation();
                    onNotes(order);
                  }}
                  data-testid={`notes-${order.id}`}
                >
                  {t('ORDER_NOTES')}
                </Button>
                {isClaimable(order) ? <ClaimButton order={order} /> : null}
              </span>
            </div>
          </Card>
        ))}
        {total > orderPageSize ? (
          <Pagination
            current={page}
            pageSize={orderPageSize}
            total={total}
            showSizeChanger={false}
            onChange={onPageChange}
            size="small"
            className="pd-order-cards-pagination"
          />
        ) : null}
      </div>
    </Spin>
  );
}
