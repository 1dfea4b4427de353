import type { UseQueryResult } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { clientPath, contractPath } from '../../../lib/paths.ts';
import { useClientSearch } from '../api/search-clients.ts';
import { useContractSearch } from '../api/search-contracts.ts';
import { readSearchKind, searchDisplayCap, searchNoticeThreshold } from '../model/search-limits.ts';
import '../../../components/card-lists.css';

type SectionProps<T> = {
  testId: string;
  title: string;
  result: UseQueryResult<{ items: T[]; total: number }>;
  renderRow: (item: T) => ReactNode;
};

/** One kind of result: at most 100 rows, the notice above 200 matches, or the no-data message. */
function SearchSection<T>({ testId, title, result, renderRow }: SectionProps<T>) {
  const { t } = useTranslation();
  const total = result.data?.total ?? 0;
  return (
    <section className="pd-search-section" data-testid={testId}>
      <h2>{title}</h2>
      {result.isPending ? (
        <Spin />
      ) : result.isError ? (
        <StatusResult status="error" subTitle={errorText(result.error, t)} />
      ) : total === 0 ? (
        <Empty description={t('SEARCH_NO_DATA')} data-testid={`${testId}-no-data`} />
      ) : (
        <>
          {total > searchNoticeThreshold ? (
            <Alert
              type="info"
              showIcon
              className="pd-search-notice"
              title={t('SEARCH_TOO_MANY', { limit: searchNoticeThreshold })}
              data-testid={`${testId}-too-many`}
            />
          ) : null}
          {/* A plain list: antd's List brings its pager with a select, about 28 kB gzip. */}
          <ul className="pd-search-list">
            {result.data.items.slice(0, searchDisplayCap).map(renderRow)}
          </ul>
        </>
      )}
    </section>
  );
}

/** SEARCH-1..3: the header search's results; type and terms come from the URL. */
export function SearchScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = readSearchKind(params.get('type'));
  const terms = (params.get('terms') ?? '').trim();
  const hasTerms = terms !== '';
  const wantsClients = kind !== 'contracts';
  const wantsContracts = kind !== 'clients';
  const clients = useClientSearch(
    { term: terms, page: 1, pageSize: searchDisplayCap },
    hasTerms && wantsClients,
  );
  const contracts = useContractSearch(terms, searchDisplayCap, hasTerms && wantsContracts);

  if (!hasTerms) {
    return (
      <div data-testid="search-screen">
        <h1 className="pd-page-title">{t('ROUTE_SEARCH')}</h1>
        <Empty description={t('SEARCH_NO_TERMS')} data-testid="search-no-terms" />
      </div>
    );
  }

  return (
    <div data-testid="search-screen">
      <h1 className="pd-page-title">{t('SEARCH_RESULTS_FOR', { terms })}</h1>
      {wantsClients ? (
        <SearchSection
          testId="search-clients"
          title={t('SEARCH_TYPE_CLIENTS')}
          result={clients}
          renderRow={(client) => (
            <li key={client.id} data-testid="search-client-row">
              <Link to={clientPath(client)}>{client.nameVi}</Link>
              <span>{client.primaryPhoneNumber}</span>
              <span>{client.branchName ?? '—'}</span>
            </li>
          )}
        />
      ) : null}
      {wantsContracts ? (
        <SearchSection
          testId="search-contracts"
          title={t('SEARCH_TYPE_CONTRACTS')}
          result={contracts}
          renderRow={(contract) => (
            <li key={contract.id} data-testid="search-contract-row">
              <span>{contract.product.productDesc || contract.product.productName}</span>
              <Link to={contractPath(contract)} data-testid="search-contract-link">
                #{contract.mifosId}
              </Link>
              <Link to={clientPath(contract.client)} data-testid="search-contract-client">
                {contract.client.name}
              </Link>
            </li>
          )}
        />
      ) : null}
    </div>
  );
}
