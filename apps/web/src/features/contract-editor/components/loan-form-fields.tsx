import { loanFormMessages, orderedProducts } from '@pawndesk/domain/loan-form';
import { displayDate } from '@pawndesk/domain/settlement-checks';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { DateInput } from '../../../components/date-input.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  type EditorProduct,
  type LoanDraft,
  type LoanReading,
  rateBoundsOf,
  startingRate,
} from '../model/loan-draft.ts';

type Props<D extends LoanDraft> = {
  draft: D;
  reading: LoanReading;
  products: readonly EditorProduct[];
  onChange: (draft: D) => void;
  isRenewal?: boolean;
  isReadOnly?: boolean;
  testId: string;
};

/** An error code's text: the catalogue's message (B§8). */
export function fieldError(code: keyof typeof loanFormMessages | undefined) {
  return code ? loanFormMessages[code] : undefined;
}

/**
 * The editor's loan form (B§5): product (B§9's order), rate clamped to the product's bounds and
 * disabled when they are equal, approved amount and storage fee in millions, the disbursement
 * (renewal) date and the maturity — the default unless "edit maturity" is ticked.
 */
export function LoanFormFields<D extends LoanDraft>({
  draft,
  reading,
  products,
  onChange,
  isRenewal = false,
  isReadOnly = false,
  testId,
}: Props<D>) {
  const { t } = useTranslation();
  const set = (patch: Partial<LoanDraft>) => onChange({ ...draft, ...patch });
  const bounds = rateBoundsOf(products, draft.productId);
  const { errors } = reading;
  const status = (field: keyof typeof errors) => (errors[field] ? 'error' : undefined);
  return (
    <Form layout="vertical" component="div" className="pd-editor-form" data-testid={testId}>
      <Form.Item
        label={t('EDITOR_PRODUCT')}
        required
        validateStatus={status('productId')}
        help={fieldError(errors.productId)}
      >
        <Select
          value={draft.productId ?? undefined}
          disabled={isReadOnly}
          placeholder={t('EDITOR_PRODUCT_PICK')}
          options={orderedProducts(products).map((product) => ({
            value: product.id,
            label: product.productName,
          }))}
          onChange={(id: number) => {
            const product = products.find((candidate) => candidate.id === id) ?? null;
            const rate = startingRate(product, reading.rate);
            set({ productId: id, rateText: rate === null ? '' : String(rate) });
          }}
          data-testid={`${testId}-product`}
        />
      </Form.Item>
      <Form.Item
        label={t('EDITOR_INTEREST_RATE', { min: bounds.min, max: bounds.max })}
        required
        validateStatus={status('interestRate')}
        help={fieldError(errors.interestRate)}
      >
        <NumberInput
          unit="percent"
          value={draft.rateText}
          isDisabled={isReadOnly || bounds.isLocked}
          hasError={Boolean(errors.interestRate)}
          onChange={(text) => set({ rateText: text })}
          onBlur={() => {
            if (reading.rate !== null) {
              set({ rateText: String(reading.rate) });
            }
          }}
          suffix="%"
          ariaLabel={t('EDITOR_INTEREST_RATE', { min: bounds.min, max: bounds.max })}
          testId={`${testId}-rate`}
        />
      </Form.Item>
      <Form.Item
        label={t('EDITOR_APPROVED_AMOUNT')}
        required
        validateStatus={status('approvedAmount')}
        help={fieldError(errors.approvedAmount)}
      >
        <NumberInput
          unit="millions"
          value={draft.approvedText}
          isDisabled={isReadOnly}
          hasError={Boolean(errors.approvedAmount)}
          onChange={(text) => set({ approvedText: text })}
          ariaLabel={t('EDITOR_APPROVED_AMOUNT')}
          testId={`${testId}-approved`}
        />
      </Form.Item>
      <Form.Item label={t('EDITOR_STORAGE_FEE')}>
        <NumberInput
          unit="millions"
          value={draft.storageFeeText}
          isDisabled={isReadOnly}
          onChange={(text) => set({ storageFeeText: text })}
          ariaLabel={t('EDITOR_STORAGE_FEE')}
          testId={`${testId}-storage-fee`}
        />
      </Form.Item>
      <Form.Item
        label={t(isRenewal ? 'EDITOR_RENEWAL_DATE' : 'EDITOR_DISBURSEMENT_DATE')}
        required
        validateStatus={status('disbursedOn')}
        help={fieldError(errors.disbursedOn)}
      >
        <DateInput
          value={draft.dateText}
          isDisabled={isReadOnly}
          hasError={Boolean(errors.disbursedOn)}
          onChange={(text) => set({ dateText: text })}
          ariaLabel={t(isRenewal ? 'EDITOR_RENEWAL_DATE' : 'EDITOR_DISBURSEMENT_DATE')}
          testId={`${testId}-date`}
        />
      </Form.Item>
      <Form.Item
        label={t('EDITOR_MATURITY_DATE')}
        required
        validateStatus={status('maturesOn')}
        help={fieldError(errors.maturesOn)}
      >
        <Checkbox
          checked={draft.isMaturityEdited}
          disabled={isReadOnly}
          onChange={(event) =>
            set({
              isMaturityEdited: event.target.checked,
              maturesText: reading.maturesOn ? displayDate(reading.maturesOn) : draft.maturesText,
            })
          }
          data-testid={`${testId}-edit-maturity`}
        >
          {t('EDITOR_EDIT_MATURITY')}
        </Checkbox>
        <DateInput
          value={
            draft.isMaturityEdited
              ? draft.maturesText
              : reading.maturesOn
                ? displayDate(reading.maturesOn)
                : ''
          }
          isDisabled={isReadOnly || !draft.isMaturityEdited}
          hasError={Boolean(errors.maturesOn)}
          onChange={(text) => set({ maturesText: text })}
          ariaLabel={t('EDITOR_MATURITY_DATE')}
          testId={`${testId}-matures`}
        />
      </Form.Item>
    </Form>
  );
}
