import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractKeys } from '../../../lib/query-keys.ts';
import { addContractNotes } from '../api/add-contract-notes.ts';

/** Which contracts (by their numbers) the note reached, or why none of them got it. */
export type BulkNoteOutcome =
  | { ok: true; finfluxIds: number[] }
  | { ok: false; finfluxIds: number[]; message: string };

/**
 * The same note to every selected due contract (A§2.8) in one call: the server notes all of them
 * in one transaction or none, so a failure keeps the text for another try.
 */
export function useBulkNote() {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<BulkNoteOutcome | null>(null);
  return {
    text,
    setText,
    isSending,
    outcome,
    send: async (contracts: readonly { id: number; finfluxId: number }[]) => {
      const finfluxIds = contracts.map((contract) => contract.finfluxId);
      setSending(true);
      try {
        await addContractNotes(
          contracts.map((contract) => contract.id),
          text.trim(),
        );
        setOutcome({ ok: true, finfluxIds });
        setText('');
        await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      } catch (error) {
        setOutcome({
          ok: false,
          finfluxIds,
          message: error instanceof Error ? error.message : '',
        });
      } finally {
        setSending(false);
      }
    },
  };
}
