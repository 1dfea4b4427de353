import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import type { ContractDto } from '@pawndesk/domain/contract-api';
import { businessDate } from '@pawndesk/domain/dates';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTransactions } from '../api/list-transactions.ts';
import { useRetractTransaction } from '../api/retract-transaction.ts';
import { useDraftSubmit } from '../hooks/use-draft-submit.ts';
import { useMoney } from '../hooks/use-money.ts';
import {
  type DraftAction,
  type DraftErrors,
  newDraft,
  type TransactionDraft,
  type TransactionRow,
  transactionRows,
} from '../model/transaction-draft.ts';
import { DraftAmountInput, DraftDateInput, DraftTypeSelect } from './transaction-inputs.tsx';

/** CON-4: the transactions, rows to add (repay or waive) and the undo icon where allowed. */
export function TransactionsTab({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const money = useMoney();
  const transactions = useTransactions(contract.id);
  const saved = transactions.data?.items ?? [];
  const retract = useRetractTransaction(contract);
  const { submit, isSaving } = useDraftSubmit(contract, saved);
  const [drafts, setDrafts] = useState<TransactionDraft[]>([]);
  const [errors, setErrors] = useState<Record<number, DraftErrors>>({});
  const nextKey = useRef(1);
  const canAdd = contract.allowedActions.includes('addTransaction');

  const add = (action: DraftAction) => {
    setDrafts([newDraft(nextKey.current, action, businessDate(new Date())), ...drafts]);
    nextKey.current += 1;
  };
  const change = (key: number, patch: Partial<TransactionDraft>) =>
    setDrafts((current) =>
      current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)),
    );
  const remove = (key: number) =>
    setDrafts((current) => current.filter((draft) => draft.key !== key));
  const save = async (draft: TransactionDraft) => {
    const result = await submit(draft);
    if (result === null) {
      remove(draft.key);
    }
    setErrors((current) => ({ ...current, [draft.key]: result ?? {} }));
  };
  const retractRow = async (transactionId: number) => {
    try {
      await retract.mutateAsync(transactionId);
      flash.info(t('TRANSACTION_RETRACTED'));
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  const fields = (draft: TransactionDraft) => ({
    draft,
    errors: errors[draft.key] ?? {},
    onChange: (patch: Partial<TransactionDraft>) => change(draft.key, patch),
  });
  const columns: ColumnsType<TransactionRow> = [
    {
      key: 'date',
      title: t('TRANSACTION_DATE'),
      render: (_, row) =>
        row.kind === 'draft' ? (
          <DraftDateInput {...fields(row.draft)} />
        ) : (
          formatDate(row.transaction.registeredOn)
        ),
    },
    {
      key: 'type',
      title: t('TRANSACTION_TYPE'),
      render: (_, row) =>
        row.kind === 'draft' ? (
          <DraftTypeSelect {...fields(row.draft)} />
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
          <DraftAmountInput {...fields(row.draft)} />
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
          <span className="pd-nowrap">
            <Button
              type="text"
              icon={<CheckOutlined />}
              aria-label={t('SAVE')}
              loading={isSaving}
              onClick={() => void save(row.draft)}
              data-testid="draft-save"
            />
            <Button
              type="text"
              icon={<CloseOutlined />}
              aria-label={t('CANCEL')}
              onClick={() => remove(row.draft.key)}
              data-testid="draft-remove"
            />
          </span>
        ) : row.transaction.retractable ? (
          <Popconfirm
            title={t('ARE_YOU_SURE')}
            okText={t('YES')}
            cancelText={t('NO')}
            onConfirm={() => retractRow(row.transaction.id)}
          >
            <Button
              type="text"
              danger
              icon={<UndoOutlined />}
              aria-label={t('TRANSACTION_RETRACT')}
              loading={retract.isPending && retract.variables === row.transaction.id}
              data-testid={`transaction-retract-${row.transaction.id}`}
            />
          </Popconfirm>
        ) : null,
    },
  ];

  if (transactions.isError) {
    return <Result status="error" subTitle={errorText(transactions.error, t)} />;
  }
  return (
    <section data-testid="contract-transactions">
      {canAdd ? (
        <div className="pd-toolbar">
          <Button icon={<PlusOutlined />} onClick={() => add('REPAY')} data-testid="add-repay-row">
            {t('TRANSACTION_ADD_REPAY')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => add('WAIVE')} data-testid="add-waive-row">
            {t('TRANSACTION_ADD_WAIVE')}
          </Button>
        </div>
      ) : null}
      <Table<TransactionRow>
        rowKey="key"
        size="small"
        loading={transactions.isPending}
        dataSource={transactionRows(saved, drafts)}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('TRANSACTIONS_EMPTY') }}
      />
    </section>
  );
}
