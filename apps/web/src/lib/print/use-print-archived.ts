import { useTranslation } from '../../i18n/use-translation.ts';
import { errorText } from '../error-text.ts';
import { flash } from '../flash.ts';
import { printArchivedDocument } from './print-archived-document.ts';

/** Prints an archived document; a failure to print is said, never thrown (the save stands). */
export function usePrintArchived() {
  const { t } = useTranslation();
  return async (documentId: number): Promise<void> => {
    try {
      await printArchivedDocument(documentId);
    } catch (error) {
      flash.error(`${t('PRINT_FAILED')}: ${errorText(error, t)}`);
    }
  };
}
