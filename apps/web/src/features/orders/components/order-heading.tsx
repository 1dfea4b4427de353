import type { OrderDto } from '@pawndesk/domain/order-api';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../model/appointment.ts';
import { stageLabelKey, stepLabelKey } from '../model/labels.ts';
import { personName } from '../model/people.ts';
import { OrderStatusTag } from './order-badges.tsx';

/** Where the order stands: step, stage, status and who claimed it when. */
export function OrderHeading({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('ORDER_AGENT'), personName(order.agent) || '—'],
    [t('ORDER_DATE_CLAIM'), formatDateTime(order.dateClaim) || '—'],
    [t('ORDER_CREATED_AT'), formatDateTime(order.createdAt)],
    [t('ORDER_LAST_MODIFY'), formatDateTime(order.lastModify)],
  ];
  if (order.branchName) {
    facts.push([t('BRANCH'), order.branchName]);
  }
  if (order.marketingCampaign) {
    facts.push([t('ORDER_MARKETING_CAMPAIGN'), order.marketingCampaign]);
  }
  return (
    <div className="pd-order-heading" data-testid="order-heading">
      <div className="pd-order-heading-tags">
        <Tag data-testid="order-heading-step">{t(stepLabelKey(order.step))}</Tag>
        {order.stage ? (
          <Tag data-testid="order-heading-stage">{t(stageLabelKey(order.stage))}</Tag>
        ) : null}
        <OrderStatusTag status={order.status} />
      </div>
      <dl className="pd-order-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
