import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import { isContractCreatable } from '@pawndesk/domain/contract-wizard';
import type { OrderDto } from '@pawndesk/domain/order-api';
import { hasPermissions } from '@pawndesk/domain/permissions';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../lib/use-session.ts';
import { formatDateTime } from '../model/appointment.ts';
import { stageLabelKey, stepLabelKey } from '../model/labels.ts';
import { personName } from '../model/people.ts';
import { OrderStatusTag } from './order-badges.tsx';

/**
 * The way from the order to its contract (B§2 creation wizard): its contract when it has one,
 * else "create contract" once the order is claimed and still open, for staff with contract_access.
 */
function OrderContractAction({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { principal } = useSession();
  if (order.contract) {
    return (
      <Link to={`/contracts/${order.contract.finfluxId}`} data-testid="order-contract-link">
        {t('ORDER_CONTRACT_LINK', { id: order.contract.finfluxId })}
      </Link>
    );
  }
  if (
    !principal ||
    !hasPermissions(principal, ['contract_access']) ||
    !isContractCreatable(order)
  ) {
    return null;
  }
  return (
    <Button
      type="primary"
      icon={<FileAddOutlined />}
      onClick={() => void navigate(`/contracts/new?orderId=${order.id}`)}
      data-testid="order-create-contract"
    >
      {t('ORDER_CREATE_CONTRACT')}
    </Button>
  );
}

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
        <OrderContractAction order={order} />
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
