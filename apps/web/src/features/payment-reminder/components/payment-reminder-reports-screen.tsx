import type { PastDueClientDto, ReminderSummaryDto } from '@pawndesk/domain/reminder-api';
import { type LatenessGroup, latenessGroups } from '@pawndesk/domain/reminders';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyDialog } from '../../../components/lazy-parts.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useReminderSummary } from '../api/get-reminder-summary.ts';
import { useReminderList } from '../hooks/use-reminder-list.ts';
import { useReminderLive } from '../hooks/use-reminder-live.ts';
import { reminderWindow, toReminderFilterQuery } from '../model/list-state.ts';
import { bigClientQuery, type ClientTableView, initialClientTable } from '../model/report-state.ts';
import { BigClientsTable } from './big-clients-table.tsx';
import { ReminderHeader } from './reminder-header.tsx';
import { ReminderTabs } from './reminder-tabs.tsx';
import './payment-reminder.css';

// recharts is 118 kB gzip: the screen shows its filter, counts and tables without it, and the charts
// come in when it arrives. The download starts with the screen's code, beside the summary's request.
const chartsModule = import('./reminder-charts.tsx');
const ReminderCharts = lazyNamed(() => chartsModule, 'ReminderCharts');
// A client's contracts and the reminder form load when a client is first opened.
const ClientDetailsModal = lazyNamed(
  () => import('./client-details-modal.tsx'),
  'ClientDetailsModal',
);

type GroupRow = { group: LatenessGroup } & ReminderSummaryDto[LatenessGroup];

function groupRows(summary: ReminderSummaryDto | undefined): GroupRow[] {
  return summary ? latenessGroups.map((group) => ({ group, ...summary[group] })) : [];
}

function sumOf(summary: ReminderSummaryDto, field: 'keptPromises' | 'brokenPromises'): number {
  return latenessGroups.reduce((sum, group) => sum + summary[group][field], 0);
}

/** The side counts of the summary panel (A§2.8), with the promises kept and broken (item 6). */
function SideCounts({ summary }: { summary: ReminderSummaryDto }) {
  const { t } = useTranslation();
  const items: [string, number, string][] = [
    ['REMINDER_SIDE_CLIENTS', summary.numberOfPastDueClients, 'clients'],
    ['REMINDER_SIDE_DUE_CONTRACTS', summary.numberOfDueContracts, 'due'],
    ['REMINDER_SIDE_APPOINTMENTS', summary.numberOfAppointments, 'appointments'],
    ['REMINDER_SIDE_RENEWED', summary.numberOfRenewedContracts, 'renewed'],
    ['REMINDER_SIDE_RENEWED_CASH', summary.numberOfRenewedContractsWithCash, 'renewed-cash'],
    ['REMINDER_SIDE_RENEWED_BANK', summary.numberOfRenewedContractsWithBank, 'renewed-bank'],
    ['REMINDER_KEPT_PROMISES', sumOf(summary, 'keptPromises'), 'kept'],
    ['REMINDER_BROKEN_PROMISES', sumOf(summary, 'brokenPromises'), 'broken'],
  ];
  return (
    <dl className="pd-reminder-side" data-testid="reminder-side-counts">
      {items.map(([label, value, id]) => (
        <div key={id}>
          <dt>{t(label)}</dt>
          <dd data-testid={`reminder-side-${id}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The lateness-group table: due contracts, loan balance, to renew and out of reach per group. */
function GroupTable({
  rows,
  isLoading,
  onPick,
  testId,
}: {
  rows: GroupRow[];
  isLoading: boolean;
  onPick?: (group: LatenessGroup) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: ColumnsType<GroupRow> = [
    {
      title: t('REMINDER_GROUP'),
      key: 'group',
      render: (_, row) =>
        onPick ? (
          <Button type="link" className="pd-link-button" onClick={() => onPick(row.group)}>
            {t(`REMINDER_GROUP_${row.group}`)}
          </Button>
        ) : (
          t(`REMINDER_GROUP_${row.group}`)
        ),
    },
    { title: t('REMINDER_SIDE_DUE_CONTRACTS'), dataIndex: 'total', align: 'right' },
    {
      title: t('REMINDER_LOAN_BALANCE'),
      key: 'balance',
      align: 'right',
      render: (_, row) => money(row.loanBalance),
    },
    { title: t('REMINDER_TO_RENEW'), dataIndex: 'appointments', align: 'right' },
    { title: t('REMINDER_OUT_OF_REACH'), dataIndex: 'outOfReach', align: 'right' },
    { title: t('REMINDER_KEPT_PROMISES'), dataIndex: 'keptPromises', align: 'right' },
    { title: t('REMINDER_BROKEN_PROMISES'), dataIndex: 'brokenPromises', align: 'right' },
  ];
  return (
    <Table<GroupRow>
      rowKey="group"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      scroll={{ x: 720 }}
      onRow={(row) => ({
        'data-testid': `${testId}-${row.group}`,
        ...(onPick ? { onClick: () => onPick(row.group), className: 'pd-clickable-row' } : {}),
      })}
      data-testid={testId}
    />
  );
}

/**
 * REM-3: the reports tab. The header's filters are the list's (same session state); the summary
 * feeds the charts, the group table and the side counts; below, the big clients or the groups.
 */
export function PaymentReminderReportsScreen() {
  const { t } = useTranslation();
  const today = useToday();
  const misc = useMisc();
  const { state, filter } = useReminderList();
  const summary = useReminderSummary(toReminderFilterQuery(state, today));
  const [view, setView] = useState<ClientTableView>(initialClientTable);
  const [openClient, setOpenClient] = useState<PastDueClientDto | null>(null);
  useReminderLive();
  const headerEnd = reminderWindow(state, today).toDate;
  const rows = groupRows(summary.data);
  const isLoading = summary.isPending || summary.isPlaceholderData;
  const showGroup = (group: LatenessGroup) => setView({ ...initialClientTable, group });
  return (
    <div className="pd-reminder" data-testid="reminder-reports">
      <h1 className="pd-page-title">{t('ROUTE_PAYMENT_REMINDER')}</h1>
      <ReminderTabs active="reports" />
      <ReminderHeader
        state={state}
        today={today}
        branches={(misc.data?.branches ?? []).filter((branch) => branch.code !== 'HO')}
        assetTypes={misc.data?.assetTypes ?? []}
        onFilter={(change) => {
          filter(change);
          setView((current) => (current.kind === 'BIG_CLIENT' ? { ...current, page: 1 } : current));
        }}
      />
      {summary.isError && !summary.data ? (
        <LoadFailed
          title={t('REMINDER_SUMMARY_LOAD_FAILED')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          testId="reminder-summary-error"
        />
      ) : !summary.data ? (
        <Spin className="pd-reminder-summary-loading" data-testid="reminder-summary-loading" />
      ) : (
        <section className="pd-reminder-summary" data-testid="reminder-summary">
          <SideCounts summary={summary.data} />
          <Suspense
            fallback={
              <div className="pd-reminder-charts-loading" data-testid="reminder-charts-loading" />
            }
          >
            <ReminderCharts summary={summary.data} />
          </Suspense>
          <GroupTable rows={rows} isLoading={isLoading} testId="reminder-group-table" />
        </section>
      )}
      <section className="pd-reminder-clients" data-testid="reminder-client-table">
        <div className="pd-toolbar">
          <Segmented<ClientTableView['kind']>
            value={view.kind}
            onChange={(kind) => setView(kind === 'OVERDUE_GROUP' ? { kind } : initialClientTable)}
            options={[
              {
                value: 'BIG_CLIENT',
                label: <span data-testid="switch-big-client">{t('REMINDER_BIG_CLIENT')}</span>,
              },
              {
                value: 'OVERDUE_GROUP',
                label: (
                  <span data-testid="switch-overdue-group">{t('REMINDER_OVERDUE_GROUP')}</span>
                ),
              },
            ]}
          />
          {view.kind === 'BIG_CLIENT' && view.group !== null ? (
            <>
              <Button
                type="link"
                onClick={() => setView({ kind: 'OVERDUE_GROUP' })}
                data-testid="big-clients-back"
              >
                ← {t('REMINDER_BACK_TO_GROUPS')}
              </Button>
              <strong data-testid="big-clients-group">{t(`REMINDER_GROUP_${view.group}`)}</strong>
            </>
          ) : null}
        </div>
        {view.kind === 'BIG_CLIENT' ? (
          <BigClientsTable
            query={bigClientQuery(state, today, view)}
            headerEnd={headerEnd}
            onPageChange={(page, pageSize) =>
              setView({ ...view, pageSize, page: pageSize === view.pageSize ? page : 1 })
            }
            onOpen={setOpenClient}
          />
        ) : (
          <GroupTable
            rows={rows}
            isLoading={isLoading}
            onPick={showGroup}
            testId="overdue-group-table"
          />
        )}
      </section>
      {openClient ? (
        <LazyDialog open>
          <ClientDetailsModal
            client={openClient}
            filterEnd={headerEnd}
            onClose={() => setOpenClient(null)}
          />
        </LazyDialog>
      ) : null}
    </div>
  );
}
