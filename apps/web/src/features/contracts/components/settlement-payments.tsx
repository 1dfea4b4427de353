import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type PaymentType, paymentTypes } from '@pawndesk/domain/contract-states';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Radio from 'antd/es/radio';
import { DateInput } from '../../../components/date-input.tsx';
import { FigureList } from '../../../components/figure-list.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { usePaymentRows } from '../hooks/use-payment-rows.ts';
import type { PaymentErrors, PaymentRow, SettlementErrors } from '../model/settlement-form.ts';

function FieldError({ message, testId }: { message: string | undefined; testId: string }) {
  const { t } = useTranslation();
  return message ? (
    <div className="pd-field-error" role="alert" data-testid={testId}>
      {t(message)}
    </div>
  ) : null;
}

type PaymentRowItemProps = {
  row: PaymentRow;
  index: number;
  errors: PaymentErrors;
  onUpdate: (change: Partial<PaymentRow>) => void;
  onRemove: () => void;
};

/** One payment: its date, CASH or BANK, the amount, and removing it. */
function PaymentRowItem({ row, index, errors, onUpdate, onRemove }: PaymentRowItemProps) {
  const { t } = useTranslation();
  const label = t('PAYMENT_ROW', { index: index + 1 });
  return (
    <li className="pd-payment-row" aria-label={label} data-testid={`payment-row-${index}`}>
      <div className="pd-payment-field">
        <DateInput
          value={row.date}
          onChange={(date) => onUpdate({ date })}
          ariaLabel={`${label}: ${t('TRANSACTION_DATE')}`}
          hasError={Boolean(errors.date)}
          testId={`payment-date-${index}`}
        />
        <FieldError message={errors.date} testId={`payment-date-error-${index}`} />
      </div>
      <Radio.Group
        className="pd-payment-field"
        optionType="button"
        value={row.type}
        onChange={(event) => onUpdate({ type: event.target.value as PaymentType })}
        aria-label={`${label}: ${t('TRANSACTION_TYPE')}`}
        options={paymentTypes.map((value) => ({ value, label: t(`PAYMENT_TYPE_${value}`) }))}
        data-testid={`payment-type-${index}`}
      />
      <div className="pd-payment-field">
        <NumberInput
          unit="millions"
          value={row.amount}
          placeholder={t('AMOUNT_IN_MILLIONS')}
          ariaLabel={`${label}: ${t('TRANSACTION_AMOUNT')}`}
          hasError={Boolean(errors.amount)}
          onChange={(amount) => onUpdate({ amount })}
          testId={`payment-amount-${index}`}
        />
        <FieldError message={errors.amount} testId={`payment-amount-error-${index}`} />
      </div>
      <Button
        icon={<DeleteOutlined />}
        aria-label={`${t('REMOVE_ROW')} ${index + 1}`}
        onClick={onRemove}
        data-testid={`payment-remove-${index}`}
      />
    </li>
  );
}

type PaymentRowsProps = {
  rows: readonly PaymentRow[];
  errors: SettlementErrors;
  today: string;
  collected: number;
  remaining: number;
  excess: number;
  onChange: (rows: PaymentRow[]) => void;
};

/** The payments (type CASH or BANK, amount, date): added and removed freely, posted as entered. */
export function PaymentRows({ rows, errors, today, onChange, ...totals }: PaymentRowsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { update, remove, add } = usePaymentRows(rows, today, onChange);
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
        {rows.map((row, index) => (
          <PaymentRowItem
            key={row.key}
            row={row}
            index={index}
            errors={errors.payments[row.key] ?? {}}
            onUpdate={(change) => update(row.key, change)}
            onRemove={() => remove(row.key)}
          />
        ))}
      </ol>
      <Button
        className="pd-payment-add"
        icon={<PlusOutlined />}
        onClick={add}
        data-testid="payment-add"
      >
        {t('ADD_PAYMENT')}
      </Button>
      <FigureList
        testId="settlement-collected"
        figures={[
          { key: 'collected', label: t('COLLECTED'), value: money(totals.collected) },
          ...(totals.remaining > 0
            ? [{ key: 'remaining', label: t('REMAINING'), value: money(totals.remaining) }]
            : []),
          ...(totals.excess > 0
            ? [{ key: 'excess', label: t('EXCESS'), value: money(totals.excess) }]
            : []),
        ]}
      />
      <FieldError message={errors.collected} testId="settlement-amount-error" />
    </Card>
  );
}
