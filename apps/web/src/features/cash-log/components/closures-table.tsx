import type { CashClosureDto } from '@pawndesk/domain/cash-log-api';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Table, { type ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useDeleteClosure } from '../api/delete-closure.ts';
import { closurePageSize, useClosures } from '../api/list-closures.ts';
import { balanceText, dateText } from '../model/labels.ts';

/** The closure list (B§2): id, date, balance, notes, fund; head accountants remove the latest. */
export function ClosuresTable({
  page,
  onPage,
  isHeadAccountant,
}: {
  page: number;
  onPage: (page: number) => void;
  isHeadAccountant: boolean;
}) {
  const { t } = useTranslation();
  const closures = useClosures(page, true);
  const remove = useDeleteClosure();
  const columns: ColumnsType<CashClosureDto> = [
    { key: 'id', title: t('CASH_LOG_ID'), dataIndex: 'id', width: 80 },
    {
      key: 'date',
      title: t('CASH_CLOSURE_DATE'),
      width: 120,
      render: (_value, closure) => dateText(closure.closureDate),
    },
    {
      key: 'balance',
      title: t('CASH_CLOSURE_BALANCE'),
      align: 'right',
      width: 160,
      render: (_value, closure) => balanceText(closure.balance),
    },
    { key: 'notes', title: t('CASH_LOG_NOTES'), dataIndex: 'notes', ellipsis: true },
    {
      key: 'fund',
      title: t('CASH_LOG_FUND'),
      width: 200,
      render: (_v, closure) => closure.fund.name,
    },
  ];
  if (isHeadAccountant) {
    columns.push({
      key: 'actions',
      title: '',
      width: 90,
      // Only a fund's latest closure can be taken back (7004): older rows offer nothing.
      render: (_value, closure) =>
        closure.isLatest ? (
          <Popconfirm
            title={t('CASH_CLOSURE_REMOVE_CONFIRM')}
            okText={t('CASH_LOG_REMOVE')}
            okButtonProps={{ danger: true }}
            cancelText={t('CANCEL')}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(closure.id);
                flash.info(t('DELETE_SUCCESSFULLY'));
              } catch (error) {
                flash.error(errorText(error, t));
              }
            }}
          >
            <Button size="small" danger data-testid={`closure-remove-${closure.id}`}>
              {t('CASH_LOG_REMOVE')}
            </Button>
          </Popconfirm>
        ) : null,
    });
  }
  return (
    <Table<CashClosureDto>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={closures.data?.items ?? []}
      loading={closures.isPending || closures.isPlaceholderData}
      scroll={{ x: 'max-content' }}
      onRow={(closure) => ({ 'data-testid': `closure-row-${closure.id}` }) as never}
      pagination={{
        current: page,
        pageSize: closurePageSize,
        total: closures.data?.total ?? 0,
        showSizeChanger: false,
        onChange: onPage,
      }}
      data-testid="closures-table"
    />
  );
}
