import type { OrderDto } from '@pawndesk/domain/order-api';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useOrder } from '../api/get-order.ts';
import { useWorkingAgentLock } from '../hooks/use-working-agent-lock.ts';
import { OrderEditor } from './order-editor.tsx';
import { OrderHeading } from './order-heading.tsx';
import { OrderNotesPanel } from './order-notes-panel.tsx';

export type OrderModalTarget = { mode: 'create' } | { mode: 'edit'; id: number; row?: OrderDto };

type OrderModalProps = { target: OrderModalTarget | null; onClose: () => void };

/** The edit form of an existing order beside its notes; holds the working-agent lock while open. */
function EditOrder({ id, row, onClose }: { id: number; row?: OrderDto; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useOrder(id, row);
  const order = query.data;
  const lock = useWorkingAgentLock(order, true);
  if (!order) {
    return query.isError ? (
      <StatusResult
        status="error"
        title={errorText(query.error, t)}
        extra={<Button onClick={() => void query.refetch()}>{t('RETRY')}</Button>}
        data-testid="order-load-error"
      />
    ) : (
      <div className="pd-order-loading">
        <Spin />
      </div>
    );
  }
  return (
    <>
      <OrderHeading order={order} />
      <Row gutter={24}>
        <Col xs={24} lg={15}>
          <OrderEditor mode="edit" order={order} lock={lock} onSaved={onClose} onCancel={onClose} />
        </Col>
        <Col xs={24} lg={9}>
          <OrderNotesPanel orderId={order.id} />
        </Col>
      </Row>
    </>
  );
}

/** The new-order and edit-order modal (A§2.6, A§2.11). Closing it releases the lock. */
export function OrderModal({ target, onClose }: OrderModalProps) {
  const { t } = useTranslation();
  const isMobile = useLayoutMode() === 'mobile';
  if (target === null) {
    // Unmounted at once rather than after the closing animation: the lock goes with it.
    return null;
  }
  const isEdit = target.mode === 'edit';
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      mask={{ closable: false }}
      width={isMobile ? '100%' : isEdit ? 1100 : 720}
      className={isMobile ? 'pd-order-modal pd-order-modal-mobile' : 'pd-order-modal'}
      title={isEdit ? t('ORDER_TITLE', { id: target.id }) : t('ROUTE_CREATE_ORDER')}
      data-testid="order-modal"
    >
      {target.mode === 'edit' ? (
        <EditOrder key={target.id} id={target.id} row={target.row} onClose={onClose} />
      ) : (
        <OrderEditor mode="create" onSaved={onClose} onCancel={onClose} />
      )}
    </Modal>
  );
}
