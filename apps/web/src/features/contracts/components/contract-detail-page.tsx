import CloseOutlined from '@ant-design/icons/CloseOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { HistoryLink } from '../../../components/history-link.tsx';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyPart } from '../../../components/lazy-parts.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useContract } from '../api/get-contract.ts';
import { ContractNotesTab } from './contract-notes-tab.tsx';
import { ContractPanel } from './contract-panel.tsx';
import '../contracts.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

// Notes, the default tab, comes with the page; the others (tables, uploads) when first shown.
const ContractSummaryTab = lazyNamed(
  () => import('./contract-summary-tab.tsx'),
  'ContractSummaryTab',
);
const RepaymentScheduleTab = lazyNamed(
  () => import('./repayment-schedule-tab.tsx'),
  'RepaymentScheduleTab',
);
const TransactionsTab = lazyNamed(() => import('./transactions-tab.tsx'), 'TransactionsTab');
const ContractDocumentsTab = lazyNamed(
  () => import('./contract-documents-tab.tsx'),
  'ContractDocumentsTab',
);
const CollateralTab = lazyNamed(() => import('./collateral-tab.tsx'), 'CollateralTab');

export const contractTabs = [
  'summary',
  'schedule',
  'transactions',
  'documents',
  'collateral',
  'notes',
] as const;
export type ContractTab = (typeof contractTabs)[number];

/** Notes is the default tab (B§2). */
export function visibleContractTab(requested: string | null): ContractTab {
  return contractTabs.find((tab) => tab === requested) ?? 'notes';
}

/** CON-2: the contract detail, addressed by the finflux id. The tab lives in the URL (?tab=). */
export function ContractDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const finfluxId = Number(params.id);
  const [search, setSearch] = useSearchParams();
  const tab = visibleContractTab(search.get('tab'));
  const contract = useContract(finfluxId);

  const heading = (
    <div className="pd-contract-heading">
      <h1 className="pd-page-title">{t('CONTRACT_TITLE', { id: params.id })}</h1>
      <Button
        icon={<CloseOutlined />}
        aria-label={t('CLOSE')}
        onClick={() => navigate('/contracts')}
        data-testid="contract-close"
      />
    </div>
  );
  // Not a contract number at all (/contracts/abc): nothing to load, say so.
  if (!Number.isInteger(finfluxId) || finfluxId <= 0) {
    return (
      <div data-testid="contract-detail">
        <Result
          status="404"
          title={t('CONTRACT_NOT_FOUND')}
          subTitle={t('CONTRACT_NOT_FOUND_HINT', { id: params.id })}
          extra={
            <Button type="primary" onClick={() => navigate('/contracts')}>
              {t('CONTRACT_BACK_TO_LIST')}
            </Button>
          }
          data-testid="contract-not-found"
        />
      </div>
    );
  }
  if (contract.isPending) {
    return (
      <div data-testid="contract-detail">
        {heading}
        <Spin />
      </div>
    );
  }
  if (contract.isError) {
    return (
      <div data-testid="contract-detail">
        {heading}
        <LoadFailed
          title={t('CONTRACT_LOAD_FAILED')}
          error={contract.error}
          onRetry={() => void contract.refetch()}
          testId="contract-error"
        />
      </div>
    );
  }

  const data = contract.data;
  const items = [
    {
      key: 'summary',
      label: t('CONTRACT_TAB_SUMMARY'),
      children: (
        <LazyPart>
          <ContractSummaryTab contract={data} />
        </LazyPart>
      ),
    },
    {
      key: 'schedule',
      label: t('CONTRACT_TAB_SCHEDULE'),
      children: (
        <LazyPart>
          <RepaymentScheduleTab contract={data} />
        </LazyPart>
      ),
    },
    {
      key: 'transactions',
      label: t('CONTRACT_TAB_TRANSACTIONS'),
      children: (
        <LazyPart>
          <TransactionsTab contract={data} />
        </LazyPart>
      ),
    },
    {
      key: 'documents',
      label: t('CONTRACT_TAB_DOCUMENTS'),
      children: (
        <LazyPart>
          <ContractDocumentsTab contract={data} />
        </LazyPart>
      ),
    },
    {
      key: 'collateral',
      label: t('CONTRACT_TAB_COLLATERAL'),
      children: (
        <LazyPart>
          <CollateralTab contractId={data.id} />
        </LazyPart>
      ),
    },
    {
      key: 'notes',
      label: t('CONTRACT_TAB_NOTES'),
      children: <ContractNotesTab contractId={data.id} />,
    },
  ];
  return (
    <div data-testid="contract-detail">
      {heading}
      <HistoryLink entity="contract" entityId={data.id} />
      <div className="pd-contract-detail">
        {/* The contract info header is hidden on the repayment schedule tab (B§2). */}
        {tab === 'schedule' ? null : <ContractPanel contract={data} />}
        <Tabs
          className="pd-contract-tabs"
          activeKey={tab}
          destroyOnHidden
          onChange={(key) => {
            const next = new URLSearchParams(search);
            next.set('tab', key);
            setSearch(next, { replace: true });
          }}
          items={items}
          data-testid="contract-tabs"
        />
      </div>
    </div>
  );
}
