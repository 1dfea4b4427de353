import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

type ActionDialogProps = {
  title: string;
  confirmLabel: string;
  isConfirmDisabled?: boolean;
  isSaving: boolean;
  isDanger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** `{testId}` on the body, `{testId}-confirm` on the confirm button. */
  testId: string;
  children: ReactNode;
};

/** The modal of one contract action: its form, Cancel and a confirm button. */
export function ActionDialog({
  title,
  confirmLabel,
  isConfirmDisabled = false,
  isSaving,
  isDanger = false,
  onConfirm,
  onClose,
  testId,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('CANCEL')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          danger={isDanger}
          disabled={isConfirmDisabled}
          loading={isSaving}
          onClick={onConfirm}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>,
      ]}
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
