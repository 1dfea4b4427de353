import { NotesPanel } from '../../../components/notes-panel.tsx';
import { useAddContractNote } from '../api/add-contract-note.ts';
import { useContractNotes } from '../api/list-contract-notes.ts';

/** CON-7: the notes, the automatic ones included; Enter or the send icon adds one. */
export function ContractNotesTab({ contractId }: { contractId: number }) {
  const notes = useContractNotes(contractId);
  const addNote = useAddContractNote(contractId);
  return <NotesPanel notes={notes} addNote={addNote} testIdPrefix="contract-note" />;
}
