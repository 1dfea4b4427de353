import {
  type ClientDto,
  type ClientGender,
  type ClientInput,
  clientGenders,
} from '@pawndesk/domain/client-api';
import {
  birthYearRange,
  type ClientFormError,
  type ClientFormValues,
  clientFormErrors,
} from '@pawndesk/domain/client-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { errorCodes } from '@pawndesk/domain/errors';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { AddressPicker } from './address-picker.tsx';

type Draft = {
  firstName: string;
  lastName: string;
  primaryPhoneNumber: string;
  secondaryPhoneNumber: string;
  citizenId: string;
  zaloId: string;
  address: string;
  gender: ClientGender | null;
  dateOfBirth: string;
};

type FieldName = keyof Draft | 'locationId';
/** A rule's code (translated) or a server message shown as is. */
type FieldErrors = Partial<Record<FieldName, { code: ClientFormError } | { text: string }>>;

function draftOf(client: ClientDto): Draft {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    primaryPhoneNumber: client.primaryPhoneNumber,
    secondaryPhoneNumber: client.secondaryPhoneNumber ?? '',
    citizenId: client.citizenId ?? '',
    zaloId: client.zaloId ?? '',
    address: client.address ?? '',
    gender: client.gender,
    dateOfBirth: client.dateOfBirth ?? '',
  };
}

const errorKeys: Record<ClientFormError, string> = {
  REQUIRED: 'FIELD_REQUIRED',
  INVALID_PHONE: 'INVALID_PHONENUMBER',
  INVALID_CITIZEN_ID: 'INVALID_CITIZEN_ID',
  INVALID_DATE_FORMAT: 'INVALID_DATE_FORMAT',
  INVALID_AGE: 'INVALID_AGE',
};

type ClientEditModalProps = { client: ClientDto; isOpen: boolean; onClose: () => void };

/** B§5 Edit client modal: the rules come from @pawndesk/domain/client-rules, 3002 lands on the field. */
export function ClientEditModal({ client, isOpen, onClose }: ClientEditModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(client));
  const [locationId, setLocationId] = useState<number | null>(client.locationId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateClient(client);
  const today = businessDate(new Date());
  const { fromYear, toYear } = birthYearRange(today);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setLocation = (next: number | null) => {
    setLocationId(next);
    setErrors((current) => ({ ...current, locationId: undefined }));
  };

  const save = async () => {
    const values: ClientFormValues = { ...draft, locationId };
    const found = clientFormErrors(values, today);
    if (Object.keys(found).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([field, code]) => [field, { code }])),
      );
      return;
    }
    const input: ClientInput = {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      primaryPhoneNumber: draft.primaryPhoneNumber.trim(),
      secondaryPhoneNumber: draft.secondaryPhoneNumber.trim() || null,
      citizenId: draft.citizenId.trim(),
      zaloId: draft.zaloId.trim() || null,
      address: draft.address.trim() || null,
      gender: draft.gender,
      dateOfBirth: draft.dateOfBirth,
      locationId: locationId ?? 0,
    };
    try {
      await update.mutateAsync(input);
      flash.info(t('CLIENT_UPDATED'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCodes.clientInfoUsed) {
        // The server does not say which one clashed: mark the ones that changed (both if neither).
        const text = t('CLIENT_INFO_USED');
        const phoneChanged = input.primaryPhoneNumber !== client.primaryPhoneNumber;
        const citizenChanged = input.citizenId !== client.citizenId;
        const both = !phoneChanged && !citizenChanged;
        setErrors({
          ...(phoneChanged || both ? { primaryPhoneNumber: { text } } : {}),
          ...(citizenChanged || both ? { citizenId: { text } } : {}),
        });
        return;
      }
      flash.error(errorText(error, t));
    }
  };

  const messageOf = (name: FieldName) => {
    const error = errors[name];
    return error ? ('code' in error ? t(errorKeys[error.code]) : error.text) : undefined;
  };
  const field = (name: FieldName, label: string, control: ReactNode, isRequired = false) => {
    const message = messageOf(name);
    return (
      <Form.Item
        label={label}
        required={isRequired}
        validateStatus={message ? 'error' : undefined}
        help={message ? <span data-testid={`error-${name}`}>{message}</span> : undefined}
      >
        {control}
      </Form.Item>
    );
  };
  const text = (name: keyof Draft, label: string, isRequired = false) =>
    field(
      name,
      label,
      <Input
        value={draft[name] ?? ''}
        onChange={(event) => set(name, event.target.value)}
        aria-label={label}
        data-testid={`client-${name}`}
      />,
      isRequired,
    );

  return (
    <Modal
      open={isOpen}
      title={t('CLIENT_EDIT_TITLE')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="client-cancel">
          {t('CANCEL')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={update.isPending}
          onClick={() => void save()}
          data-testid="client-save"
        >
          {t('SAVE')}
        </Button>,
      ]}
      data-testid="client-edit-modal"
    >
      <Form layout="vertical" component="div" data-testid="client-edit-form">
        {text('lastName', t('CLIENT_LAST_NAME'), true)}
        {text('firstName', t('CLIENT_FIRST_NAME'), true)}
        {text('primaryPhoneNumber', t('CLIENT_PRIMARY_PHONE'), true)}
        {text('secondaryPhoneNumber', t('CLIENT_SECONDARY_PHONE'))}
        {field(
          'gender',
          t('CLIENT_GENDER'),
          <Select<ClientGender>
            value={draft.gender ?? undefined}
            allowClear
            onChange={(value) => set('gender', value ?? null)}
            aria-label={t('CLIENT_GENDER')}
            data-testid="client-gender"
            options={clientGenders.map((gender) => ({
              value: gender,
              label: t(`GENDER_${gender}`),
            }))}
          />,
        )}
        {field(
          'dateOfBirth',
          t('CLIENT_DATE_OF_BIRTH'),
          <DatePicker
            value={draft.dateOfBirth ? dayjs(draft.dateOfBirth) : null}
            format="DD/MM/YYYY"
            minDate={dayjs(`${fromYear}-01-01`)}
            maxDate={dayjs(`${toYear}-12-31`)}
            defaultPickerValue={dayjs(`${toYear}-01-01`)}
            onChange={(value) => set('dateOfBirth', value ? value.format('YYYY-MM-DD') : '')}
            aria-label={t('CLIENT_DATE_OF_BIRTH')}
            data-testid="client-dateOfBirth"
            style={{ width: '100%' }}
          />,
          true,
        )}
        {text('citizenId', t('CLIENT_CITIZEN_ID'), true)}
        <AddressPicker
          initialLocationId={client.locationId}
          onChange={setLocation}
          error={
            messageOf('locationId') ? (
              <span data-testid="error-locationId">{messageOf('locationId')}</span>
            ) : undefined
          }
        />
        {text('address', t('CLIENT_ADDRESS'))}
        {text('zaloId', t('CLIENT_ZALO_ID'))}
      </Form>
    </Modal>
  );
}
