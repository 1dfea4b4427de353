import { type PaymentType, paymentTypes } from '@pawndesk/domain/contract-states';
import DatePicker from 'antd/es/date-picker';
import Select from 'antd/es/select';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import type { DraftErrors, TransactionDraft } from '../model/transaction-draft.ts';

type FieldProps = {
  draft: TransactionDraft;
  errors: DraftErrors;
  onChange: (change: Partial<TransactionDraft>) => void;
};

function FieldError({ message, testId }: { message: string | undefined; testId: string }) {
  const { t } = useTranslation();
  return message ? (
    <div className="pd-field-error" role="alert" data-testid={testId}>
      {t(message)}
    </div>
  ) : null;
}

/** The transaction date (DD/MM/YYYY, B§9). */
export function DraftDateInput({ draft, errors, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <DatePicker
        value={draft.registeredOn ? dayjs(draft.registeredOn) : null}
        format="DD/MM/YYYY"
        aria-label={t('TRANSACTION_DATE')}
        status={errors.registeredOn ? 'error' : undefined}
        onChange={(date) => onChange({ registeredOn: date ? date.format('YYYY-MM-DD') : null })}
        data-testid="draft-date"
      />
      <FieldError message={errors.registeredOn} testId="draft-date-error" />
    </div>
  );
}

export function DraftTypeSelect({ draft, errors, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Select<PaymentType>
        value={draft.type ?? undefined}
        aria-label={t('TRANSACTION_TYPE')}
        status={errors.type ? 'error' : undefined}
        onChange={(type) => onChange({ type })}
        options={paymentTypes.map((value) => ({ value, label: t(`PAYMENT_TYPE_${value}`) }))}
        style={{ minWidth: 130 }}
        data-testid="draft-type"
      />
      <FieldError message={errors.type} testId="draft-type-error" />
    </div>
  );
}

/** Millions with up to 3 decimals (A§9). */
export function DraftAmountInput({ draft, errors, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <NumberInput
        unit="millions"
        value={draft.amount}
        placeholder={t('AMOUNT_IN_MILLIONS')}
        ariaLabel={t('TRANSACTION_AMOUNT')}
        hasError={Boolean(errors.amount)}
        onChange={(amount) => onChange({ amount })}
        style={{ minWidth: 120 }}
        testId="draft-amount"
      />
      <FieldError message={errors.amount} testId="draft-amount-error" />
    </div>
  );
}
