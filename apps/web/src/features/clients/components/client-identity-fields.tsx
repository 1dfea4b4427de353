import { type ClientGender, clientGenders } from '@pawndesk/domain/client-api';
import { birthYearRange } from '@pawndesk/domain/client-rules';
import DatePicker from 'antd/es/date-picker';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import type { ClientEditFormModel } from '../hooks/use-client-edit-form.ts';
import { ClientFormItem, ClientTextField } from './client-form-item.tsx';

/** Who the client is: name, phones, gender, date of birth (within the allowed ages), citizen id. */
export function ClientIdentityFields({ form }: { form: ClientEditFormModel }) {
  const { t } = useTranslation();
  const { draft, set } = form;
  const { fromYear, toYear } = birthYearRange(form.today);
  return (
    <>
      <ClientTextField form={form} name="lastName" label={t('CLIENT_LAST_NAME')} isRequired />
      <ClientTextField form={form} name="firstName" label={t('CLIENT_FIRST_NAME')} isRequired />
      <ClientTextField
        form={form}
        name="primaryPhoneNumber"
        label={t('CLIENT_PRIMARY_PHONE')}
        isRequired
      />
      <ClientTextField
        form={form}
        name="secondaryPhoneNumber"
        label={t('CLIENT_SECONDARY_PHONE')}
      />
      <ClientFormItem name="gender" label={t('CLIENT_GENDER')} message={form.messageOf('gender')}>
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
        />
      </ClientFormItem>
      <ClientFormItem
        name="dateOfBirth"
        label={t('CLIENT_DATE_OF_BIRTH')}
        message={form.messageOf('dateOfBirth')}
        isRequired
      >
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
        />
      </ClientFormItem>
      <ClientTextField form={form} name="citizenId" label={t('CLIENT_CITIZEN_ID')} isRequired />
    </>
  );
}
