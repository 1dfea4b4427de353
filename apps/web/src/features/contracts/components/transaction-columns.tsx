import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TFunction } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/format.ts';
import type { TransactionDraftsModel } from '../hooks/use-transaction-drafts.ts';
import type { TransactionRow } from '../model/transaction-draft.ts';
import { DraftAmountInput, DraftDateInput, DraftTypeSelect } from './transaction-inputs.tsx';
import { DraftRowTools, RetractButton } from './transaction-row-tools.tsx';

type TransactionColumnsOptions = {
  t: TFunction;
  money: (vnd: number) => string;
  drafts: TransactionDraftsModel;
  retractRow: (transactionId: number) => Promise<void>;
  retractingId: number | null;
};

/**
 * The transactions table's columns (CON-4): an unsaved row shows inputs where a saved one shows
 * its values, and save/discard where a saved one may show the undo icon.
 */
export function transactionColumns({
  t,
  money,
  drafts,
  retractRow,
  retractingId,
}: TransactionColumnsOptions): ColumnsType<TransactionRow> {
  return [
    {
      key: 'date',
      title: t('TRANSACTION_DATE'),
      render: (_, row) =>
        row.kind === 'draft' ? (
          <DraftDateInput {...drafts.fieldsOf(row.draft)} />
        ) : (
          formatDate(row.transaction.registeredOn)
        ),
    },
    {
      key: 'type',
      title: t('TRANSACTION_TYPE'),
      render: (_, row) =>
        row.kind === 'draft' ? (
          <DraftTypeSelect {...drafts.fieldsOf(row.draft)} />
        ) : (
          t(`PAYMENT_TYPE_${row.transaction.type}`)
        ),
    },
    {
      key: 'amount',
      title: t('TRANSACTION_AMOUNT'),
      align: 'right',
      render: (_, row) =>
        row.kind === 'draft' ? (
          <DraftAmountInput {...drafts.fieldsOf(row.draft)} />
        ) : (
          money(row.transaction.amount)
        ),
    },
    {
      key: 'status',
      title: t('TRANSACTION_STATUS'),
      // New rows have no status yet (B§3).
      render: (_, row) =>
        row.kind === 'draft' ? null : (
          <Tag color={row.transaction.status === 'RETRACTED' ? 'default' : 'green'}>
            {t(`TRANSACTION_STATUS_${row.transaction.status}`)}
          </Tag>
        ),
    },
    {
      key: 'action',
      title: t('TRANSACTION_ACTION'),
      render: (_, row) =>
        t(`TRANSACTION_ACTION_${row.kind === 'draft' ? row.draft.action : row.transaction.action}`),
    },
    {
      key: 'tools',
      title: '',
      render: (_, row) =>
        row.kind === 'draft' ? (
          <DraftRowTools
            isSaving={drafts.isSaving}
            onSave={() => void drafts.save(row.draft)}
            onRemove={() => drafts.remove(row.draft.key)}
          />
        ) : row.transaction.retractable ? (
          <RetractButton
            transactionId={row.transaction.id}
            isRetracting={retractingId === row.transaction.id}
            onRetract={() => retractRow(row.transaction.id)}
          />
        ) : null,
    },
  ];
}
