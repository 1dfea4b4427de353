import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ContractDto } from '@pawndesk/domain/contract-api';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useTransactions } from '../api/list-transactions.ts';
import { useTransactionDrafts } from '../hooks/use-transaction-drafts.ts';
import { useTransactionRetract } from '../hooks/use-transaction-retract.ts';
import { type TransactionRow, transactionRows } from '../model/transaction-draft.ts';
import { transactionColumns } from './transaction-columns.tsx';

/** CON-4: the transactions, rows to add (repay or waive) and the undo icon where allowed. */
export function TransactionsTab({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const money = useMoney();
  const transactions = useTransactions(contract.id);
  const saved = transactions.data?.items ?? [];
  const { retractRow, retractingId } = useTransactionRetract(contract);
  const drafts = useTransactionDrafts(contract, saved);
  const canAdd = contract.allowedActions.includes('addTransaction');

  if (transactions.isError) {
    return <StatusResult status="error" subTitle={errorText(transactions.error, t)} />;
  }
  return (
    <section data-testid="contract-transactions">
      {canAdd ? (
        <div className="pd-toolbar">
          <Button
            icon={<PlusOutlined />}
            onClick={() => drafts.add('REPAY')}
            data-testid="add-repay-row"
          >
            {t('TRANSACTION_ADD_REPAY')}
          </Button>
          <Button
            icon={<PlusOutlined />}
            onClick={() => drafts.add('WAIVE')}
            data-testid="add-waive-row"
          >
            {t('TRANSACTION_ADD_WAIVE')}
          </Button>
        </div>
      ) : null}
      <Table<TransactionRow>
        rowKey="key"
        size="small"
        loading={transactions.isPending}
        dataSource={transactionRows(saved, drafts.drafts)}
        columns={transactionColumns({ t, money, drafts, retractRow, retractingId })}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('TRANSACTIONS_EMPTY') }}
      />
    </section>
  );
}
