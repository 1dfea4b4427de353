import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useClient } from '../hooks/use-client-queries.ts';
import { ClientBankAccountsTab } from './client-bank-accounts-tab.tsx';
import { ClientContractsTab } from './client-contracts-tab.tsx';
import { ClientDocumentsTab } from './client-documents-tab.tsx';
import { ClientEditModal } from './client-edit-modal.tsx';
import { ClientInfoPanel } from './client-info-panel.tsx';
import { ClientNotesTab } from './client-notes-tab.tsx';
import '../clients.css';

export const clientTabs = ['contracts', 'documents', 'bank-accounts', 'notes', 'info'] as const;
export type ClientTab = (typeof clientTabs)[number];

function isClientTab(value: string | null): value is ClientTab {
  return clientTabs.some((tab) => tab === value);
}

/** Opens on CONTRACTS (DECISIONS.md); the info tab exists only on mobile, where the panel is hidden. */
export function visibleTab(requested: string | null, isMobile: boolean): ClientTab {
  if (!isClientTab(requested) || (requested === 'info' && !isMobile)) {
    return 'contracts';
  }
  return requested;
}

/** CLI-2: the client detail, addressed by the finflux id. The tab lives in the URL (?tab=). */
export function ClientDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const finfluxId = Number(params.id);
  const isMobile = useLayoutMode() === 'mobile';
  const [search, setSearch] = useSearchParams();
  const tab = visibleTab(search.get('tab'), isMobile);
  const client = useClient(finfluxId);
  const [isEditing, setIsEditing] = useState(false);

  const heading = (
    <div className="pd-client-heading">
      <Button
        icon={<ArrowLeftOutlined />}
        aria-label={t('BACK')}
        onClick={() => navigate('/clients')}
        data-testid="client-back"
      />
      <div>
        <div className="pd-client-eyebrow">{t('ROUTE_CLIENT_DETAIL')}</div>
        <h1 className="pd-page-title">{t('CLIENT_TITLE', { id: params.id })}</h1>
      </div>
    </div>
  );

  if (client.isPending) {
    return (
      <div data-testid="client-detail">
        {heading}
        <Spin />
      </div>
    );
  }
  if (client.isError) {
    return (
      <div data-testid="client-detail">
        {heading}
        <Result
          status="error"
          title={t('CLIENT_LOAD_FAILED')}
          subTitle={errorText(client.error, t)}
          extra={
            <Button type="primary" onClick={() => void client.refetch()}>
              {t('RETRY')}
            </Button>
          }
          data-testid="client-error"
        />
      </div>
    );
  }

  const data = client.data;
  const panel = <ClientInfoPanel client={data} onEdit={() => setIsEditing(true)} />;
  const items = [
    {
      key: 'contracts',
      label: t('CONTRACTS'),
      children: <ClientContractsTab clientId={data.id} />,
    },
    { key: 'documents', label: t('DOCUMENT'), children: <ClientDocumentsTab clientId={data.id} /> },
    {
      key: 'bank-accounts',
      label: t('BANK_ACCOUNT_INFOMATION'),
      children: <ClientBankAccountsTab clientId={data.id} />,
    },
    { key: 'notes', label: t('NOTES'), children: <ClientNotesTab clientId={data.id} /> },
    ...(isMobile ? [{ key: 'info', label: t('CLIENT_INFO'), children: panel }] : []),
  ];
  return (
    <div data-testid="client-detail">
      {heading}
      <div className="pd-client-detail">
        {isMobile ? null : panel}
        <Tabs
          className="pd-client-tabs"
          activeKey={tab}
          destroyOnHidden
          onChange={(key) => {
            const next = new URLSearchParams(search);
            next.set('tab', key);
            setSearch(next, { replace: true });
          }}
          items={items}
          data-testid="client-tabs"
        />
      </div>
      {isEditing ? (
        <ClientEditModal client={data} isOpen onClose={() => setIsEditing(false)} />
      ) : null}
    </div>
  );
}
