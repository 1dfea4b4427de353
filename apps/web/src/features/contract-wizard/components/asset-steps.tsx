import {
  authorizationFields,
  authorizationLabels,
  type WizardAuthorizationValues,
  type WizardFieldError,
  type WizardPurchaseValues,
} from '@pawndesk/domain/contract-wizard';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { GrowingTextArea } from '../../../components/growing-text-area.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidators } from '../../../lib/reference/list-validators.ts';
import type { AssetDraft } from '../model/wizard-state.ts';
import { Field } from './field.tsx';

type Errors = Partial<Record<string, WizardFieldError>>;

/** B§2/B§5 asset step: description, amounts (approved ≤ proposed), accessory, validator. */
export function AssetStep({
  value,
  onChange,
  errors,
  showErrors,
  assetTypeLabel,
}: {
  value: AssetDraft;
  onChange: (next: AssetDraft) => void;
  errors: Errors;
  showErrors: boolean;
  assetTypeLabel: string;
}) {
  const { t } = useTranslation();
  const validators = useValidators();
  const set = (patch: Partial<AssetDraft>) => onChange({ ...value, ...patch });
  const show = (field: string) => showErrors && errors[field] !== undefined;
  return (
    <Form layout="vertical" component="div" className="pd-wizard-grid" data-testid="wizard-asset">
      <Field
        label={t('WIZARD_ASSET_DESCRIPTION')}
        error={errors.description}
        isRequired
        showError={show('description')}
        testId="wizard-asset-description"
      >
        <GrowingTextArea
          value={value.description}
          maxRows={4}
          onChange={(event) => set({ description: event.target.value })}
          data-testid="wizard-asset-description"
        />
      </Field>
      <Field
        label={t('WIZARD_ASSET_TYPE')}
        error={undefined}
        showError={false}
        testId="wizard-asset-type"
      >
        <Input value={assetTypeLabel} disabled data-testid="wizard-asset-type" />
      </Field>
      <Field
        label={t('WIZARD_EXPECTED_AMOUNT')}
        error={errors.expectedAmount}
        showError={show('expectedAmount')}
        testId="wizard-expected"
      >
        <NumberInput
          unit="millions"
          value={value.expectedAmount}
          onChange={(text) => set({ expectedAmount: text })}
          suffix={t('MILLIONS')}
          testId="wizard-expected"
        />
      </Field>
      <Field
        label={t('WIZARD_VALIDATOR_AMOUNT')}
        error={errors.proposedAmount}
        isRequired
        showError={show('proposedAmount')}
        testId="wizard-proposed"
      >
        <NumberInput
          unit="millions"
          value={value.proposedAmount}
          onChange={(text) => set({ proposedAmount: text })}
          suffix={t('MILLIONS')}
          hasError={show('proposedAmount')}
          testId="wizard-proposed"
        />
      </Field>
      <Field
        label={t('WIZARD_APPROVED_AMOUNT')}
        error={errors.approvedAmount}
        isRequired
        showError={show('approvedAmount') || errors.approvedAmount === 'INVALID_APPROVE_AMOUNT'}
        testId="wizard-asset-approved"
      >
        <NumberInput
          unit="millions"
          value={value.approvedAmount}
          onChange={(text) => set({ approvedAmount: text })}
          suffix={t('MILLIONS')}
          hasError={show('approvedAmount')}
          testId="wizard-asset-approved"
        />
      </Field>
      <Field
        label={t('WIZARD_ACCESSORY')}
        error={undefined}
        showError={false}
        testId="wizard-accessory"
      >
        <Input
          value={value.accessories}
          onChange={(event) => set({ accessories: event.target.value })}
          data-testid="wizard-accessory"
        />
      </Field>
      <Field
        label={t('WIZARD_VALIDATOR')}
        error={errors.validatorId}
        isRequired
        showError={show('validatorId')}
        testId="wizard-validator"
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={value.validatorId ?? undefined}
          loading={validators.isLoading}
          onChange={(validatorId: number) => set({ validatorId })}
          options={(validators.data ?? []).map((staff) => ({
            value: staff.id,
            label: `${staff.lastName} ${staff.firstName}`.trim() || staff.username,
          }))}
          data-testid="wizard-validator"
        />
      </Field>
    </Form>
  );
}

/** B§5 authorization step (vehicles): all six fields required. */
export function AuthorizationStep({
  value,
  onChange,
  errors,
  showErrors,
}: {
  value: WizardAuthorizationValues;
  onChange: (next: WizardAuthorizationValues) => void;
  errors: Errors;
  showErrors: boolean;
}) {
  return (
    <Form
      layout="vertical"
      component="div"
      className="pd-wizard-grid"
      data-testid="wizard-authorization"
    >
      {authorizationFields.map((field) => (
        <Field
          key={field}
          label={authorizationLabels[field]}
          error={errors[field]}
          isRequired
          showError={showErrors && errors[field] !== undefined}
          testId={`wizard-auth-${field}`}
        >
          <Input
            value={value[field]}
            onChange={(event) => onChange({ ...value, [field]: event.target.value })}
            data-testid={`wizard-auth-${field}`}
          />
        </Field>
      ))}
    </Form>
  );
}

/** B§2 purchase step (real estate): the second client's name and national id. */
export function PurchaseStep({
  value,
  onChange,
  errors,
  showErrors,
}: {
  value: WizardPurchaseValues;
  onChange: (next: WizardPurchaseValues) => void;
  errors: Errors;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form
      layout="vertical"
      component="div"
      className="pd-wizard-grid"
      data-testid="wizard-purchase"
    >
      <Field
        label={t('WIZARD_CLIENT_NAME_2')}
        error={errors.coOwner}
        isRequired
        showError={showErrors && !!errors.coOwner}
        testId="wizard-co-owner"
      >
        <Input
          value={value.coOwner}
          onChange={(event) => onChange({ ...value, coOwner: event.target.value })}
          data-testid="wizard-co-owner"
        />
      </Field>
      <Field
        label={t('WIZARD_NATIONAL_ID_2')}
        error={errors.coOwnerCitizenId}
        isRequired
        showError={showErrors && !!errors.coOwnerCitizenId}
        testId="wizard-co-owner-id"
      >
        <Input
          value={value.coOwnerCitizenId}
          onChange={(event) => onChange({ ...value, coOwnerCitizenId: event.target.value })}
          data-testid="wizard-co-owner-id"
        />
      </Field>
    </Form>
  );
}
