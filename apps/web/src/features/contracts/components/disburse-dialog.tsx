import { type PaymentType, paymentTypes } from '@pawndesk/domain/contract-states';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { ActionDialog } from './action-dialog.tsx';

type DisburseDialogProps = {
  finfluxId: number;
  /** What the client takes home (the server pays out receivedAmount). */
  receivedAmount: number;
  isSaving: boolean;
  onDisburse: (type: PaymentType) => void;
  onClose: () => void;
};

/** Asks before paying out, naming the contract and the amount; the type is cash by default (A§4.2). */
export function DisburseDialog({
  finfluxId,
  receivedAmount,
  isSaving,
  onDisburse,
  onClose,
}: DisburseDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [type, setType] = useState<PaymentType>('CASH');
  return (
    <ActionDialog
      title={t('CONTRACT_DISBURSE_CONFIRM', { id: finfluxId })}
      confirmLabel={t('CONTRACT_DISBURSE')}
      isSaving={isSaving}
      onConfirm={() => onDisburse(type)}
      onClose={onClose}
      testId="disburse-dialog"
    >
      <p data-testid="disburse-amount">
        {t('CONTRACT_DISBURSE_CONFIRM_AMOUNT', { amount: money(receivedAmount) })}
      </p>
      <p>{t('CONTRACT_DISBURSE_TYPE')}</p>
      <Radio.Group
        value={type}
        onChange={(event) => setType(event.target.value)}
        options={paymentTypes.map((value) => ({ value, label: t(`PAYMENT_TYPE_${value}`) }))}
        data-testid="disburse-type"
      />
    </ActionDialog>
  );
}
