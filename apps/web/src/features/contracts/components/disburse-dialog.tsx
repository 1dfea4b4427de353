import { type PaymentType, paymentTypes } from '@pawndesk/domain/contract-states';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './action-dialog.tsx';

type DisburseDialogProps = {
  isSaving: boolean;
  onDisburse: (type: PaymentType) => void;
  onClose: () => void;
};

/** The disburse type, cash by default (A§4.2). */
export function DisburseDialog({ isSaving, onDisburse, onClose }: DisburseDialogProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<PaymentType>('CASH');
  return (
    <ActionDialog
      title={t('CONTRACT_DISBURSE_TYPE')}
      confirmLabel={t('CONTRACT_DISBURSE')}
      isSaving={isSaving}
      onConfirm={() => onDisburse(type)}
      onClose={onClose}
      testId="disburse-dialog"
    >
      <Radio.Group
        value={type}
        onChange={(event) => setType(event.target.value)}
        options={paymentTypes.map((value) => ({ value, label: t(`PAYMENT_TYPE_${value}`) }))}
        data-testid="disburse-type"
      />
    </ActionDialog>
  );
}
