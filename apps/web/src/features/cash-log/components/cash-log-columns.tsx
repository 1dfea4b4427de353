import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from '../../../i18n/i18n.ts';
import type { CashLogCategory } from '../api/list-categories.ts';
import { balanceText, categoryName, dateText, signedAmount } from '../model/labels.ts';
import { EntryActionMenu, EntryStatusTags, type RowAction } from './entry-row-parts.tsx';

export type { RowAction } from './entry-row-parts.tsx';

/**
 * The list columns of B§2: id, date, in/out (outflow in parentheses), type, category, branch,
 * contract id, renewal contract id, notes, agent, fund; the running cash and bank balances only
 * for head accountants and never on the pending tab; a row action menu.
 */
export function cashLogColumns(options: {
  t: TFunction;
  categories: CashLogCategory[];
  showBalances: boolean;
  isHeadAccountant: boolean;
  onAction: (action: RowAction, entry: CashLogDto) => void;
}): ColumnsType<CashLogDto> {
  const { t, categories, showBalances, isHeadAccountant, onAction } = options;
  const columns: ColumnsType<CashLogDto> = [
    { key: 'id', title: t('CASH_LOG_ID'), dataIndex: 'id', width: 80 },
    {
      key: 'date',
      title: t('CASH_LOG_DATE'),
      width: 110,
      render: (_value, entry) => dateText(entry.registrationDate),
    },
    {
      key: 'amount',
      title: t('CASH_LOG_AMOUNT'),
      align: 'right',
      width: 130,
      render: (_value, entry) => (
        <span
          className={entry.direction < 0 ? 'pd-cash-out' : 'pd-cash-in'}
          data-testid={`cash-amount-${entry.id}`}
        >
          {signedAmount(entry)}
        </span>
      ),
    },
    {
      key: 'type',
      title: t('CASH_LOG_TYPE'),
      width: 100,
      render: (_value, entry) => t(`CASH_LOG_TYPE_${entry.type}`),
    },
    {
      key: 'category',
      title: t('CASH_LOG_CATEGORY'),
      width: 220,
      render: (_value, entry) => categoryName(categories, entry.category.id),
    },
    {
      key: 'branch',
      title: t('CASH_LOG_BRANCH'),
      width: 160,
      render: (_value, entry) => entry.targetBranch.name,
    },
    {
      key: 'contract',
      title: t('CASH_LOG_CONTRACT'),
      width: 110,
      render: (_value, entry) => entry.contract?.finfluxId ?? entry.mifosLoanId ?? '',
    },
    {
      key: 'renewal',
      title: t('CASH_LOG_RENEW_CONTRACT'),
      width: 110,
      render: (_value, entry) => entry.contract?.renewal?.finfluxId ?? entry.mifosRenewLoanId ?? '',
    },
    { key: 'notes', title: t('CASH_LOG_NOTES'), dataIndex: 'notes', width: 220, ellipsis: true },
    {
      key: 'agent',
      title: t('CASH_LOG_AGENT'),
      width: 150,
      render: (_value, entry) =>
        entry.agent ? `${entry.agent.lastName} ${entry.agent.firstName}` : '',
    },
    { key: 'fund', title: t('CASH_LOG_FUND'), width: 180, render: (_v, entry) => entry.fund.name },
  ];
  if (showBalances) {
    columns.push(
      {
        key: 'cashBalance',
        title: t('CASH_LOG_CASH_BALANCE'),
        align: 'right',
        width: 140,
        render: (_value, entry) => balanceText(entry.cashBalance),
      },
      {
        key: 'bankBalance',
        title: t('CASH_LOG_BANK_BALANCE'),
        align: 'right',
        width: 150,
        render: (_value, entry) => balanceText(entry.bankBalance),
      },
    );
  }
  columns.push({
    key: 'status',
    title: t('CASH_LOG_STATUS'),
    width: 110,
    render: (_value, entry) => <EntryStatusTags entry={entry} t={t} />,
  });
  columns.push({
    key: 'actions',
    title: '',
    width: 56,
    fixed: 'right',
    render: (_value, entry) => (
      <EntryActionMenu
        entry={entry}
        isHeadAccountant={isHeadAccountant}
        onAction={onAction}
        t={t}
      />
    ),
  });
  return columns;
}
