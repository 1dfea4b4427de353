import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import { hasPermissions } from '@pawndesk/domain/permissions';
import Button from 'antd/es/button';
import { useState } from 'react';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyDialog } from '../../../components/lazy-parts.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useSummary } from '../api/get-summary.ts';
import { useCategories } from '../api/list-categories.ts';
import { useCashLogFilters } from '../hooks/use-cash-log-filters.ts';
import { useCashLogTab } from '../hooks/use-cash-log-tab.ts';
import { useEntryStatusConfirm } from '../hooks/use-entry-status-confirm.ts';
import { cashLogColumns, type RowAction } from './cash-log-columns.tsx';
import type { EditorTarget } from './cash-log-editor.tsx';
import { CashLogTabBody } from './cash-log-tab-body.tsx';
import { CashLogTabs } from './cash-log-tabs.tsx';
import { EntryToolbar } from './entry-toolbar.tsx';
import { MonthEndNotice } from './month-end-notice.tsx';
import { SummaryCards } from './summary-cards.tsx';
import '../cash-log.css';

// The entry and closure editors and the filter box load when first opened, not with the list.
const CashLogEditor = lazyNamed(() => import('./cash-log-editor.tsx'), 'CashLogEditor');
const ClosureEditor = lazyNamed(() => import('./closure-editor.tsx'), 'ClosureEditor');
const FilterBox = lazyNamed(() => import('./filter-box.tsx'), 'FilterBox');

/**
 * CASH-1…7: the cash log screen. Its three tabs are three routes (the tab replaces the route);
 * the summary cards and the filter box are on the list and pending tabs.
 */
export function CashLogScreen() {
  const { t } = useTranslation();
  const { tab, goTab } = useCashLogTab();
  const { principal, user } = useSession();
  const isHead = principal ? hasPermissions(principal, ['head_accountant_access']) : false;
  const [isFilterOpen, setFilterOpen] = useState(false);
  const [editorTarget, setEditorTarget] = useState<EditorTarget | null>(null);
  const [isClosureOpen, setClosureOpen] = useState(false);
  const [closurePage, setClosurePage] = useState(1);
  const { confirmStatus, modalHolder } = useEntryStatusConfirm();
  const misc = useMisc();
  const categories = useCategories().data ?? [];
  const model = useCashLogFilters(misc.data, categories);
  const summary = useSummary(model.params, tab !== 'closures');

  const onAction = (action: RowAction, entry: CashLogDto) =>
    action === 'edit'
      ? setEditorTarget({ direction: entry.direction === 1 ? 1 : -1, entry })
      : confirmStatus(action, entry);
  const rowOptions = {
    t,
    categories,
    showBalances: isHead && tab === 'list',
    isHeadAccountant: isHead,
    onAction,
  };
  const columns = cashLogColumns(rowOptions);

  return (
    <div className="pd-cash" data-testid="cash-log-screen">
      {modalHolder}
      <h1 className="pd-page-title">{t('ROUTE_CASH_LOG')}</h1>
      <MonthEndNotice misc={misc.data} />
      <CashLogTabs tab={tab} onChange={goTab} />
      {tab !== 'closures' ? (
        <SummaryCards
          summary={summary.data}
          isHeadAccountant={isHead}
          isLoading={summary.isPending}
        />
      ) : null}
      <div className="pd-cash-toolbar">
        {tab !== 'closures' ? (
          <EntryToolbar
            model={model}
            onOpenFilter={() => setFilterOpen(true)}
            onImported={() => goTab('pending')}
            onNewEntry={(direction) => setEditorTarget({ direction })}
          />
        ) : isHead ? (
          <Button type="primary" onClick={() => setClosureOpen(true)} data-testid="cash-closure">
            {t('CASH_CLOSURE_CREATE')}
          </Button>
        ) : null}
      </div>
      <CashLogTabBody
        tab={tab}
        model={model}
        columns={columns}
        cardOptions={rowOptions}
        isHeadAccountant={isHead}
        closurePage={closurePage}
        onClosurePage={setClosurePage}
      />
      {isFilterOpen ? (
        <LazyDialog open>
          <FilterBox
            open
            filters={model.filters}
            misc={misc.data}
            categories={categories}
            onApply={model.changeFilters}
            onClose={() => setFilterOpen(false)}
          />
        </LazyDialog>
      ) : null}
      <LazyDialog open={editorTarget !== null}>
        <CashLogEditor
          target={editorTarget}
          misc={misc.data}
          categories={categories}
          isHeadAccountant={isHead}
          ownBranchId={user?.branch.id}
          onClose={() => setEditorTarget(null)}
          onSaved={() => {
            // On success: clear the target, reload from page 1, switch to the pending tab (B§4).
            setEditorTarget(null);
            model.setPendingPage(1);
            goTab('pending');
          }}
        />
      </LazyDialog>
      <LazyDialog open={isClosureOpen}>
        <ClosureEditor
          open={isClosureOpen}
          misc={misc.data}
          onClose={() => setClosureOpen(false)}
          onSaved={() => {
            setClosureOpen(false);
            setClosurePage(1);
            void goTab('closures');
          }}
        />
      </LazyDialog>
    </div>
  );
}
