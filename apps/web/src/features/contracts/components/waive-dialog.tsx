import type { ContractDto } from '@pawndesk/domain/contract-api';
import { waivableInterest } from '@pawndesk/domain/loan-math';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useTransactions } from '../api/list-transactions.ts';
import { useDraftSubmit } from '../hooks/use-draft-submit.ts';
import { type DraftErrors, newDraft, type TransactionDraft } from '../model/transaction-draft.ts';
import { ActionDialog } from './action-dialog.tsx';
import { DraftAmountInput, DraftDateInput, DraftTypeSelect } from './transaction-inputs.tsx';

/** Waive interest (CON-9): a WAIVE transaction with a date, a type and an amount. */
export function WaiveDialog({ contract, onClose }: { contract: ContractDto; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const transactions = useTransactions(contract.id);
  const { submit, isSaving } = useDraftSubmit(contract, transactions.data?.items ?? []);
  const today = useToday();
  const [draft, setDraft] = useState<TransactionDraft>(() => newDraft(1, 'WAIVE', today));
  const [errors, setErrors] = useState<DraftErrors>({});
  const fields = {
    draft,
    errors,
    onChange: (change: Partial<TransactionDraft>) => setDraft({ ...draft, ...change }),
  };
  return (
    <ActionDialog
      title={t('CONTRACT_WAIVE_INTEREST')}
      confirmLabel={t('CONFIRM')}
      isConfirmDisabled={transactions.isPending}
      isSaving={isSaving}
      onConfirm={async () => {
        const result = await submit(draft);
        if (result === null) {
          onClose();
        } else {
          setErrors(result);
        }
      }}
      onClose={onClose}
      testId="waive-dialog"
    >
      <p>
        {t('CONTRACT_INTEREST')}: {money(contract.interestAmount + contract.roundingFee)} ·{' '}
        {t('CONTRACT_WAIVED')}: {money(contract.waivedAmount)} · {t('CONTRACT_WAIVABLE')}:{' '}
        {money(waivableInterest(contract, contract.toRepay))}
      </p>
      <Form layout="vertical" component="div">
        <Form.Item label={t('TRANSACTION_DATE')}>
          <DraftDateInput {...fields} />
        </Form.Item>
        <Form.Item label={t('TRANSACTION_TYPE')}>
          <DraftTypeSelect {...fields} />
        </Form.Item>
        <Form.Item label={t('TRANSACTION_AMOUNT')}>
          <DraftAmountInput {...fields} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
