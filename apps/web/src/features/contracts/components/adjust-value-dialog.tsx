import type { ContractDto } from '@pawndesk/domain/contract-api';
import { readNumberText } from '@pawndesk/domain/number-text';
import { checkValueAdjustment } from '@pawndesk/domain/value-adjustment';
import Form from 'antd/es/form';
import { useState } from 'react';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useAdjustValue } from '../api/adjust-value.ts';
import { ActionDialog } from './action-dialog.tsx';

/** The new price's check (the server's rule too), or the typed text's own refusal. */
function checkNewPrice(text: string, approvedAmount: number) {
  const read = readNumberText(text, 'millions');
  if (read === null) {
    return checkValueAdjustment(undefined, approvedAmount);
  }
  return read.ok
    ? checkValueAdjustment(read.value, approvedAmount)
    : ({ ok: false, refusal: read.error } as const);
}

/** Value adjustment (CON-9): a new price; the call carries approved − new price. */
export function AdjustValueDialog({
  contract,
  onClose,
}: {
  contract: ContractDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const adjust = useAdjustValue(contract);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const check = checkNewPrice(text, contract.approvedAmount);
    if (!check.ok) {
      setError(check.refusal);
      return;
    }
    try {
      await adjust.mutateAsync(check.adjustedAmount);
      flash.info(t('NEW_PRICE_UPDATE_SUCCESS'));
      onClose();
    } catch (caught) {
      flash.error(errorText(caught, t));
    }
  };
  return (
    <ActionDialog
      title={t('CONTRACT_ADJUST_VALUE')}
      confirmLabel={t('SAVE')}
      isSaving={adjust.isPending}
      onConfirm={() => void save()}
      onClose={onClose}
      testId="adjust-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('CONTRACT_OLD_PRICE')}>{money(contract.approvedAmount)}</Form.Item>
        <Form.Item
          label={t('CONTRACT_NEW_PRICE')}
          validateStatus={error ? 'error' : undefined}
          help={error ? t(error) : undefined}
        >
          <NumberInput
            unit="millions"
            value={text}
            placeholder={t('AMOUNT_IN_MILLIONS')}
            ariaLabel={t('CONTRACT_NEW_PRICE')}
            onChange={setText}
            testId="adjust-price"
          />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
