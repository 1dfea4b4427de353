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
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useUpdateClient } from '../hooks/use-client-queries.ts';
import { useMisc2 } from '../hooks/use-misc2.ts';
import {
  choiceOf,
  districtsOf,
  type LocationChoice,
  locationIdOf,
  provincesOf,
} from '../model/locations.ts';

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
  const misc2 = useMisc2();
  const locations = misc2.data?.locations ?? [];
  const [draft, setDraft] = useState<Draft>(() => draftOf(client));
  const [choice, setChoice] = useState<LocationChoice | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateClient(client);
  const today = businessDate(new Date());
  const { fromYear, toYear } = birthYearRange(today);
  // The saved location is only known once the locations have loaded.
  const location = choice ?? choiceOf(locations, client.locationId);
  const provinces = useMemo(
    () => provincesOf(locations, location.tree),
    [locations, location.tree],
  );
  const districts = useMemo(
    () => (location.tree === 'legacy' ? districtsOf(locations, location.provinceId) : []),
    [locations, location.tree, location.provinceId],
  );

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setLocation = (next: LocationChoice) => {
    setChoice(next);
    setErrors((current) => ({ ...current, locationId: undefined }));
  };

  const save = async () => {
    const values: ClientFormValues = { ...draft, locationId: locationIdOf(location) };
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
      locationId: locationIdOf(location) ?? 0,
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

  const field = (name: FieldName, label: string, control: ReactNode, isRequired = false) => {
    const error = errors[name];
    const message = error ? ('code' in error ? t(errorKeys[error.code]) : error.text) : undefined;
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
        <Form.Item label={t('LOCATION_TREE')}>
          <Radio.Group
            value={location.tree}
            onChange={(event) =>
              setLocation({ tree: event.target.value, provinceId: null, districtId: null })
            }
            data-testid="client-location-tree"
            options={[
              { value: 'current', label: t('LOCATION_TREE_CURRENT') },
              { value: 'legacy', label: t('LOCATION_TREE_LEGACY') },
            ]}
          />
        </Form.Item>
        {field(
          'locationId',
          t('CLIENT_PROVINCE'),
          <Select<number>
            value={location.provinceId ?? undefined}
            showSearch={{ optionFilterProp: 'label' }}
            loading={misc2.isPending}
            onChange={(value) =>
              setLocation({ tree: location.tree, provinceId: value, districtId: null })
            }
            aria-label={t('CLIENT_PROVINCE')}
            data-testid="client-province"
            options={provinces.map((item) => ({ value: item.id, label: item.name }))}
          />,
          true,
        )}
        {location.tree === 'legacy'
          ? field(
              'locationId',
              t('CLIENT_DISTRICT'),
              <Select<number>
                value={location.districtId ?? undefined}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                disabled={location.provinceId === null}
                onChange={(value) => setLocation({ ...location, districtId: value ?? null })}
                aria-label={t('CLIENT_DISTRICT')}
                data-testid="client-district"
                options={districts.map((item) => ({ value: item.id, label: item.name }))}
              />,
            )
          : null}
        {text('address', t('CLIENT_ADDRESS'))}
        {text('zaloId', t('CLIENT_ZALO_ID'))}
      </Form>
    </Modal>
  );
}
