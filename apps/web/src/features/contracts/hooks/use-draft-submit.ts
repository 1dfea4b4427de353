import type { ContractDto, TransactionDto } from '@pawndesk/domain/contract-api';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useAddTransaction } from '../api/add-transaction.ts';
import {
  checkDraft,
  type DraftErrors,
  latestRegisteredOn,
  type TransactionDraft,
} from '../model/transaction-draft.ts';

const successKey = {
  REPAY: 'PARTIAL_REPAID_SUCCESSFULLY',
  WAIVE: 'WAIVED_INTEREST_SUCCESSFULLY',
} as const;

/**
 * Checks a repay or waive row (B§5) and posts it. Resolves to the field errors to show, or to
 * null once it is saved; a refused call flashes the server's message and keeps the row.
 */
export function useDraftSubmit(contract: ContractDto, transactions: readonly TransactionDto[]) {
  const { t } = useTranslation();
  const add = useAddTransaction(contract);
  const today = useToday();
  const submit = async (draft: TransactionDraft): Promise<DraftErrors | null> => {
    const check = checkDraft(draft, {
      today,
      disbursedOn: contract.disbursedOn,
      latestRegisteredOn: latestRegisteredOn(transactions),
    });
    if (!check.ok) {
      return check.errors;
    }
    try {
      await add.mutateAsync(check.input);
      flash.info(t(successKey[draft.action]));
      return null;
    } catch (error) {
      flash.error(errorText(error, t));
      return {};
    }
  };
  return { submit, isSaving: add.isPending };
}
