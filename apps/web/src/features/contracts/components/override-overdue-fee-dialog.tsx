import type { ContractDto } from '@pawndesk/domain/contract-api';
import { formatVnd } from '@pawndesk/domain/money';
import { millionsToVnd, readNumberText } from '@pawndesk/domain/number-text';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import { useState } from 'react';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useOverrideOverdueFee } from '../api/override-overdue-fee.ts';
import { ActionDialog } from './action-dialog.tsx';

/** The new fee's error key, or null (millions with up to 3 decimals, 0 allowed). */
function feeError(text: string): string | null {
  const read = readNumberText(text, 'millions');
  if (read === null) {
    return 'REQUIRED_FIELD';
  }
  return read.ok ? null : read.error;
}

/**
 * CON-5 override the overdue fee: the current figure (as of today, an earlier override included)
 * beside the new one, then a confirmation naming the amount.
 */
export function OverrideOverdueFeeDialog({
  contract,
  onClose,
}: {
  contract: ContractDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const override = useOverrideOverdueFee(contract);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const amount = millionsToVnd(text);
  const named =
    amount === undefined ? '' : `${money(amount)} ${t('MILLIONS_SHORT')} (${formatVnd(amount)} đ)`;

  const save = async () => {
    const problem = feeError(text);
    setError(problem);
    if (problem !== null || amount === undefined) {
      return;
    }
    if (!isConfirming) {
      setIsConfirming(true);
      return;
    }
    try {
      await override.mutateAsync(amount);
      flash.info(t('OVERDUE_FEE_OVERRIDDEN', { amount: money(amount) }));
      onClose();
    } catch (caught) {
      flash.error(errorText(caught, t));
    }
  };

  return (
    <ActionDialog
      title={t('CONTRACT_OVERRIDE_OVERDUE_FEE')}
      confirmLabel={isConfirming ? t('CONFIRM') : t('SAVE')}
      isSaving={override.isPending}
      onConfirm={() => void save()}
      onClose={onClose}
      testId="overdue-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('CURRENT_OVERDUE_FEE')}>
          <span data-testid="overdue-current">
            {money(contract.overdueFee)} {t('MILLIONS_SHORT')} (
            {t('LATE_DAYS_COUNT', { count: contract.lateDays })})
          </span>
        </Form.Item>
        <Form.Item label={t('CONTRACT_CHARGED_OVERDUE_FEE')}>
          {money(contract.chargedOverdueFee)} {t('MILLIONS_SHORT')}
        </Form.Item>
        <Form.Item
          label={t('NEW_OVERDUE_FEE')}
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? <span data-testid="overdue-error">{t(error)}</span> : null}
        >
          <NumberInput
            unit="millions"
            value={text}
            placeholder={t('AMOUNT_IN_MILLIONS')}
            ariaLabel={t('NEW_OVERDUE_FEE')}
            onChange={(typed) => {
              setText(typed);
              setIsConfirming(false);
            }}
            testId="overdue-new"
          />
        </Form.Item>
      </Form>
      {isConfirming ? (
        <Alert
          type="warning"
          showIcon
          title={t('OVERDUE_FEE_CONFIRM', { amount: named })}
          data-testid="overdue-confirm"
        />
      ) : null}
    </ActionDialog>
  );
}
