import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import { useNavigate, useParams } from 'react-router';
import { RemoteCallLogs } from '../../../components/remote-call-logs.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrdersLive } from '../hooks/use-orders-live.ts';
import { useWorkingAgentLock } from '../hooks/use-working-agent-lock.ts';
import { OrderEditor } from './order-editor.tsx';
import { OrderHeading } from './order-heading.tsx';
import { OrderNotesPanel } from './order-notes-panel.tsx';
import '../orders.css';

function parseId(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The latest calls with the order's number (PHONE-4). */
function CallHistory({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('CALL_LOG')} data-testid="order-call-history">
      <RemoteCallLogs remote={phone} />
    </Card>
  );
}

/** /orders/{id}: the same form, notes and actions as the modal, on a page of its own (ORD-8). */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const query = useOrder(id);
  const order = query.data;
  const lock = useWorkingAgentLock(order, id !== null);
  useOrdersLive();

  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate('/orders')}
      data-testid="order-back"
    >
      {t('BACK_TO_ORDERS')}
    </Button>
  );

  if (id === null) {
    return <Result status="404" title={t('ORDER_NOT_FOUND')} extra={back} />;
  }
  if (!order) {
    return query.isError ? (
      <Result
        status="error"
        title={errorText(query.error, t)}
        extra={
          <>
            {back}
            <Button onClick={() => void query.refetch()}>{t('RETRY')}</Button>
          </>
        }
        data-testid="order-load-error"
      />
    ) : (
      <div className="pd-order-loading">
        <Spin />
      </div>
    );
  }
  return (
    <div className="pd-order-detail" data-testid="order-detail">
      {back}
      <h1 className="pd-page-title">{t('ORDER_TITLE', { id: order.id })}</h1>
      <OrderHeading order={order} />
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={15}>
          <Card size="small">
            <OrderEditor mode="edit" order={order} lock={lock} onSaved={() => undefined} />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card size="small">
            <OrderNotesPanel orderId={order.id} />
          </Card>
          <CallHistory phone={order.phone} />
        </Col>
      </Row>
    </div>
  );
}
