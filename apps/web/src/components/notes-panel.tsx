import SendOutlined from '@ant-design/icons/SendOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useTranslation } from '../i18n/use-translation.ts';
import { formatDateTime, personName } from '../lib/format.ts';
import { useNoteDraft } from './use-note-draft.ts';

type Note = {
  id: number;
  content: string;
  createdAt: string;
  createdBy: { firstName: string; lastName: string } | null;
};

type NotesPanelProps = {
  notes: UseQueryResult<Note[]>;
  addNote: { mutateAsync: (content: string) => Promise<unknown>; isPending: boolean };
  /** Test ids: `{prefix}s` (the panel), `{prefix}-input`, `{prefix}-send`, `{prefix}` (a note). */
  testIdPrefix: string;
};

/** Client and contract notes: newest first; Enter or the send icon adds one; blank is not sent (B§5). */
export function NotesPanel({ notes, addNote, testIdPrefix }: NotesPanelProps) {
  const { t } = useTranslation();
  const { content, setContent, send } = useNoteDraft(addNote);

  return (
    <section data-testid={`${testIdPrefix}s`}>
      <Input
        value={content}
        placeholder={t('NOTE_PLACEHOLDER')}
        aria-label={t('NOTE_PLACEHOLDER')}
        onChange={(event) => setContent(event.target.value)}
        onPressEnter={() => void send()}
        disabled={addNote.isPending}
        data-testid={`${testIdPrefix}-input`}
        suffix={
          <Button
            type="text"
            size="small"
            icon={<SendOutlined />}
            loading={addNote.isPending}
            onClick={() => void send()}
            aria-label={t('NOTE_SEND')}
            data-testid={`${testIdPrefix}-send`}
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
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NO_NOTES')} />
      ) : (
        <ol className="pd-notes-list">
          {notes.data.map((note) => (
            <li key={note.id} className="pd-note" data-testid={testIdPrefix}>
              <div className="pd-note-meta">
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
