import { totalLabel } from '@pawndesk/domain/search';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import { useSearchParams } from 'react-router';
import { gridColumns } from '../../../components/grid-columns.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';
import { clientListParams, clientPageSize, useClientList } from '../api/list-clients.ts';
import { ClientCard } from './client-card.tsx';
import '../../../components/card-lists.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

/** CLI-1: the clients list. The search and the page live in the URL (q, page). */
export function ClientsScreen() {
  const { t } = useTranslation();
  const layout = useLayoutMode();
  const [search, setSearch] = useSearchParams();
  const params = clientListParams(search);
  const term = params.term ?? '';
  const page = params.page;
  const [text, setText] = useSearchDraft(term);
  const list = useClientList(params);

  const go = (nextTerm: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextTerm.trim()) {
      next.set('q', nextTerm.trim());
    }
    if (nextPage > 1) {
      next.set('page', String(nextPage));
    }
    setSearch(next);
  };

  const data = list.data;
  const isLoading = list.isPending || list.isPlaceholderData;
  return (
    <div className="pd-clients" data-testid="clients-screen">
      <h1 className="pd-page-title">
        {t('ROUTE_CLIENTS')}
        {data ? (
          <span data-testid="clients-total"> ({totalLabel(data.total, term.trim() !== '')})</span>
        ) : null}
      </h1>
      <Input.Search
        className="pd-clients-search"
        value={text}
        allowClear
        placeholder={t('CLIENT_SEARCH_PLACEHOLDER')}
        aria-label={t('CLIENT_SEARCH_PLACEHOLDER')}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => go(value, 1)}
        data-testid="clients-search"
      />
      {list.isError && !data ? (
        <LoadFailed
          title={t('CLIENTS_LOAD_FAILED')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="clients-error"
          retryTestId="clients-retry"
        />
      ) : (
        <Spin spinning={isLoading}>
          {data && data.items.length === 0 && !isLoading ? (
            <Empty description={t('CLIENTS_EMPTY')} data-testid="clients-empty" />
          ) : null}
          <div
            className="pd-card-grid"
            style={{ gridTemplateColumns: `repeat(${gridColumns[layout]}, minmax(0, 1fr))` }}
            data-columns={gridColumns[layout]}
            data-testid="clients-grid"
          >
            {(data?.items ?? []).map((client) => (
              <ClientCard key={client.id} client={client} />
            ))}
          </div>
          {data && data.total > clientPageSize ? (
            <Pagination
              className="pd-clients-pagination"
              current={page}
              pageSize={clientPageSize}
              total={data.total}
              showSizeChanger={false}
              onChange={(next) => go(term, next)}
              data-testid="clients-pagination"
            />
          ) : null}
        </Spin>
      )}
    </div>
  );
}
