import LockOutlined from '@ant-design/icons/LockOutlined';
import type { OrderDto } from '@pawndesk/domain/order-api';
import type { OrderStatus } from '@pawndesk/domain/orders';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../lib/use-session.ts';
import { statusColors, statusLabelKey } from '../model/labels.ts';
import { personName } from '../model/people.ts';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]} data-testid="order-status" variant="outlined">
      {t(statusLabelKey(status))}
    </Tag>
  );
}

/** The working agent of a row: a lock and a name, or nothing while nobody works on it. */
export function WorkingAgentCell({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const me = useSession().user?.id;
  const agent = order.workingAgent;
  if (!agent) {
    return null;
  }
  const isMine = agent.id === me;
  return (
    <Tooltip
      title={isMine ? t('ORDER_WORKING_ME') : t('ORDER_LOCKED_BY', { name: personName(agent) })}
    >
      <span
        className={isMine ? 'pd-order-lock pd-order-lock-mine' : 'pd-order-lock'}
        data-testid="working-agent"
      >
        <LockOutlined /> {personName(agent)}
      </span>
    </Tooltip>
  );
}
