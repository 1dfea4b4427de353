import { type CancelReason, cancelReasons } from '@pawndesk/domain/contract-states';
import Alert from 'antd/es/alert';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ActionDialog } from './action-dialog.tsx';

type RejectDialogProps = {
  finfluxId: number;
  isSaving: boolean;
  onReject: (reason: CancelReason) => void;
  onClose: () => void;
};

/** A required cancel reason (the button stays disabled until one is picked) and the warning (A§4.2). */
export function RejectDialog({ finfluxId, isSaving, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<CancelReason | null>(null);
  return (
    <ActionDialog
      title={t('CONTRACT_REJECT_TITLE', { id: finfluxId })}
      confirmLabel={t('CONTRACT_REJECT')}
      isConfirmDisabled={reason === null}
      isSaving={isSaving}
      isDanger
      onConfirm={() => {
        if (reason !== null) {
          onReject(reason);
        }
      }}
      onClose={onClose}
      testId="reject-dialog"
    >
      <Select<CancelReason>
        value={reason ?? undefined}
        placeholder={t('CONTRACT_CANCEL_REASON')}
        aria-label={t('CONTRACT_CANCEL_REASON')}
        onChange={setReason}
        options={cancelReasons.map((value) => ({ value, label: t(`CANCEL_REASON_${value}`) }))}
        style={{ width: '100%' }}
        data-testid="reject-reason"
      />
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 12 }}
        title={t('CONTRACT_REJECT_WARNING', { id: finfluxId })}
        data-testid="reject-warning"
      />
    </ActionDialog>
  );
}
