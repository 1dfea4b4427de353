import type { ContractDto } from '@pawndesk/domain/contract-api';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useRetractTransaction } from '../api/retract-transaction.ts';

/** Undoing a saved transaction from its row; the answer is flashed either way. */
export function useTransactionRetract(contract: ContractDto): {
  retractRow: (transactionId: number) => Promise<void>;
  /** The transaction being undone, to spin its button only. */
  retractingId: number | null;
} {
  const { t } = useTranslation();
  const retract = useRetractTransaction(contract);
  const retractRow = async (transactionId: number) => {
    try {
      await retract.mutateAsync(transactionId);
      flash.info(t('TRANSACTION_RETRACTED'));
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };
  return { retractRow, retractingId: retract.isPending ? (retract.variables ?? null) : null };
}
