import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import { businessDate } from '@pawndesk/domain/dates';
import { hasPermissions } from '@pawndesk/domain/permissions';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type DatePreset, datePresets, presetRange } from '../../../lib/date-presets.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useSummary } from '../api/get-summary.ts';
import { useCategories } from '../api/list-categories.ts';
import { useEntryPages } from '../api/list-entries.ts';
import { usePending } from '../api/list-pending.ts';
import { useSetEntryStatus } from '../api/set-entry-status.ts';
import {
  activeFilterCount,
  type CashLogFilters,
  initialFilters,
  toParams,
} from '../model/filters.ts';
import { cashLogColumns, type RowAction } from './cash-log-columns.tsx';
import { CashLogEditor, type EditorTarget } from './cash-log-editor.tsx';
import { ClosureEditor } from './closure-editor.tsx';
import { ClosuresTable } from './closures-table.tsx';
import { EntriesTable } from './entries-table.tsx';
import { FilterBox } from './filter-box.tsx';
import { MonthEndNotice } from './month-end-notice.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { ExportButton, ImportButton } from './xlsx-buttons.tsx';
import '../cash-log.css';

export type CashLogTab = 'list' | 'pending' | 'closures';

export const cashLogTabPaths: Record<CashLogTab, string> = {
  list: '/cash-log',
  pending: '/cash-log/pending',
  closures: '/cash-log/closures',
};

function tabOf(pathname: string): CashLogTab {
  const path = pathname.replace(/\/+$/, '');
  if (path === cashLogTabPaths.pending) {
    return 'pending';
  }
  return path === cashLogTabPaths.closures ? 'closures' : 'list';
}

/** Height of the list tab's scrolling body, by layout. */
const listHeights = { mobile: 420, tablet: 520, desktop: 560 } as const;

/**
 * CASH-1…7: the cash log screen. Its three tabs are three routes (the tab replaces the route);
 * the summary cards and the filter box are on the list and pending tabs.
 */
export function CashLogScreen() {
  const { t } = useTranslation();
  const layout = useLayoutMode();
  const navigate = useNavigate();
  const tab = tabOf(useLocation().pathname);
  const { principal, user } = useSession();
  const isHead = principal ? hasPermissions(principal, ['head_accountant_access']) : false;
  const today = businessDate(new Date());
  const [filters, setFilters] = useState<CashLogFilters>(() => initialFilters(today));
  const [preset, setPreset] = useState<DatePreset | null>(null);
  const [text, setText] = useState('');
  const [isFilterOpen, setFilterOpen] = useState(false);
  const [editorTarget, setEditorTarget] = useState<EditorTarget | null>(null);
  const [isClosureOpen, setClosureOpen] = useState(false);
  const [pendingPage, setPendingPage] = useState(1);
  const [closurePage, setClosurePage] = useState(1);
  const [modal, modalHolder] = Modal.useModal();
  const misc = useMisc();
  const categoriesQuery = useCategories();
  const categories = categoriesQuery.data ?? [];
  const options = useMemo(
    () => ({
      funds: (misc.data?.funds ?? []).map((fund) => fund.id),
      categories: categories.map((category) => category.id),
    }),
    [misc.data, categories],
  );
  const params = useMemo(() => toParams(filters, options), [filters, options]);
  const entries = useEntryPages(params, tab === 'list');
  const pending = usePending(params, pendingPage, tab === 'pending');
  const summary = useSummary(params, tab !== 'closures');
  const setStatus = useSetEntryStatus();

  const goTab = (next: CashLogTab) => navigate(cashLogTabPaths[next], { replace: true });
  const changeFilters = (change: Partial<CashLogFilters>) => {
    setPendingPage(1);
    setFilters((current) => ({ ...current, ...change }));
  };

  const onAction = (action: RowAction, entry: CashLogDto) => {
    if (action === 'edit') {
      setEditorTarget({ direction: entry.direction === 1 ? 1 : -1, entry });
      return;
    }
    const status = action === 'approve' ? 'registered' : 'retracted';
    void modal.confirm({
      title: action === 'approve' ? t('CASH_LOG_APPROVE_CONFIRM') : t('CASH_LOG_REMOVE_CONFIRM'),
      content: `#${entry.id}`,
      okText: t('OK'),
      cancelText: t('CANCEL'),
      okButtonProps: { danger: action === 'remove', 'data-testid': 'cash-confirm-ok' } as never,
      onOk: async () => {
        try {
          await setStatus.mutateAsync({ id: entry.id, status });
          flash.info(action === 'approve' ? t('CASH_LOG_APPROVED') : t('DELETE_SUCCESSFULLY'));
        } catch (error) {
          // CASH_LOG_CANNOT_REMOVE: its own text when the server gives none (B§8).
          const message = errorText(error, t);
          flash.error(
            action === 'remove' && message === t('UNKNOWN_ERROR')
              ? t('CASH_LOG_CANNOT_REMOVE')
              : message,
          );
        }
      },
    });
  };

  const columns = cashLogColumns({
    t,
    categories,
    showBalances: isHead && tab === 'list',
    isHeadAccountant: isHead,
    onAction,
  });
  const rangeValue =
    filters.fromDate && filters.toDate
      ? ([dayjs(filters.fromDate), dayjs(filters.toDate)] as const)
      : null;
  const filterCount = activeFilterCount(filters, options);
  const loadError = tab === 'list' ? entries.error : tab === 'pending' ? pending.error : null;

  return (
    <div className="pd-cash" data-testid="cash-log-screen">
      {modalHolder}
      <h1 className="pd-page-title">{t('ROUTE_CASH_LOG')}</h1>
      <MonthEndNotice misc={misc.data} />
      <Tabs
        activeKey={tab}
        onChange={(key) => goTab(key as CashLogTab)}
        items={[
          { key: 'list', label: <span data-testid="cash-tab-list">{t('CASH_LOG_TAB_LIST')}</span> },
          {
            key: 'pending',
            label: <span data-testid="cash-tab-pending">{t('CASH_LOG_TAB_PENDING')}</span>,
          },
          {
            key: 'closures',
            label: <span data-testid="cash-tab-closures">{t('CASH_LOG_TAB_CLOSURES')}</span>,
          },
        ]}
      />
      {tab !== 'closures' ? (
        <SummaryCards
          summary={summary.data}
          isHeadAccountant={isHead}
          isLoading={summary.isPending}
        />
      ) : null}
      <div className="pd-cash-toolbar">
        {tab !== 'closures' ? (
          <>
            <Input.Search
              className="pd-cash-search"
              value={text}
              allowClear
              placeholder={t('CASH_LOG_SEARCH_PLACEHOLDER')}
              aria-label={t('CASH_LOG_SEARCH_PLACEHOLDER')}
              onChange={(event) => {
                setText(event.target.value);
                if (!event.target.value && filters.search) {
                  // The clear button searches again without the term.
                  changeFilters({ search: undefined });
                }
              }}
              onSearch={(value) => changeFilters({ search: value.trim() || undefined })}
              data-testid="cash-search"
            />
            <Select<DatePreset>
              allowClear
              value={preset ?? undefined}
              placeholder={t('ASSET_DATE_PRESET')}
              aria-label={t('ASSET_DATE_PRESET')}
              className="pd-cash-preset"
              onChange={(value) => {
                setPreset(value ?? null);
                const range = value ? presetRange(value, today) : initialFilters(today);
                changeFilters({ fromDate: range.fromDate, toDate: range.toDate });
              }}
              options={datePresets.map((value) => ({ value, label: t(`DATE_PRESET_${value}`) }))}
              data-testid="cash-date-preset"
            />
            <DatePicker.RangePicker
              format="DD/MM/YYYY"
              className="pd-cash-range"
              value={rangeValue ? [rangeValue[0], rangeValue[1]] : null}
              onChange={(range) => {
                setPreset(null);
                changeFilters({
                  fromDate: range?.[0]?.format('YYYY-MM-DD'),
                  toDate: range?.[1]?.format('YYYY-MM-DD'),
                });
              }}
              data-testid="cash-date-range"
            />
            <Badge count={filterCount} size="small">
              <Button onClick={() => setFilterOpen(true)} data-testid="cash-filter">
                {t('CASH_LOG_FILTER')}
              </Button>
            </Badge>
            <ImportButton onImported={() => goTab('pending')} />
            <ExportButton params={params} />
            <Button
              danger
              onClick={() => setEditorTarget({ direction: -1 })}
              data-testid="cash-out"
            >
              {t('CASH_LOG_CASH_OUT')}
            </Button>
            <Button
              type="primary"
              onClick={() => setEditorTarget({ direction: 1 })}
              data-testid="cash-in"
            >
              {t('CASH_LOG_CASH_IN')}
            </Button>
          </>
        ) : isHead ? (
          <Button type="primary" onClick={() => setClosureOpen(true)} data-testid="cash-closure">
            {t('CASH_CLOSURE_CREATE')}
          </Button>
        ) : null}
      </div>
      {loadError ? (
        <Result
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
          hasMore={Boolean(entries.hasNextPage)}
          isFetchingMore={entries.isFetchingNextPage}
          isLoading={entries.isPending}
          onLoadMore={() => void entries.fetchNextPage()}
          height={listHeights[layout]}
        />
      ) : null}
      {tab === 'pending' && !loadError ? (
        <Table<CashLogDto>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={pending.data?.items ?? []}
          loading={pending.isPending || pending.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          onRow={(entry) => ({ 'data-testid': `cash-row-${entry.id}` }) as never}
          pagination={{
            current: pendingPage,
            pageSize: 20,
            total: pending.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPendingPage,
          }}
          data-testid="cash-pending"
        />
      ) : null}
      {tab === 'closures' ? (
        <ClosuresTable page={closurePage} onPage={setClosurePage} isHeadAccountant={isHead} />
      ) : null}
      {isFilterOpen ? (
        <FilterBox
          open
          filters={filters}
          misc={misc.data}
          categories={categories}
          onApply={changeFilters}
          onClose={() => setFilterOpen(false)}
        />
      ) : null}
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
          setPendingPage(1);
          goTab('pending');
        }}
      />
      <ClosureEditor
        open={isClosureOpen}
        misc={misc.data}
        onClose={() => setClosureOpen(false)}
        onSaved={() => {
          setClosureOpen(false);
          setClosurePage(1);
          goTab('closures');
        }}
      />
    </div>
  );
}
