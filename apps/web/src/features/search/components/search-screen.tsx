import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { clientPath } from '../../clients/components/client-card.tsx';
import { useClientSearch } from '../../clients/hooks/use-client-queries.ts';
import { readSearchKind, searchDisplayCap, searchNoticeThreshold } from '../model/search-limits.ts';
import '../../clients/clients.css';

/** SEARCH-1..3: the header search's results; type and terms come from the URL. */
export function SearchScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = readSearchKind(params.get('type'));
  const terms = (params.get('terms') ?? '').trim();
  const hasTerms = terms !== '';
  const wantsClients = kind !== 'contracts';
  const clients = useClientSearch(
    { term: terms, page: 1, pageSize: searchDisplayCap },
    hasTerms && wantsClients,
  );

  if (!hasTerms) {
    return (
      <div data-testid="search-screen">
        <h1 className="pd-page-title">{t('ROUTE_SEARCH')}</h1>
        <Empty description={t('SEARCH_NO_TERMS')} data-testid="search-no-terms" />
      </div>
    );
  }

  const total = clients.data?.total ?? 0;
  return (
    <div data-testid="search-screen">
      <h1 className="pd-page-title">{t('SEARCH_RESULTS_FOR', { terms })}</h1>
      {wantsClients ? (
        <section className="pd-search-section" data-testid="search-clients">
          <h2>{t('SEARCH_TYPE_CLIENTS')}</h2>
          {clients.isPending ? (
            <Spin />
          ) : clients.isError ? (
            <Result status="error" subTitle={errorText(clients.error, t)} />
          ) : total === 0 ? (
            <Empty description={t('SEARCH_NO_DATA')} data-testid="search-no-data" />
          ) : (
            <>
              {total > searchNoticeThreshold ? (
                <Alert
                  type="info"
                  showIcon
                  title={t('SEARCH_TOO_MANY', { limit: searchNoticeThreshold })}
                  data-testid="search-too-many"
                />
              ) : null}
              <List
                dataSource={clients.data.items.slice(0, searchDisplayCap)}
                renderItem={(client) => (
                  <List.Item key={client.id} data-testid="search-client-row">
                    <Link to={clientPath(client)}>{client.nameVi}</Link>
                    <span>{client.primaryPhoneNumber}</span>
                    <span>{client.branchName ?? '—'}</span>
                  </List.Item>
                )}
              />
            </>
          )}
        </section>
      ) : null}
      {kind !== 'clients' ? (
        <section className="pd-search-section" data-testid="search-contracts">
          <h2>{t('SEARCH_TYPE_CONTRACTS')}</h2>
          <Empty description={t('SEARCH_CONTRACTS_PENDING')} />
        </section>
      ) : null}
    </div>
  );
}
