import type { PastDueClientDto, PastDueSortColumn } from '@pawndesk/domain/reminder-api';
import { pastDuePageSizes } from '@pawndesk/domain/reminders';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
import Table, { type ColumnsType } from 'antd/es/table';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import type { SortKey } from '../model/list-state.ts';
import { ClientFlags } from './client-flags.tsx';
import { LastResultText } from './last-result-text.tsx';
import { NextActionText } from './next-action-text.tsx';
import { SortTitle } from './sort-title.tsx';

export type PastDueRowsProps = {
  clients: readonly PastDueClientDto[];
  total: number;
  page: number;
  pageSize: number;
  sort: readonly SortKey[];
  isLoading: boolean;
  onSort: (column: PastDueSortColumn) => void;
  onPageChange: (page: number, pageSize: number) => void;
  onOpen: (client: PastDueClientDto) => void;
};

/** How late the oldest due contract is; due today reads "Today". */
function LateDays({ days }: { days: number }) {
  const { t } = useTranslation();
  return <>{days === 0 ? t('REMINDER_DUE_TODAY') : t('REMINDER_LATE_DAYS', { days })}</>;
}

function Pager({ total, page, pageSize, onPageChange }: PastDueRowsProps) {
  return (
    <Pagination
      className="pd-clients-pagination"
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      pageSizeOptions={[...pastDuePageSizes]}
      onChange={onPageChange}
      data-testid="reminder-pagination"
    />
  );
}

/** Desktop and tablet: the columns of A§2.8, the first four sortable; a row opens the client. */
export function PastDueTable(props: PastDueRowsProps) {
  const { t } = useTranslation();
  const { clients, sort, isLoading, onSort, onOpen } = props;
  const title = (label: string, column: PastDueSortColumn) => (
    <SortTitle label={t(label)} column={column} sort={sort} onToggle={onSort} />
  );
  const columns: ColumnsType<PastDueClientDto> = [
    {
      title: title('REMINDER_CLIENT_ID', 'mifos_id'),
      key: 'id',
      width: 110,
      render: (_, client) => `#${client.finfluxId}`,
    },
    {
      title: title('REMINDER_CLIENT_NAME', 'name'),
      key: 'name',
      render: (_, client) => (
        <div>
          <div>{client.nameVi}</div>
          <ClientFlags client={client} />
        </div>
      ),
    },
    {
      title: title('REMINDER_DUE_CONTRACTS', 'total_loans'),
      key: 'contracts',
      width: 120,
      align: 'right',
      render: (_, client) => client.numberOfDueContracts,
    },
    {
      title: title('REMINDER_LATEST_DUE_DATE', 'due_date_latest'),
      key: 'latest',
      width: 140,
      render: (_, client) => (
        <div>
          <div>{formatDate(client.latestDate)}</div>
          <div className="pd-meta">
            <LateDays days={client.lateDays} />
          </div>
        </div>
      ),
    },
    {
      title: t('REMINDER_LAST_RESULT'),
      key: 'result',
      render: (_, client) => <LastResultText result={client.lastResult} />,
    },
    {
      title: t('REMINDER_NEXT_ACTION'),
      key: 'next',
      width: 200,
      render: (_, client) => <NextActionText result={client.lastResult} />,
    },
  ];
  return (
    <>
      <Table<PastDueClientDto>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={[...clients]}
        loading={isLoading}
        pagination={false}
        rowClassName={(client) => (client.waitingToLiquidize ? 'pd-reminder-row-liquidize' : '')}
        onRow={(client) => ({
          onClick: () => onOpen(client),
          'data-testid': `reminder-row-${client.id}`,
        })}
        data-testid="reminder-table"
      />
      {props.total > 0 ? <Pager {...props} /> : null}
    </>
  );
}

/** Phones: one card per client with the same fields; the sort buttons sit above the cards. */
export function PastDueCards(props: PastDueRowsProps) {
  const { t } = useTranslation();
  const { clients, sort, onSort, onOpen } = props;
  const columns: [string, PastDueSortColumn][] = [
    ['REMINDER_CLIENT_ID', 'mifos_id'],
    ['REMINDER_CLIENT_NAME', 'name'],
    ['REMINDER_DUE_CONTRACTS', 'total_loans'],
    ['REMINDER_LATEST_DUE_DATE', 'due_date_latest'],
  ];
  return (
    <>
      <div className="pd-reminder-card-sort">
        {columns.map(([label, column]) => (
          <SortTitle key={column} label={t(label)} column={column} sort={sort} onToggle={onSort} />
        ))}
      </div>
      <div className="pd-card-grid" data-testid="reminder-cards">
        {clients.map((client) => (
          <Card
            key={client.id}
            size="small"
            hoverable
            onClick={() => onOpen(client)}
            title={`#${client.finfluxId} ${client.nameVi}`}
            data-testid={`reminder-card-${client.id}`}
          >
            <ClientFlags client={client} />
            <dl className="pd-client-card-fields">
              <dt>{t('REMINDER_DUE_CONTRACTS')}</dt>
              <dd>{client.numberOfDueContracts}</dd>
              <dt>{t('REMINDER_LATEST_DUE_DATE')}</dt>
              <dd>
                {formatDate(client.latestDate)} · <LateDays days={client.lateDays} />
              </dd>
              <dt>{t('REMINDER_LAST_RESULT')}</dt>
              <dd>
                <LastResultText result={client.lastResult} />
              </dd>
              <dt>{t('REMINDER_NEXT_ACTION')}</dt>
              <dd>
                <NextActionText result={client.lastResult} />
              </dd>
            </dl>
          </Card>
        ))}
      </div>
      {props.total > 0 ? <Pager {...props} /> : null}
    </>
  );
}
