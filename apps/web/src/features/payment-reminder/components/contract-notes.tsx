import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime, personName } from '../../../lib/format.ts';
import { useContractNotes } from '../api/list-contract-notes.ts';

/** Notes longer than this are clipped until expanded. */
export const longNoteLength = 160;

/** One note: a long one shows its start and a "more / less" toggle. */
function NoteText({ id, content }: { id: number; content: string }) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const isLong = content.length > longNoteLength;
  return (
    <span>
      <span data-testid={`reminder-note-text-${id}`}>
        {isLong && !isExpanded ? `${content.slice(0, longNoteLength).trimEnd()}…` : content}
      </span>
      {isLong ? (
        <Button
          type="link"
          size="small"
          aria-expanded={isExpanded}
          onClick={() => setExpanded(!isExpanded)}
          data-testid={`reminder-note-toggle-${id}`}
        >
          {t(isExpanded ? 'REMINDER_NOTE_LESS' : 'REMINDER_NOTE_MORE')}
        </Button>
      ) : null}
    </span>
  );
}

/** A due contract's notes under its row (the table's "expand notes" toggle, A§2.8). */
export function ContractNotes({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  const notes = useContractNotes(contractId);
  if (notes.isPending) {
    return <Spin size="small" />;
  }
  if (notes.isError) {
    return <span className="pd-field-error">{t('REMINDER_NOTES_LOAD_FAILED')}</span>;
  }
  if (notes.data.length === 0) {
    return <span className="pd-meta">{t('REMINDER_NO_NOTES')}</span>;
  }
  return (
    <ul className="pd-reminder-notes" data-testid={`reminder-notes-${contractId}`}>
      {notes.data.map((note) => (
        <li key={note.id}>
          <span className="pd-meta">
            {formatDateTime(note.createdAt)} {personName(note.createdBy)}:
          </span>{' '}
          <NoteText id={note.id} content={note.content} />
        </li>
      ))}
    </ul>
  );
}
