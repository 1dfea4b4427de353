import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type PaymentType, paymentTypes } from '@pawndesk/domain/contract-states';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useMoney } from '../hooks/use-money.ts';
import { readLiquidationRate } from '../model/fee-figures.ts';
import {
  millionsText,
  newPaymentRow,
  type PaymentRow,
  type SettlementContext,
  type SettlementErrors,
  type SettlementForm,
  settlementReceipt,
} from '../model/settlement-form.ts';
import { FigureList } from './figure-list.tsx';

function FieldError({ message, testId }: { message: string | undefined; testId: string }) {
  const { t } = useTranslation();
  return message ? (
    <div className="pd-field-error" role="alert" data-testid={testId}>
      {t(message)}
    </div>
  ) : null;
}

type InputsProps = {
  form: SettlementForm;
  errors: SettlementErrors;
  context: SettlementContext;
  onChange: (form: SettlementForm) => void;
};

/**
 * B§4 Repayment editor step 0: the repaid date, the liquidation rate and the overdue fee
 * (liquidation only, after ticking), the figures the receipt will print as the inputs stand, and
 * the payments.
 */
export function SettlementInputs({ form, errors, context, onChange }: InputsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { mode } = context;
  const set = (change: Partial<SettlementForm>) => onChange({ ...form, ...change });
  const receipt = settlementReceipt(form, context);
  const { lines } = receipt;
  const isLiquidation = mode === 'LIQUIDATION';

  return (
    <div className="pd-counter-columns">
      <Card
        size="small"
        title={t('SETTLEMENT_DETAILS')}
        extra={t('AMOUNT_UNIT_MILLIONS')}
        className="pd-counter-section"
      >
        <Form layout="vertical" component="div" className="pd-counter-form">
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
          {isLiquidation ? (
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
                onBlur={() => {
                  // B§5: the absolute value, clamped to 1…100.
                  const rate = readLiquidationRate(form.liquidationRate);
                  if (rate !== undefined && String(rate) !== form.liquidationRate) {
                    set({ liquidationRate: String(rate) });
                  }
                }}
                testId="settlement-rate"
              />
            </Form.Item>
          ) : null}
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
                onChange={(event) =>
                  set({
                    isOverdueFeeEdited: event.target.checked,
                    overdueFee: event.target.checked ? millionsText(lines.overdueFee) : '',
                  })
                }
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
                onChange={(overdueFee) => set({ overdueFee })}
                testId="settlement-overdue-fee-input"
              />
            ) : (
              <div data-testid="settlement-overdue-fee">
                {money(lines.overdueFee)} ({t('LATE_DAYS_COUNT', { count: lines.lateDays })})
              </div>
            )}
          </Form.Item>
        </Form>
        <FigureList
          testId="settlement-figure"
          figures={[
            { key: 'principal', label: t('CONTRACT_PRINCIPAL'), value: money(lines.principal) },
            { key: 'interest', label: t('CONTRACT_INTEREST'), value: money(lines.interest) },
            ...(isLiquidation
              ? [
                  {
                    key: 'liquidationFee',
                    label: t('LIQUIDATION_FEE_AT', { rate: receipt.liquidationRate ?? '' }),
                    value: money(receipt.liquidationFee),
                  },
                ]
              : []),
            {
              key: 'failedCommitmentFee',
              label: t('FAILED_COMMITMENT_FEE'),
              value: money(receipt.failedCommitmentFee),
            },
            ...(lines.discount > 0
              ? [{ key: 'discount', label: t('DISCOUNT_MONEY'), value: money(lines.discount) }]
              : []),
            ...(lines.paid > 0
              ? [{ key: 'paid', label: t('CONTRACT_REPAID'), value: money(lines.paid) }]
              : []),
            { key: 'total', label: t('TOTAL_DUE'), value: <strong>{money(lines.total)}</strong> },
          ]}
        />
      </Card>
      <PaymentRows
        rows={form.payments}
        errors={errors}
        today={context.today}
        collected={receipt.collected}
        remaining={receipt.remaining}
        excess={receipt.excess}
        onChange={(payments) => set({ payments })}
      />
    </div>
  );
}

/** The payments (type CASH or BANK, amount, date): added and removed freely, posted as entered. */
function PaymentRows({
  rows,
  errors,
  today,
  collected,
  remaining,
  excess,
  onChange,
}: {
  rows: readonly PaymentRow[];
  errors: SettlementErrors;
  today: string;
  collected: number;
  remaining: number;
  excess: number;
  onChange: (rows: PaymentRow[]) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const update = (key: number, change: Partial<PaymentRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const nextKey = rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;

  return (
    <Card
      size="small"
      title={t('SETTLEMENT_PAYMENTS')}
      extra={t('AMOUNT_UNIT_MILLIONS')}
      className="pd-counter-section"
      data-testid="settlement-payments"
    >
      {rows.length === 0 ? <p className="pd-counter-note">{t('SETTLEMENT_NO_PAYMENTS')}</p> : null}
      <ol className="pd-payment-rows">
        {rows.map((row, index) => {
          const rowErrors = errors.payments[row.key] ?? {};
          const label = t('PAYMENT_ROW', { index: index + 1 });
          return (
            <li
              key={row.key}
              className="pd-payment-row"
              aria-label={label}
              data-testid={`payment-row-${index}`}
            >
              <div className="pd-payment-field">
                <DateInput
                  value={row.date}
                  onChange={(date) => update(row.key, { date })}
                  ariaLabel={`${label}: ${t('TRANSACTION_DATE')}`}
                  hasError={Boolean(rowErrors.date)}
                  testId={`payment-date-${index}`}
                />
                <FieldError message={rowErrors.date} testId={`payment-date-error-${index}`} />
              </div>
              <Radio.Group
                className="pd-payment-field"
                optionType="button"
                value={row.type}
                onChange={(event) => update(row.key, { type: event.target.value as PaymentType })}
                aria-label={`${label}: ${t('TRANSACTION_TYPE')}`}
                options={paymentTypes.map((value) => ({
                  value,
                  label: t(`PAYMENT_TYPE_${value}`),
                }))}
                data-testid={`payment-type-${index}`}
              />
              <div className="pd-payment-field">
                <NumberInput
                  unit="millions"
                  value={row.amount}
                  placeholder={t('AMOUNT_IN_MILLIONS')}
                  ariaLabel={`${label}: ${t('TRANSACTION_AMOUNT')}`}
                  hasError={Boolean(rowErrors.amount)}
                  onChange={(amount) => update(row.key, { amount })}
                  testId={`payment-amount-${index}`}
                />
                <FieldError message={rowErrors.amount} testId={`payment-amount-error-${index}`} />
              </div>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`${t('REMOVE_ROW')} ${index + 1}`}
                onClick={() => onChange(rows.filter((candidate) => candidate.key !== row.key))}
                data-testid={`payment-remove-${index}`}
              />
            </li>
          );
        })}
      </ol>
      <Button
        className="pd-payment-add"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rows, newPaymentRow(nextKey, today)])}
        data-testid="payment-add"
      >
        {t('ADD_PAYMENT')}
      </Button>
      <FigureList
        testId="settlement-collected"
        figures={[
          { key: 'collected', label: t('COLLECTED'), value: money(collected) },
          ...(remaining > 0
            ? [{ key: 'remaining', label: t('REMAINING'), value: money(remaining) }]
            : []),
          ...(excess > 0 ? [{ key: 'excess', label: t('EXCESS'), value: money(excess) }] : []),
        ]}
      />
      <FieldError message={errors.collected} testId="settlement-amount-error" />
    </Card>
  );
}
