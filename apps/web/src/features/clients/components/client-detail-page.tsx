import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { HistoryLink } from '../../../components/history-link.tsx';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyDialog, LazyPart } from '../../../components/lazy-parts.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useClient } from '../api/get-client.ts';
import { ClientContractsTab } from './client-contracts-tab.tsx';
import { ClientInfoPanel } from './client-info-panel.tsx';
import '../../../components/card-lists.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

// Contracts, the default tab, comes with the page; the other tabs and the edit form when first used.
const ClientDocumentsTab = lazyNamed(
  () => import('./client-documents-tab.tsx'),
  'ClientDocumentsTab',
);
const ClientBankAccountsTab = lazyNamed(
  () => import('./client-bank-accounts-tab.tsx'),
  'ClientBankAccountsTab',
);
const ClientNotesTab = lazyNamed(() => import('./client-notes-tab.tsx'), 'ClientNotesTab');
const ClientEditModal = lazyNamed(() => import('./client-edit-modal.tsx'), 'ClientEditModal');

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

/** The spec's tab titles, and the short word and icon a phone shows instead. */
const tabLabels: Record<
  ClientTab,
  { titleKey: string; shortKey: string; Icon: ComponentType<{ 'aria-hidden': boolean }> }
> = {
  contracts: { titleKey: 'CONTRACTS', shortKey: 'CLIENT_TAB_CONTRACTS', Icon: FileTextOutlined },
  documents: { titleKey: 'DOCUMENT', shortKey: 'CLIENT_TAB_DOCUMENTS', Icon: IdcardOutlined },
  'bank-accounts': {
    titleKey: 'BANK_ACCOUNT_INFOMATION',
    shortKey: 'CLIENT_TAB_BANK_ACCOUNTS',
    Icon: BankOutlined,
  },
  notes: { titleKey: 'NOTES', shortKey: 'CLIENT_TAB_NOTES', Icon: MessageOutlined },
  info: { titleKey: 'CLIENT_INFO', shortKey: 'CLIENT_TAB_INFO', Icon: UserOutlined },
};

/**
 * On a phone the five titles do not fit 390 px and antd would hide some behind its "…" menu, so
 * each tab is an icon over one short word and the tabs share the width (components/card-lists.css).
 */
function TabLabel({ tab, isMobile }: { tab: ClientTab; isMobile: boolean }) {
  const { t } = useTranslation();
  const { titleKey, shortKey, Icon } = tabLabels[tab];
  if (!isMobile) {
    return <span data-testid={`client-tab-${tab}`}>{t(titleKey)}</span>;
  }
  return (
    <span className="pd-client-tab-label" data-testid={`client-tab-${tab}`}>
      <Icon aria-hidden />
      <span>{t(shortKey)}</span>
    </span>
  );
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
        <LoadFailed
          title={t('CLIENT_LOAD_FAILED')}
          error={client.error}
          onRetry={() => void client.refetch()}
          testId="client-error"
        />
      </div>
    );
  }

  const data = client.data;
  const panel = <ClientInfoPanel client={data} onEdit={() => setIsEditing(true)} />;
  const contents: Record<ClientTab, ReactNode> = {
    contracts: <ClientContractsTab clientId={data.id} />,
    documents: (
      <LazyPart>
        <ClientDocumentsTab clientId={data.id} />
      </LazyPart>
    ),
    'bank-accounts': (
      <LazyPart>
        <ClientBankAccountsTab clientId={data.id} />
      </LazyPart>
    ),
    notes: (
      <LazyPart>
        <ClientNotesTab clientId={data.id} />
      </LazyPart>
    ),
    info: panel,
  };
  const items = clientTabs
    .filter((key) => key !== 'info' || isMobile)
    .map((key) => ({
      key,
      label: <TabLabel tab={key} isMobile={isMobile} />,
      children: contents[key],
    }));
  return (
    <div data-testid="client-detail">
      {heading}
      <HistoryLink entity="client" entityId={params.id ?? ''} />
      <div className="pd-client-detail">
        {isMobile ? null : panel}
        <Tabs
          className={isMobile ? 'pd-client-tabs pd-client-tabs-compact' : 'pd-client-tabs'}
          activeKey={tab}
          {...(isMobile ? { tabBarGutter: 0 } : {})}
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
        <LazyDialog open>
          <ClientEditModal client={data} isOpen onClose={() => setIsEditing(false)} />
        </LazyDialog>
      ) : null}
    </div>
  );
}
