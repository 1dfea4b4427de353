import SendOutlined from '@ant-design/icons/SendOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useNoteDraft } from '../../../components/use-note-draft.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useAddOrderNote } from '../api/add-order-note.ts';
import { useOrderNotes } from '../api/list-order-notes.ts';
import { formatDateTime } from '../model/appointment.ts';
import { personName } from '../model/people.ts';

/** ORD-7: an order's notes, newest first, and a box that adds one on Enter or the send icon. */
export function OrderNotesPanel({
  orderId,
  hasTitle = true,
}: {
  orderId: number;
  /** Off where the surrounding modal already says "notes". */
  hasTitle?: boolean;
}) {
  const { t } = useTranslation();
  const notes = useOrderNotes(orderId);
  const addNote = useAddOrderNote(orderId);
  const { content, setContent, send } = useNoteDraft(addNote);

  return (
    <section className="pd-order-notes" data-testid="order-notes" aria-label={t('ORDER_NOTES')}>
      {hasTitle ? <h3 className="pd-order-section-title">{t('ORDER_NOTES')}</h3> : null}
      <Input
        value={content}
        placeholder={t('ORDER_NOTE_PLACEHOLDER')}
        onChange={(event) => setContent(event.target.value)}
        onPressEnter={() => void send()}
        disabled={addNote.isPending}
        aria-label={t('ORDER_NOTE_PLACEHOLDER')}
        data-testid="order-note-input"
        suffix={
          <Button
            type="text"
            size="small"
            icon={<SendOutlined />}
            loading={addNote.isPending}
            onClick={() => void send()}
            aria-label={t('ORDER_NOTE_SEND')}
            data-testid="order-note-send"
          />
        }
      />
      {notes.isPending ? (
        <div className="pd-order-notes-state">
          <Spin size="small" />
        </div>
      ) : notes.data && notes.data.length > 0 ? (
        <ol className="pd-order-note-list">
          {notes.data.map((note) => (
            <li key={note.id} className="pd-order-note" data-testid="order-note">
              <div className="pd-order-note-meta">
                {formatDateTime(note.createdAt)} · {personName(note.createdBy)}
              </div>
              <div className="pd-order-note-content">{note.content}</div>
            </li>
          ))}
        </ol>
      ) : notes.isError ? (
        <div className="pd-order-notes-state">
          <Button size="small" onClick={() => void notes.refetch()}>
            {t('RETRY')}
          </Button>
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ORDER_NO_NOTES')} />
      )}
    </section>
  );
}
