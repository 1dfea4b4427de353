import type { PastDueClientDto } from '@pawndesk/domain/reminder-api';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyDialog } from '../../../components/lazy-parts.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useToday } from '../../../lib/use-today.ts';
import { usePastDueClients } from '../api/list-past-due-clients.ts';
import { useReminderList } from '../hooks/use-reminder-list.ts';
import { useReminderLive } from '../hooks/use-reminder-live.ts';
import { reminderWindow, toggleSort, toReminderQuery } from '../model/list-state.ts';
import { ListTools } from './list-tools.tsx';
import { PastDueCards, PastDueTable } from './past-due-rows.tsx';
import { ReminderHeader } from './reminder-header.tsx';
import { ReminderTabs } from './reminder-tabs.tsx';
import '../../../components/card-lists.css';
import './payment-reminder.css';

// The client's contracts and the reminder form load when a client is first opened.
const ClientDetailsModal = lazyNamed(
  () => import('./client-details-modal.tsx'),
  'ClientDetailsModal',
);

/**
 * REM-1, REM-2: the collector's list of past-due clients. The filters, sort and page are kept in
 * session storage; live signals refetch in the background; a row opens the client (REM-4).
 */
export function PaymentReminderScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const isMobile = useLayoutMode() === 'mobile';
  const today = useToday();
  const misc = useMisc();
  const { state, filter, update } = useReminderList();
  const list = usePastDueClients(toReminderQuery(state, today));
  const [openClient, setOpenClient] = useState<PastDueClientDto | null>(null);
  useReminderLive();
  const data = list.data;
  const isLoading = list.isPending || list.isPlaceholderData;
  const rows = {
    clients: data?.items ?? [],
    total: data?.total ?? 0,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    isLoading,
    onSort: (column: Parameters<typeof toggleSort>[1]) =>
      filter({ sort: toggleSort(state.sort, column) }),
    onPageChange: (page: number, pageSize: number) =>
      update({ pageSize, page: pageSize === state.pageSize ? page : 1 }),
    onOpen: setOpenClient,
  };
  return (
    <div className="pd-reminder" data-testid="reminder-screen">
      <h1 className="pd-page-title">{t('ROUTE_PAYMENT_REMINDER')}</h1>
      <ReminderTabs active="list" />
      <div className="pd-reminder-totals" data-testid="reminder-totals">
        <span>
          {t('REMINDER_PAST_DUE_CLIENTS')}:{' '}
          <strong data-testid="reminder-total">{data?.total ?? '—'}</strong>
        </span>
        <span>
          {t('REMINDER_LOAN_BALANCE')}:{' '}
          <strong data-testid="reminder-loan-balance">
            {data ? money(data.loanBalance) : '—'}
          </strong>
        </span>
      </div>
      <ReminderHeader
        state={state}
        today={today}
        // The filter box offers every branch but the head office (A§2.8).
        branches={(misc.data?.branches ?? []).filter((branch) => branch.code !== 'HO')}
        assetTypes={misc.data?.assetTypes ?? []}
        onFilter={filter}
      />
      <ListTools state={state} onFilter={filter} />
      {list.isError && !data ? (
        <LoadFailed
          title={t('REMINDER_LOAD_FAILED')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="reminder-error"
        />
      ) : data && data.items.length === 0 && !isLoading ? (
        <Empty description={t('REMINDER_EMPTY')} data-testid="reminder-empty" />
      ) : isMobile ? (
        <Spin spinning={isLoading}>
          <PastDueCards {...rows} />
        </Spin>
      ) : (
        <PastDueTable {...rows} />
      )}
      {openClient ? (
        <LazyDialog open>
          <ClientDetailsModal
            client={openClient}
            filterEnd={reminderWindow(state, today).toDate}
            onClose={() => setOpenClient(null)}
          />
        </LazyDialog>
      ) : null}
    </div>
  );
}
