import {
  isAddressRequired,
  isClientFormUnlocked,
  isClientIdentityEditable,
  type WizardFieldError,
} from '@pawndesk/domain/contract-wizard';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useRef, useState } from 'react';
import { DateInput } from '../../../components/date-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { findClientByNationalId, placeOf, useLocations } from '../api/wizard-api.ts';
import { type ClientDraft, clearedClient, prefilledClient } from '../model/wizard-state.ts';
import { Field } from './field.tsx';

/** The national id lookup waits this long after typing stops (B§9). */
export const nationalIdLookupDelayMs = 2000;

type Props = {
  value: ClientDraft;
  onChange: (next: ClientDraft) => void;
  errors: Partial<Record<string, WizardFieldError>>;
  showErrors: boolean;
  assetTypeName: string | null;
};

/**
 * B§2/B§5 client step: the national id comes first; 2 s after typing stops (or at once on Enter)
 * it looks the client up and prefills an existing one. Until a national id is typed the other
 * fields are disabled; name and birth date are editable only for a new client.
 */
export function ClientStep({ value, onChange, errors, showErrors, assetTypeName }: Props) {
  const { t } = useTranslation();
  const [isLooking, setIsLooking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(value);
  latest.current = value;
  const provinces = useLocations(null);
  const districts = useLocations(value.cityId, value.cityId !== null);
  const isUnlocked = isClientFormUnlocked(value.nationalId);
  const isIdentityEditable = isClientIdentityEditable(value.id === null);
  const addressRequired = isAddressRequired(assetTypeName);

  useEffect(() => () => clearTimeout(timer.current), []);

  const lookUp = async (nationalId: string) => {
    clearTimeout(timer.current);
    if (!nationalId.trim()) {
      return;
    }
    setIsLooking(true);
    try {
      const client = await findClientByNationalId(nationalId.trim());
      if (client && latest.current.nationalId.trim() === nationalId.trim()) {
        const place = await placeOf(client.locationId);
        onChange(prefilledClient(latest.current, client, place));
        flash.info(t('WIZARD_CLIENT_FOUND', { name: client.nameVi }));
      }
    } catch (error) {
      flash.error(errorText(error, t));
    } finally {
      setIsLooking(false);
    }
  };

  const typeNationalId = (text: string) => {
    onChange(clearedClient(value, text));
    clearTimeout(timer.current);
    // Empty input cancels the lookup.
    if (text.trim()) {
      timer.current = setTimeout(() => void lookUp(text), nationalIdLookupDelayMs);
    }
  };

  const set = (patch: Partial<ClientDraft>) => onChange({ ...value, ...patch });
  const show = (field: string) => showErrors && errors[field] !== undefined;

  return (
    <Form layout="vertical" component="div" className="pd-wizard-grid" data-testid="wizard-client">
      <Field
        label={t('WIZARD_NATIONAL_ID')}
        error={errors.nationalId}
        isRequired
        showError={show('nationalId')}
        testId="wizard-national-id"
      >
        <Input.Search
          value={value.nationalId}
          loading={isLooking}
          onChange={(event) => typeNationalId(event.target.value)}
          onSearch={(text) => void lookUp(text)}
          enterButton={false}
          data-testid="wizard-national-id"
          aria-label={t('WIZARD_NATIONAL_ID')}
        />
      </Field>
      <Field
        label={t('WIZARD_PHONE_1')}
        error={errors.primaryPhone}
        isRequired
        showError={show('primaryPhone')}
        testId="wizard-phone-1"
      >
        <Input
          value={value.primaryPhone}
          disabled={!isUnlocked}
          onChange={(event) => set({ primaryPhone: event.target.value })}
          data-testid="wizard-phone-1"
        />
      </Field>
      <Field
        label={t('WIZARD_LAST_NAME')}
        error={errors.lastName}
        isRequired
        showError={show('lastName')}
        testId="wizard-last-name"
      >
        <Input
          value={value.lastName}
          disabled={!isUnlocked || !isIdentityEditable}
          onChange={(event) => set({ lastName: event.target.value })}
          data-testid="wizard-last-name"
        />
      </Field>
      <Field
        label={t('WIZARD_FIRST_NAME')}
        error={errors.firstName}
        isRequired
        showError={show('firstName')}
        testId="wizard-first-name"
      >
        <Input
          value={value.firstName}
          disabled={!isUnlocked || !isIdentityEditable}
          onChange={(event) => set({ firstName: event.target.value })}
          data-testid="wizard-first-name"
        />
      </Field>
      <Field
        label={t('WIZARD_DATE_OF_BIRTH')}
        error={errors.dateOfBirth}
        isRequired
        showError={show('dateOfBirth')}
        testId="wizard-dob"
      >
        <DateInput
          value={value.dateOfBirthText}
          onChange={(text) => set({ dateOfBirthText: text })}
          ariaLabel={t('WIZARD_DATE_OF_BIRTH')}
          hasError={show('dateOfBirth')}
          isDisabled={!isUnlocked || !isIdentityEditable}
          testId="wizard-dob"
        />
      </Field>
      <Field
        label={t('WIZARD_GENDER')}
        error={errors.gender}
        isRequired
        showError={show('gender')}
        testId="wizard-gender"
      >
        <Select
          value={value.gender || undefined}
          disabled={!isUnlocked}
          onChange={(gender) => set({ gender })}
          options={[
            { value: 'MALE', label: t('GENDER_MALE') },
            { value: 'FEMALE', label: t('GENDER_FEMALE') },
          ]}
          data-testid="wizard-gender"
        />
      </Field>
      <Field
        label={t('WIZARD_PHONE_2')}
        error={errors.alternativePhone}
        showError={show('alternativePhone')}
        testId="wizard-phone-2"
      >
        <Input
          value={value.alternativePhone}
          disabled={!isUnlocked}
          onChange={(event) => set({ alternativePhone: event.target.value })}
          data-testid="wizard-phone-2"
        />
      </Field>
      <Field label={t('WIZARD_SOURCE')} error={undefined} showError={false} testId="wizard-source">
        <Input value={value.source} disabled data-testid="wizard-source" />
      </Field>
      <Field
        label={t('WIZARD_CITY')}
        error={errors.cityId}
        isRequired
        showError={show('cityId')}
        testId="wizard-city"
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={value.cityId ?? undefined}
          disabled={!isUnlocked}
          loading={provinces.isLoading}
          onChange={(cityId: number) => set({ cityId, districtId: null })}
          options={(provinces.data ?? []).map((place) => ({ value: place.id, label: place.name }))}
          data-testid="wizard-city"
        />
      </Field>
      <Field
        label={t('WIZARD_DISTRICT')}
        error={errors.districtId}
        isRequired={addressRequired}
        showError={show('districtId')}
        testId="wizard-district"
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={value.districtId ?? undefined}
          disabled={!isUnlocked || value.cityId === null}
          loading={districts.isLoading}
          onChange={(districtId: number) => set({ districtId })}
          options={(districts.data ?? []).map((place) => ({ value: place.id, label: place.name }))}
          data-testid="wizard-district"
        />
      </Field>
      <Field
        label={t('WIZARD_ADDRESS')}
        error={errors.address}
        isRequired={addressRequired}
        showError={show('address')}
        testId="wizard-address"
      >
        <Input
          value={value.address}
          disabled={!isUnlocked}
          onChange={(event) => set({ address: event.target.value })}
          data-testid="wizard-address"
        />
      </Field>
    </Form>
  );
}
