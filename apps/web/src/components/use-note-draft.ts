import { isBlank } from '@pawndesk/domain/validation';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';
import { flash } from '../lib/flash.ts';

type AddNote = { mutateAsync: (content: string) => Promise<unknown>; isPending: boolean };

/**
 * The note box of orders and clients: blank notes are not sent, a sent note clears the box, and a
 * failed one stays in it to be sent again.
 */
export function useNoteDraft(addNote: AddNote) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const send = async () => {
    if (isBlank(content) || addNote.isPending) {
      return;
    }
    try {
      await addNote.mutateAsync(content.trim());
      setContent('');
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };
  return { content, setContent, send };
}
