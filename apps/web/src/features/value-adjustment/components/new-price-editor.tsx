import type { ContractDto } from '@pawndesk/domain/contract-api';
import { newPriceOf } from '@pawndesk/domain/loan-math';
import { millionsToVnd } from '@pawndesk/domain/number-text';
import { checkValueAdjustment } from '@pawndesk/domain/value-adjustment';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useAdjustContractValue } from '../api/adjust-contract-value.ts';

/** The new price typed in millions, checked by the server's own rule (A§2.10, A§5). */
function checkText(text: string, approvedAmount: number) {
  const price = text.trim() === '' ? undefined : millionsToVnd(text);
  if (text.trim() !== '' && price === undefined) {
    return { ok: false, refusal: 'INVALID_NUMBER' } as const;
  }
  return checkValueAdjustment(price, approvedAmount);
}

/** The inline editor of a row: a new price, saved on Enter or with the button. */
export function NewPriceEditor({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const adjust = useAdjustContractValue(contract.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const check = checkText(text, contract.approvedAmount);
    if (!check.ok) {
      setError(check.refusal);
      return;
    }
    setError(null);
    try {
      await adjust.mutateAsync(check.adjustedAmount);
      setText('');
      flash.info(t('NEW_PRICE_UPDATE_SUCCESS'));
    } catch (caught) {
      flash.error(errorText(caught, t));
    }
  };
  const current = contract.hasValueAdjustment
    ? newPriceOf(contract.adjustedAmount, contract.approvedAmount) / 1_000_000
    : undefined;
  return (
    <div className="pd-new-price" data-testid={`new-price-${contract.finfluxId}`}>
      <div className="pd-new-price-row">
        <Input
          size="small"
          value={text}
          inputMode="decimal"
          status={error ? 'error' : undefined}
          placeholder={current !== undefined ? String(current) : t('CONTRACT_NEW_PRICE')}
          aria-label={t('CONTRACT_NEW_PRICE')}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onPressEnter={() => void save()}
          data-testid="new-price-input"
        />
        <Button
          size="small"
          type="primary"
          loading={adjust.isPending}
          onClick={() => void save()}
          data-testid="new-price-save"
        >
          {t('SAVE')}
        </Button>
      </div>
      {error ? (
        <div className="pd-new-price-error" role="alert">
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}
