import type { CashLogDirection } from '@pawndesk/domain/cash-log-api';
import { type CategoryNeeds, duplicatesContractPayment } from '@pawndesk/domain/cash-log-rules';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fieldNumber } from '../../../lib/number-field.ts';
import { useContractPayments } from '../api/list-contract-payments.ts';
import type { EditorValues } from '../hooks/use-cash-log-editor.ts';
import { dateText, signedAmount } from '../model/labels.ts';

/** Wait for the typing to stop before asking for a contract's entries. */
const lookupDelayMs = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), lookupDelayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Under the contract id (decisions/0011): the entries the contract's actions already wrote, so
 * nobody types a payment twice. The one this entry would duplicate (same category, direction,
 * amount and date) is named in a warning; the server refuses saving it (7009).
 */
export function ContractPaymentsNotice({
  needs,
  direction,
  replaces,
}: {
  needs: CategoryNeeds;
  direction: CashLogDirection | undefined;
  /** The entry being corrected, which is no duplicate of itself. */
  replaces: number | undefined;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EditorValues>();
  const mifosLoanId = useSettled(Form.useWatch('mifosLoanId', form) ?? undefined);
  const category = Form.useWatch('category', form);
  const subCategory = Form.useWatch('subCategory', form);
  const amount = Form.useWatch('amount', form);
  const date = Form.useWatch('registrationDate', form);
  const payments = useContractPayments(needs.contract ? mifosLoanId : undefined);
  const shown = (payments.data ?? []).filter((entry) => entry.id !== replaces);
  if (!needs.contract || shown.length === 0) {
    return null;
  }
  const typed = {
    mifosLoanId: mifosLoanId ?? null,
    categoryId: (needs.subCategory ? subCategory : category) ?? 0,
    direction: direction ?? 0,
    amount: fieldNumber(amount, 'vnd') ?? 0,
    registrationDate: date?.format('YYYY-MM-DD') ?? '',
  };
  const duplicate = shown.find((entry) =>
    duplicatesContractPayment(typed, {
      mifosLoanId: entry.mifosLoanId,
      categoryId: entry.category.id,
      direction: entry.direction,
      amount: entry.amount,
      registrationDate: entry.registrationDate,
      status: entry.status,
    }),
  );
  return (
    <Alert
      type={duplicate ? 'warning' : 'info'}
      showIcon
      className="pd-cash-contract-payments"
      data-testid="cash-editor-contract-payments"
      title={
        duplicate
          ? t('CASH_LOG_CONTRACT_PAYMENT_DUPLICATE', { id: duplicate.id })
          : t('CASH_LOG_CONTRACT_PAYMENTS', { count: shown.length })
      }
      description={
        <ul>
          {shown.slice(0, 5).map((entry) => (
            <li key={entry.id} data-testid={`cash-editor-contract-payment-${entry.id}`}>
              {t('CASH_LOG_CONTRACT_PAYMENT_ITEM', {
                id: entry.id,
                date: dateText(entry.registrationDate),
                amount: signedAmount(entry),
                status: t(`CASH_LOG_STATUS_${entry.status.toUpperCase()}`),
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
