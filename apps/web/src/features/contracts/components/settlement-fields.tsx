import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { DateInput } from '../../../components/date-input.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMoney } from '../../../lib/use-money.ts';
import type { SettlementErrors, SettlementForm } from '../model/settlement-form.ts';

type Set = (change: Partial<SettlementForm>) => void;

export function RepaidDateField({
  form,
  errors,
  set,
}: {
  form: SettlementForm;
  errors: SettlementErrors;
  set: Set;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('REPAID_DATE')}
      required
      validateStatus={errors.repaidOn ? 'error' : undefined}
      help={
        errors.repaidOn ? (
          <span data-testid="settlement-date-error">{t(errors.repaidOn)}</span>
        ) : null
      }
    >
      <DateInput
        value={form.repaidOn}
        onChange={(repaidOn) => set({ repaidOn })}
        ariaLabel={t('REPAID_DATE')}
        hasError={Boolean(errors.repaidOn)}
        testId="settlement-date"
      />
    </Form.Item>
  );
}

/** Liquidation only: the rate in percent, settled on blur. */
export function LiquidationRateField({
  form,
  errors,
  set,
  onBlur,
}: {
  form: SettlementForm;
  errors: SettlementErrors;
  set: Set;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('LIQUIDATION_RATE')}
      required
      validateStatus={errors.liquidationRate ? 'error' : undefined}
      help={
        errors.liquidationRate ? (
          <span data-testid="settlement-rate-error">{t(errors.liquidationRate)}</span>
        ) : null
      }
    >
      <NumberInput
        unit="percent"
        value={form.liquidationRate}
        suffix="%"
        ariaLabel={t('LIQUIDATION_RATE')}
        hasError={Boolean(errors.liquidationRate)}
        onChange={(liquidationRate) => set({ liquidationRate })}
        onBlur={onBlur}
        testId="settlement-rate"
      />
    </Form.Item>
  );
}

type OverdueFeeFieldProps = {
  form: SettlementForm;
  errors: SettlementErrors;
  set: Set;
  isLiquidation: boolean;
  overdueFee: number;
  lateDays: number;
  onEdit: (isEdited: boolean) => void;
};

/** The overdue fee as computed; in liquidation, editable after ticking "edit the overdue fee". */
export function OverdueFeeField(props: OverdueFeeFieldProps) {
  const { form, errors, set, isLiquidation, overdueFee, lateDays, onEdit } = props;
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Form.Item
      label={t('CONTRACT_OVERDUE_FEE')}
      validateStatus={errors.overdueFee ? 'error' : undefined}
      help={
        errors.overdueFee ? (
          <span data-testid="settlement-overdue-error">{t(errors.overdueFee)}</span>
        ) : null
      }
    >
      {isLiquidation ? (
        <Checkbox
          checked={form.isOverdueFeeEdited}
          onChange={(event) => onEdit(event.target.checked)}
          data-testid="settlement-edit-overdue"
        >
          {t('EDIT_OVERDUE_FEE')}
        </Checkbox>
      ) : null}
      {isLiquidation && form.isOverdueFeeEdited ? (
        <NumberInput
          unit="millions"
          value={form.overdueFee}
          placeholder={t('AMOUNT_IN_MILLIONS')}
          ariaLabel={t('CONTRACT_OVERDUE_FEE')}
          hasError={Boolean(errors.overdueFee)}
          onChange={(value) => set({ overdueFee: value })}
          testId="settlement-overdue-fee-input"
        />
      ) : (
        <div data-testid="settlement-overdue-fee">
          {money(overdueFee)} ({t('LATE_DAYS_COUNT', { count: lateDays })})
        </div>
      )}
    </Form.Item>
  );
}
