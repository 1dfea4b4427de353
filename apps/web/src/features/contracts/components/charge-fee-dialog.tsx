import { type ContractDto, feeTypes } from '@pawndesk/domain/contract-api';
import { formatVnd } from '@pawndesk/domain/money';
import { displayDate, parseDisplayDate } from '@pawndesk/domain/settlement-checks';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { DateInput } from '../../../components/date-input.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { commitmentTerms } from '../../../lib/print/print-context.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useChargeFee } from '../api/charge-fee.ts';
import {
  type FeeType,
  feeActions,
  feeFigure,
  liquidationRateError,
  readLiquidationRate,
} from '../model/fee-figures.ts';
import { ActionDialog } from './action-dialog.tsx';

/**
 * CON-5 charge a fee: overdue, liquidization (overdue contracts only) or failed commitment. The
 * dialog shows the domain's figure for the date (and the rate), then asks to confirm naming the
 * amount before the call, which carries exactly that amount.
 */
export function ChargeFeeDialog({
  contract,
  onClose,
}: {
  contract: ContractDto;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const today = useToday();
  const misc2 = useMisc2();
  const charge = useChargeFee(contract);
  const allowed = feeTypes.filter((type) => contract.allowedActions.includes(feeActions[type]));
  const [type, setType] = useState<FeeType>(allowed[0] ?? 'OVERDUE');
  const [dateText, setDateText] = useState(() => displayDate(today));
  const [rateText, setRateText] = useState('10');
  const [isConfirming, setIsConfirming] = useState(false);

  const date = parseDisplayDate(dateText);
  const dateError =
    date === undefined ? 'INVALID_DATE_FORMAT' : date > today ? 'INVALID_FEE_DATE' : null;
  const rate = readLiquidationRate(rateText);
  const rateError =
    type === 'LIQUIDIZATION' && rate === undefined ? liquidationRateError(rateText) : null;
  const figure =
    misc2.data && date !== undefined
      ? feeFigure(type, contract, commitmentTerms(contract, misc2.data), date, rate ?? 10)
      : null;
  const canCharge =
    figure !== null && !figure.isCharged && figure.amount > 0 && !dateError && !rateError;
  // Inside a sentence: "Thu phí quá hạn …".
  const feeName = t(`FEE_TYPE_${type}`).toLocaleLowerCase(i18n.language);
  const edit = (change: () => void) => {
    change();
    setIsConfirming(false);
  };

  const save = async () => {
    if (!canCharge || date === undefined) {
      return;
    }
    if (!isConfirming) {
      setIsConfirming(true);
      return;
    }
    try {
      await charge.mutateAsync({
        registeredOn: date,
        type,
        amount: figure.amount,
        ...(type === 'LIQUIDIZATION' && rate !== undefined ? { rate } : {}),
      });
      flash.info(t('FEE_CHARGED', { fee: feeName, amount: money(figure.amount) }));
      onClose();
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  return (
    <ActionDialog
      title={t('CONTRACT_CHARGE_FEE')}
      confirmLabel={isConfirming ? t('CONFIRM') : t('SAVE')}
      isConfirmDisabled={!canCharge}
      isSaving={charge.isPending}
      onConfirm={() => void save()}
      onClose={onClose}
      testId="fee-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('FEE_TYPE')}>
          <Radio.Group
            value={type}
            onChange={(event) => edit(() => setType(event.target.value as FeeType))}
            options={allowed.map((value) => ({ value, label: t(`FEE_TYPE_${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('FEE_DATE')}
          required
          validateStatus={dateError ? 'error' : undefined}
          help={dateError ? <span data-testid="fee-date-error">{t(dateError)}</span> : null}
        >
          <DateInput
            value={dateText}
            onChange={(text) => edit(() => setDateText(text))}
            ariaLabel={t('FEE_DATE')}
            hasError={dateError !== null}
            testId="fee-date"
          />
        </Form.Item>
        {type === 'LIQUIDIZATION' ? (
          <Form.Item
            label={t('LIQUIDATION_RATE')}
            required
            validateStatus={rateError ? 'error' : undefined}
            help={rateError ? t(rateError) : null}
          >
            <NumberInput
              unit="percent"
              value={rateText}
              suffix="%"
              ariaLabel={t('LIQUIDATION_RATE')}
              onChange={(typed) => edit(() => setRateText(typed))}
              onBlur={() => {
                if (rate !== undefined) {
                  setRateText(String(rate));
                }
              }}
              testId="fee-rate"
            />
          </Form.Item>
        ) : null}
        <Form.Item label={t('FEE_AMOUNT')}>
          {figure === null ? (
            misc2.isPending ? (
              <Spin size="small" />
            ) : (
              '—'
            )
          ) : (
            <span data-testid="fee-amount">
              {money(figure.amount)} {t('MILLIONS_SHORT')} ({formatVnd(figure.amount)} đ)
            </span>
          )}
        </Form.Item>
      </Form>
      {figure?.isCharged ? (
        <Alert type="info" showIcon title={t('FEE_ALREADY_CHARGED')} data-testid="fee-charged" />
      ) : null}
      {figure && !figure.isCharged && figure.amount === 0 ? (
        <Alert type="info" showIcon title={t('FEE_NOTHING_DUE')} data-testid="fee-nothing" />
      ) : null}
      {isConfirming && figure ? (
        <Alert
          type="warning"
          showIcon
          title={t('FEE_CONFIRM', {
            fee: feeName,
            amount: `${money(figure.amount)} ${t('MILLIONS_SHORT')} (${formatVnd(figure.amount)} đ)`,
          })}
          data-testid="fee-confirm"
        />
      ) : null}
    </ActionDialog>
  );
}
