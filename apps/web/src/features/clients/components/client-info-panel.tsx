import EditOutlined from '@ant-design/icons/EditOutlined';
import type { ClientDto } from '@pawndesk/domain/client-api';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import type { ReactNode } from 'react';
import { CallPhoneButton } from '../../../components/call-phone-button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatDateTime, personName } from '../../../lib/format.ts';

/** CLI-2's left panel (on mobile, the CLIENT_INFO tab): every field and the Edit button. */
export function ClientInfoPanel({ client, onEdit }: { client: ClientDto; onEdit: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string, ReactNode][] = [
    ['id', t('CLIENT_ID'), client.finfluxId],
    ['branch', t('CLIENT_BRANCH'), client.branchName],
    ['lastName', t('CLIENT_LAST_NAME'), client.lastName],
    ['firstName', t('CLIENT_FIRST_NAME'), client.firstName],
    ['citizenId', t('CLIENT_CITIZEN_ID'), client.citizenId],
    ['zaloId', t('CLIENT_ZALO_ID'), client.zaloId],
    [
      'primaryPhone',
      t('CLIENT_PRIMARY_PHONE'),
      <>
        {client.primaryPhoneNumber}{' '}
        <CallPhoneButton
          phone={client.primaryPhoneNumber}
          callRef={{ type: 'CLIENT', id: client.id }}
          testId="copy-primary-phone"
        />
      </>,
    ],
    [
      'secondaryPhone',
      t('CLIENT_SECONDARY_PHONE'),
      client.secondaryPhoneNumber ? (
        <>
          {client.secondaryPhoneNumber}{' '}
          <CallPhoneButton
            phone={client.secondaryPhoneNumber}
            callRef={{ type: 'CLIENT', id: client.id }}
            testId="copy-secondary-phone"
          />
        </>
      ) : null,
    ],
    ['address', t('CLIENT_ADDRESS'), client.fullAddress],
    ['dateOfBirth', t('CLIENT_DATE_OF_BIRTH'), formatDate(client.dateOfBirth)],
    ['gender', t('CLIENT_GENDER'), client.gender ? t(`GENDER_${client.gender}`) : null],
    [
      'contracts',
      t('CLIENT_CONTRACTS'),
      `${client.numberOfActiveContracts}/${client.numberOfContracts}`,
    ],
    ['createdAt', t('CLIENT_CREATED_AT'), formatDateTime(client.createdAt)],
    ['createdBy', t('CLIENT_CREATED_BY'), personName(client.createdBy)],
    ['modifiedAt', t('CLIENT_MODIFIED_AT'), formatDateTime(client.modifiedAt)],
    ['modifiedBy', t('CLIENT_MODIFIED_BY'), personName(client.modifiedBy)],
  ];
  return (
    <Card
      size="small"
      title={t('CLIENT_INFO')}
      className="pd-client-panel"
      data-testid="client-info"
      extra={
        <Button icon={<EditOutlined />} onClick={onEdit} data-testid="client-edit">
          {t('EDIT')}
        </Button>
      }
    >
      <dl className="pd-client-card-fields">
        {rows.map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }} data-testid={`client-field-${key}`}>
            <dt>{label}</dt>
            <dd>{value === null || value === '' ? '—' : value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
