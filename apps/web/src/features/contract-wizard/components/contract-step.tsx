import type { PromotionDto } from '@pawndesk/domain/contract-api';
import {
  isPromotionShown,
  isRateEditable,
  type WizardFieldError,
  type WizardProduct,
  wizardContractFigures,
} from '@pawndesk/domain/contract-wizard';
import type { ProductDto } from '@pawndesk/domain/reference';
import { parseDisplayDate } from '@pawndesk/domain/settlement-checks';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { DateInput } from '../../../components/date-input.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { type ContractDraft, rateOf, vnd } from '../model/wizard-state.ts';
import { Field } from './field.tsx';

/** The figures the contract step shows for what is typed, or null while it is incomplete. */
export function contractFiguresOf(
  draft: ContractDraft,
  product: WizardProduct | null,
  promotion: PromotionDto | null,
) {
  const rate = rateOf(draft.interestRate);
  const createdOn = parseDisplayDate(draft.createdOnText);
  if (!product || rate === undefined || !createdOn) {
    return null;
  }
  return wizardContractFigures({
    product,
    promotion: draft.usePromotion ? promotion : null,
    approvedAmount: vnd(draft.approvedAmount),
    interestRate: rate,
    storageFee: vnd(draft.storageFee),
    createdOn,
  });
}

/**
 * B§2/B§5 contract step: the product list in B§9's order, the rate (editable only without a
 * fixed value; 7.4 % prepaid / 8 % postpaid caps), approved amount, promotion (only when the
 * order has one in force) and the read-only figures: due date, rounding, principal, discount,
 * interest, received amount.
 */
export function ContractStep({
  value,
  onChange,
  errors,
  showErrors,
  products,
  product,
  promotion,
}: {
  value: ContractDraft;
  onChange: (next: ContractDraft) => void;
  errors: Partial<Record<string, WizardFieldError>>;
  showErrors: boolean;
  products: ProductDto[];
  product: ProductDto | null;
  promotion: PromotionDto | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const set = (patch: Partial<ContractDraft>) => onChange({ ...value, ...patch });
  const show = (field: string) => showErrors && errors[field] !== undefined;
  const figures = contractFiguresOf(value, product, promotion);
  const shown = (amount: number | undefined) => (amount === undefined ? '—' : money(amount));
  return (
    <Form
      layout="vertical"
      component="div"
      className="pd-wizard-grid"
      data-testid="wizard-contract"
    >
      <Field
        label={t('WIZARD_CONTRACT_ID')}
        error={undefined}
        showError={false}
        testId="wizard-contract-id"
      >
        <Input value={t('WIZARD_CONTRACT_ID_AUTO')} disabled data-testid="wizard-contract-id" />
      </Field>
      <Field
        label={t('WIZARD_CREATED_DATE')}
        error={errors.createdOn}
        isRequired
        showError={show('createdOn')}
        testId="wizard-created-on"
      >
        <DateInput
          value={value.createdOnText}
          onChange={(text) => set({ createdOnText: text })}
          ariaLabel={t('WIZARD_CREATED_DATE')}
          testId="wizard-created-on"
        />
      </Field>
      <Field
        label={t('WIZARD_PACKAGE')}
        error={errors.product}
        isRequired
        showError={show('product')}
        testId="wizard-product"
      >
        <Select
          value={value.productId ?? undefined}
          onChange={(productId: number) => {
            const next = products.find((item) => item.id === productId);
            set({
              productId,
              interestRate:
                next && !isRateEditable(next)
                  ? String(next.interestValue).replace('.', ',')
                  : value.interestRate,
            });
          }}
          options={products.map((item) => ({
            value: item.id,
            label: item.productName,
          }))}
          data-testid="wizard-product"
        />
      </Field>
      <Field
        label={t('WIZARD_DUE_DATE')}
        error={undefined}
        showError={false}
        testId="wizard-due-date"
      >
        <Input
          value={figures ? formatDate(figures.dueDate) : '—'}
          disabled
          data-testid="wizard-due-date"
        />
      </Field>
      <Field
        label={t('WIZARD_INTEREST_RATE')}
        error={errors.interestRate}
        isRequired
        showError={show('interestRate') || (!!errors.interestRate && value.interestRate !== '')}
        testId="wizard-rate"
      >
        <NumberInput
          unit="percent"
          value={value.interestRate}
          onChange={(text) => set({ interestRate: text })}
          suffix="%"
          isDisabled={!product || !isRateEditable(product)}
          hasError={show('interestRate')}
          testId="wizard-rate"
        />
      </Field>
      <Field
        label={t('WIZARD_APPROVED_AMOUNT')}
        error={errors.approvedAmount}
        isRequired
        showError={show('approvedAmount') || errors.approvedAmount === 'INVALID_APPROVE_AMOUNT'}
        testId="wizard-approved"
      >
        <NumberInput
          unit="millions"
          value={value.approvedAmount}
          onChange={(text) => set({ approvedAmount: text })}
          suffix={t('MILLIONS')}
          hasError={show('approvedAmount')}
          testId="wizard-approved"
        />
      </Field>
      <Field
        label={t('WIZARD_STORAGE_FEE')}
        error={undefined}
        showError={false}
        testId="wizard-storage-fee"
      >
        <NumberInput
          unit="millions"
          value={value.storageFee}
          onChange={(text) => set({ storageFee: text })}
          suffix={t('MILLIONS')}
          testId="wizard-storage-fee"
        />
      </Field>
      {isPromotionShown(promotion) && promotion ? (
        <Field
          label={t('WIZARD_PROMOTION')}
          error={undefined}
          showError={false}
          testId="wizard-promotion"
        >
          <Checkbox
            checked={value.usePromotion}
            onChange={(event) => set({ usePromotion: event.target.checked })}
            data-testid="wizard-promotion"
          >
            {promotion.promotionName}
          </Checkbox>
        </Field>
      ) : null}
      <dl className="pd-wizard-figures" data-testid="wizard-figures">
        <div>
          <dt>{t('WIZARD_PRINCIPAL')}</dt>
          <dd data-testid="wizard-principal">{shown(figures?.principalAmount)}</dd>
        </div>
        <div>
          <dt>{t('WIZARD_INTEREST_AMOUNT')}</dt>
          <dd data-testid="wizard-interest">{shown(figures?.interestAmount)}</dd>
        </div>
        <div>
          <dt>{t('WIZARD_ROUNDING_AMOUNT')}</dt>
          <dd data-testid="wizard-rounding">{shown(figures?.roundingFee)}</dd>
        </div>
        {isPromotionShown(promotion) ? (
          <div>
            <dt>{t('WIZARD_DISCOUNT')}</dt>
            <dd data-testid="wizard-discount">{shown(figures?.discountAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('WIZARD_RECEIVED_AMOUNT')}</dt>
          <dd data-testid="wizard-received">{shown(figures?.receivedAmount)}</dd>
        </div>
      </dl>
    </Form>
  );
}
