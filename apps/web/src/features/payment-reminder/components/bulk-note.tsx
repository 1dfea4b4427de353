import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBulkNote } from '../hooks/use-bulk-note.ts';

/** Notes to the due contracts ticked in the table (A§2.8): text and one contract at least. */
export function BulkNote({ selected }: { selected: readonly { id: number; finfluxId: number }[] }) {
  const { t } = useTranslation();
  const note = useBulkNote();
  const canSend = note.text.trim() !== '' && selected.length > 0 && !note.isSending;
  return (
    <section className="pd-reminder-modal-section" data-testid="bulk-note">
      <h3>{t('REMINDER_BULK_NOTE', { count: selected.length })}</h3>
      <div className="pd-reminder-bulk">
        <Input.TextArea
          value={note.text}
          rows={2}
          maxLength={2000}
          placeholder={t('REMINDER_BULK_NOTE_PLACEHOLDER')}
          aria-label={t('REMINDER_BULK_NOTE_PLACEHOLDER')}
          onChange={(event) => note.setText(event.target.value)}
          data-testid="bulk-note-text"
        />
        <Button
          type="primary"
          disabled={!canSend}
          loading={note.isSending}
          onClick={() => void note.send(selected)}
          data-testid="bulk-note-send"
        >
          {t('REMINDER_BULK_NOTE_SEND')}
        </Button>
      </div>
      {note.outcome ? (
        <Alert
          className="pd-reminder-modal-section"
          type={note.outcome.ok ? 'success' : 'error'}
          title={
            <div data-testid="bulk-note-outcome">
              {note.outcome.ok
                ? t('REMINDER_BULK_NOTE_SUCCEEDED', { ids: note.outcome.finfluxIds.join(', ') })
                : t('REMINDER_BULK_NOTE_FAILED', {
                    ids: note.outcome.finfluxIds.join(', '),
                    reason: note.outcome.message,
                  })}
            </div>
          }
        />
      ) : null}
    </section>
  );
}
