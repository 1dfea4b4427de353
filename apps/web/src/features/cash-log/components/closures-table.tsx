import type { CashClosureDto } from '@pawndesk/domain/cash-log-api';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { TFunction } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import type { LayoutMode } from '../../../lib/use-layout-mode.ts';
import { useDeleteClosure } from '../api/delete-closure.ts';
import { closurePageSize, useClosures } from '../api/list-closures.ts';
import { balanceText, dateText } from '../model/labels.ts';
import { type CardField, CardFields } from './entry-row-parts.tsx';

/** A closure's card on a phone: the columns' fields, and the remove button on the latest. */
function ClosureCard({
  closure,
  action,
  t,
}: {
  closure: CashClosureDto;
  action: ReactNode;
  t: TFunction;
}) {
  const fields: CardField[] = [
    ['balance', t('CASH_CLOSURE_BALANCE'), balanceText(closure.balance)],
    ['fund', t('CASH_LOG_FUND'), closure.fund.name],
    ['notes', t('CASH_LOG_NOTES'), closure.notes ?? ''],
  ];
  return (
    <Card
      size="small"
      className="pd-cash-card"
      data-testid={`closure-row-${closure.id}`}
      title={
        <span className="pd-cash-card-title">
          #{closure.id} · {dateText(closure.closureDate)}
        </span>
      }
      extra={action}
    >
      <CardFields fields={fields} />
    </Card>
  );
}

/**
 * The closure list (B§2): id, date, balance, notes, fund; head accountants remove the latest.
 * Cards on a phone, as the entries and the pending list.
 */
export function ClosuresTable({
  page,
  onPage,
  isHeadAccountant,
  layout,
}: {
  page: number;
  onPage: (page: number) => void;
  isHeadAccountant: boolean;
  layout: LayoutMode;
}) {
  const { t } = useTranslation();
  const closures = useClosures(page, true);
  const remove = useDeleteClosure();
  // Only a fund's latest closure can be taken back (7004): older ones offer nothing.
  const removeAction = (closure: CashClosureDto) =>
    isHeadAccountant && closure.isLatest ? (
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
    ) : null;
  const items = closures.data?.items ?? [];
  const total = closures.data?.total ?? 0;
  const isLoading = closures.isPending || closures.isPlaceholderData;
  if (layout === 'mobile') {
    return (
      <Spin spinning={isLoading}>
        <div className="pd-cash-pending-cards" data-testid="closures-table">
          {items.length === 0 && !isLoading ? <Empty /> : null}
          {items.map((closure) => (
            <ClosureCard key={closure.id} closure={closure} action={removeAction(closure)} t={t} />
          ))}
          {total > closurePageSize ? (
            <Pagination
              current={page}
              pageSize={closurePageSize}
              total={total}
              showSizeChanger={false}
              onChange={onPage}
              size="small"
              className="pd-cash-cards-pagination"
            />
          ) : null}
        </div>
      </Spin>
    );
  }
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
      render: (_value, closure) => removeAction(closure),
    });
  }
  return (
    <Table<CashClosureDto>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={items}
      loading={isLoading}
      scroll={{ x: 'max-content' }}
      onRow={(closure) => ({ 'data-testid': `closure-row-${closure.id}` }) as never}
      pagination={{
        current: page,
        pageSize: closurePageSize,
        total,
        showSizeChanger: false,
        onChange: onPage,
      }}
      data-testid="closures-table"
    />
  );
}
