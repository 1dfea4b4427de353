import { NotesPanel } from '../../../components/notes-panel.tsx';
import { useAddClientNote } from '../api/add-client-note.ts';
import { useClientNotes } from '../api/list-client-notes.ts';

/** NOTES: newest first; Enter or the send icon adds one; blank notes are not sent (B§5). */
export function ClientNotesTab({ clientId }: { clientId: number }) {
  const notes = useClientNotes(clientId);
  const addNote = useAddClientNote(clientId);
  return <NotesPanel notes={notes} addNote={addNote} testIdPrefix="client-note" />;
}
