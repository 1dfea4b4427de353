import type { ClientDto } from '@pawndesk/domain/client-api';
import Card from 'antd/es/card';
import { Link } from 'react-router';
import { CallPhoneButton } from '../../../components/call-phone-button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { clientPath } from '../../../lib/paths.ts';

export function ClientCard({ client }: { client: ClientDto }) {
  const { t } = useTranslation();
  return (
    <Link
      to={clientPath(client)}
      className="pd-client-card-link"
      data-testid={`client-card-${client.id}`}
    >
      <Card size="small" hoverable className="pd-client-card" title={client.nameVi || '—'}>
        <dl className="pd-client-card-fields">
          <dt>{t('CLIENT_CITIZEN_ID')}</dt>
          <dd>{client.citizenId ?? '—'}</dd>
          <dt>{t('CLIENT_PHONE')}</dt>
          <dd>
            {client.primaryPhoneNumber}{' '}
            <CallPhoneButton
              phone={client.primaryPhoneNumber}
              callRef={{ type: 'CLIENT', id: client.id }}
              testId={`copy-phone-${client.id}`}
            />
          </dd>
          <dt>{t('CLIENT_BRANCH')}</dt>
          <dd>{client.branchName ?? '—'}</dd>
          <dt>{t('CLIENT_CONTRACTS')}</dt>
          <dd>
            {client.numberOfActiveContracts}/{client.numberOfContracts}
          </dd>
        </dl>
      </Card>
    </Link>
  );
}
