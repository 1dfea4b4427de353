import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import type { ColumnsType } from 'antd/es/table';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useEntryPages } from '../api/list-entries.ts';
import { usePending } from '../api/list-pending.ts';
import type { CashLogFiltersModel } from '../hooks/use-cash-log-filters.ts';
import type { CashLogTab } from '../hooks/use-cash-log-tab.ts';
import { ClosuresTable } from './closures-table.tsx';
import { EntriesTable } from './entries-table.tsx';
import type { EntryCardOptions } from './entry-cards.tsx';
import { PendingEntriesTable } from './pending-entries-table.tsx';

type CashLogTabBodyProps = {
  tab: CashLogTab;
  model: CashLogFiltersModel;
  columns: ColumnsType<CashLogDto>;
  cardOptions: EntryCardOptions;
  isHeadAccountant: boolean;
  closurePage: number;
  onClosurePage: (page: number) => void;
};

/**
 * The active tab's table (cards on a phone): the list scrolls and loads more, pending and closures page. Each tab
 * loads only while it is shown; a list that failed to load shows why instead of its table.
 */
export function CashLogTabBody({
  tab,
  model,
  columns,
  cardOptions,
  isHeadAccountant,
  closurePage,
  onClosurePage,
}: CashLogTabBodyProps) {
  const { t } = useTranslation();
  const layout = useLayoutMode();
  const entries = useEntryPages(model.params, tab === 'list');
  const pending = usePending(model.params, model.pendingPage, tab === 'pending');
  const loadError = tab === 'list' ? entries.error : tab === 'pending' ? pending.error : null;
  return (
    <>
      {loadError ? (
        <StatusResult
          status="error"
          title={t('CASH_LOG_LOAD_FAILED')}
          subTitle={errorText(loadError, t)}
          data-testid="cash-load-error"
        />
      ) : null}
      {tab === 'list' && !loadError ? (
        <EntriesTable
          pages={(entries.data?.pages ?? []).map((page) => page.items)}
          columns={columns}
          cardOptions={cardOptions}
          layout={layout}
          hasMore={Boolean(entries.hasNextPage)}
          isFetchingMore={entries.isFetchingNextPage}
          isLoading={entries.isPending}
          onLoadMore={() => void entries.fetchNextPage()}
        />
      ) : null}
      {tab === 'pending' && !loadError ? (
        <PendingEntriesTable
          entries={pending.data?.items ?? []}
          total={pending.data?.total ?? 0}
          columns={columns}
          cardOptions={cardOptions}
          layout={layout}
          isLoading={pending.isPending || pending.isPlaceholderData}
          page={model.pendingPage}
          onPage={model.setPendingPage}
        />
      ) : null}
      {tab === 'closures' ? (
        <ClosuresTable
          page={closurePage}
          onPage={onClosurePage}
          isHeadAccountant={isHeadAccountant}
          layout={layout}
        />
      ) : null}
    </>
  );
}
