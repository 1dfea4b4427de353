import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { api } from '../../../lib/api.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { usePrintArchived } from '../../../lib/print/use-print-archived.ts';

/**
 * Prints the saved contract's mortgage contract: the server renders and archives the PDF (it
 * joins the contract's documents) and the console prints that copy. A failure is said; the save
 * stands.
 */
export function usePrintMortgageContract() {
  const { t } = useTranslation();
  const printArchived = usePrintArchived();
  return async (finfluxId: number): Promise<void> => {
    try {
      const document = await api.call(contractEndpoints.print, {
        params: { id: finfluxId },
        body: { kind: 'MORTGAGE_CONTRACT' },
      });
      await printArchived(document.id);
    } catch (error) {
      flash.error(`${t('PRINT_FAILED')}: ${errorText(error, t)}`);
    }
  };
}
