import SendOutlined from '@ant-design/icons/SendOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useNoteDraft } from '../../../components/use-note-draft.ts';
import { useAddClientNote, useClientNotes } from '../hooks/use-client-queries.ts';
import { formatDateTime, personName } from '../model/format.ts';

/** NOTES: newest first; Enter or the send icon adds one; blank notes are not sent (B§5). */
export function ClientNotesTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const notes = useClientNotes(clientId);
  const addNote = useAddClientNote(clientId);
  const { content, setContent, send } = useNoteDraft(addNote);

  return (
    <section data-testid="client-notes">
      <Input
        value={content}
        placeholder={t('CLIENT_NOTE_PLACEHOLDER')}
        aria-label={t('CLIENT_NOTE_PLACEHOLDER')}
        onChange={(event) => setContent(event.target.value)}
        onPressEnter={() => void send()}
        disabled={addNote.isPending}
        data-testid="client-note-input"
        suffix={
          <Button
            type="text"
            size="small"
            icon={<SendOutlined />}
            loading={addNote.isPending}
            onClick={() => void send()}
            aria-label={t('CLIENT_NOTE_SEND')}
            data-testid="client-note-send"
          />
        }
      />
      {notes.isPending ? (
        <Spin size="small" />
      ) : notes.isError ? (
        <Button size="small" onClick={() => void notes.refetch()}>
          {t('RETRY')}
        </Button>
      ) : notes.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('CLIENT_NO_NOTES')} />
      ) : (
        <ol className="pd-client-notes-list">
          {notes.data.map((note) => (
            <li key={note.id} className="pd-client-note" data-testid="client-note">
              <div className="pd-client-note-meta">
                {formatDateTime(note.createdAt)} · {personName(note.createdBy)}
              </div>
              <div>{note.content}</div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
