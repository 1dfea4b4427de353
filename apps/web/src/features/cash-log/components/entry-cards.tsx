import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import Card from 'antd/es/card';
import type { TFunction } from '../../../i18n/i18n.ts';
import type { CashLogCategory } from '../api/list-categories.ts';
import { balanceText, categoryName, dateText, signedAmount } from '../model/labels.ts';
import {
  type CardField,
  CardFields,
  EntryActionMenu,
  EntryStatusTags,
  type RowAction,
} from './entry-row-parts.tsx';

export type EntryCardOptions = {
  t: TFunction;
  categories: CashLogCategory[];
  showBalances: boolean;
  isHeadAccountant: boolean;
  onAction: (action: RowAction, entry: CashLogDto) => void;
};

/**
 * On a phone (< 768 px) an entry is a card instead of a wide row: the same fields as the columns
 * of B§2 (empty ones left out) and the same action menu.
 */
export function EntryCard({ entry, options }: { entry: CashLogDto; options: EntryCardOptions }) {
  const { t, categories, showBalances, isHeadAccountant, onAction } = options;
  const contract = entry.contract?.finfluxId ?? entry.mifosLoanId;
  const renewal = entry.contract?.renewal?.finfluxId ?? entry.mifosRenewLoanId;
  const agent = entry.agent ? `${entry.agent.lastName} ${entry.agent.firstName}` : '';
  const fields: CardField[] = [
    ['category', t('CASH_LOG_CATEGORY'), categoryName(categories, entry.category.id)],
    ['type', t('CASH_LOG_TYPE'), t(`CASH_LOG_TYPE_${entry.type}`)],
    ['fund', t('CASH_LOG_FUND'), entry.fund.name],
    ['branch', t('CASH_LOG_BRANCH'), entry.targetBranch.name],
    ['contract', t('CASH_LOG_CONTRACT'), contract ? String(contract) : ''],
    ['renewal', t('CASH_LOG_RENEW_CONTRACT'), renewal ? String(renewal) : ''],
    ['notes', t('CASH_LOG_NOTES'), entry.notes ?? ''],
    ['agent', t('CASH_LOG_AGENT'), agent],
    ...(showBalances
      ? ([
          ['cashBalance', t('CASH_LOG_CASH_BALANCE'), balanceText(entry.cashBalance)],
          ['bankBalance', t('CASH_LOG_BANK_BALANCE'), balanceText(entry.bankBalance)],
        ] as CardField[])
      : []),
  ];
  return (
    <Card
      size="small"
      className={entry.status === 'retracted' ? 'pd-cash-card pd-cash-retracted' : 'pd-cash-card'}
      data-testid={`cash-row-${entry.id}`}
      title={
        <span className="pd-cash-card-title">
          #{entry.id} · {dateText(entry.registrationDate)}
        </span>
      }
      extra={
        <EntryActionMenu
          entry={entry}
          isHeadAccountant={isHeadAccountant}
          onAction={onAction}
          t={t}
        />
      }
    >
      <div className="pd-cash-card-head">
        <span
          className={
            entry.direction < 0
              ? 'pd-cash-out pd-cash-card-amount'
              : 'pd-cash-in pd-cash-card-amount'
          }
          data-testid={`cash-amount-${entry.id}`}
        >
          {signedAmount(entry)}
        </span>
        <span>
          <EntryStatusTags entry={entry} t={t} />
        </span>
      </div>
      <CardFields fields={fields} />
    </Card>
  );
}
