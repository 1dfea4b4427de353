import MoreOutlined from '@ant-design/icons/MoreOutlined';
import type { PastDueClientDto } from '@pawndesk/domain/reminder-api';
import { bigClientPageSizes } from '@pawndesk/domain/reminders';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Table, { type ColumnsType } from 'antd/es/table';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { usePastDueClients } from '../api/list-past-due-clients.ts';
import type { ReminderListQuery } from '../model/list-state.ts';
import { lateDaysToEnd } from '../model/report-state.ts';
import { ClientFlags } from './client-flags.tsx';

/**
 * The big-client list (A§2.8 reports): overdue contracts, late days, status and the money columns;
 * page sizes 5, 10, 20; each row's menu opens the client details modal.
 */
export function BigClientsTable({
  query,
  headerEnd,
  onPageChange,
  onOpen,
}: {
  query: ReminderListQuery;
  headerEnd: string;
  onPageChange: (page: number, pageSize: number) => void;
  onOpen: (client: PastDueClientDto) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = usePastDueClients(query);
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('REMINDER_LOAD_FAILED')}
        error={list.error}
        onRetry={() => void list.refetch()}
        testId="big-clients-error"
      />
    );
  }
  const columns: ColumnsType<PastDueClientDto> = [
    {
      title: t('REMINDER_CLIENT_NAME'),
      key: 'client',
      render: (_, client) => (
        <div>
          <div>
            #{client.finfluxId} {client.nameVi}
          </div>
          <ClientFlags client={client} />
        </div>
      ),
    },
    {
      title: t('REMINDER_OVERDUE_CONTRACTS'),
      key: 'contracts',
      align: 'right',
      render: (_, client) => client.numberOfDueContracts,
    },
    {
      title: t('REMINDER_LATE_DAYS_COLUMN'),
      key: 'late',
      align: 'right',
      render: (_, client) => lateDaysToEnd(client.lateDays, query.toDate ?? headerEnd, headerEnd),
    },
    {
      title: t('REMINDER_STATUS'),
      key: 'status',
      render: (_, client) => client.lastResult?.status.name ?? '—',
    },
    {
      title: t('REMINDER_OUTSTANDING'),
      key: 'outstanding',
      align: 'right',
      render: (_, client) => money(client.totalOutstandingAmount),
    },
    {
      title: t('REMINDER_LOAN_BALANCE'),
      key: 'balance',
      align: 'right',
      render: (_, client) => money(client.loanBalance),
    },
    {
      title: t('REMINDER_INTEREST_TOTAL'),
      key: 'interest',
      align: 'right',
      render: (_, client) => money(client.totalInterestAmount),
    },
    {
      title: t('REMINDER_OVERDUE_FEE'),
      key: 'overdue',
      align: 'right',
      render: (_, client) => money(client.totalOverdueAmount),
    },
    {
      title: '',
      key: 'menu',
      width: 48,
      render: (_, client) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [{ key: 'details', label: t('REMINDER_OPEN_DETAILS') }],
            onClick: () => onOpen(client),
          }}
        >
          <Button
            type="text"
            icon={<MoreOutlined />}
            aria-label={t('REMINDER_ROW_MENU')}
            data-testid={`big-client-menu-${client.id}`}
          />
        </Dropdown>
      ),
    },
  ];
  return (
    <Table<PastDueClientDto>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list.data?.items ?? []}
      loading={list.isPending || list.isPlaceholderData}
      scroll={{ x: 860 }}
      locale={{ emptyText: t('REMINDER_NO_BIG_CLIENTS') }}
      pagination={{
        current: query.page,
        pageSize: query.pageSize,
        total: list.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...bigClientPageSizes],
        onChange: onPageChange,
      }}
      onRow={(client) => ({
        onDoubleClick: () => onOpen(client),
        'data-testid': `big-client-row-${client.id}`,
      })}
      data-testid="big-clients-table"
    />
  );
}
