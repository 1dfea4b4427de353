import Modal from 'antd/es/modal';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { OrderNotesPanel } from './order-notes-panel.tsx';

type OrderNotesModalProps = { orderId: number | null; onClose: () => void };

/** A§2.6: on mobile the notes of a card open on their own. */
export function OrderNotesModal({ orderId, onClose }: OrderNotesModalProps) {
  const { t } = useTranslation();
  if (orderId === null) {
    return null;
  }
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width="100%"
      title={t('ORDER_NOTES_TITLE', { id: orderId })}
    >
      <OrderNotesPanel orderId={orderId} hasTitle={false} />
    </Modal>
  );
}
