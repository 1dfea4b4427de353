import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractKeys } from '../../../lib/query-keys.ts';
import { addContractNote } from '../api/add-contract-note.ts';

export type BulkNoteOutcome = { succeeded: number[]; failed: number[] };

/**
 * The same note to every selected due contract, sent in parallel (A§2.8): one contract failing
 * does not stop the others, and the outcome names which contract ids got it and which did not.
 */
export async function sendBulkNote(
  contracts: readonly { id: number; finfluxId: number }[],
  content: string,
): Promise<BulkNoteOutcome> {
  const outcomes = await Promise.allSettled(
    contracts.map((contract) => addContractNote(contract.id, content)),
  );
  const succeeded: number[] = [];
  const failed: number[] = [];
  outcomes.forEach((outcome, index) => {
    const finfluxId = contracts[index]?.finfluxId;
    if (finfluxId !== undefined) {
      (outcome.status === 'fulfilled' ? succeeded : failed).push(finfluxId);
    }
  });
  return { succeeded, failed };
}

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
      setSending(true);
      try {
        const result = await sendBulkNote(contracts, text.trim());
        setOutcome(result);
        if (result.failed.length === 0) {
          setText('');
        }
        await queryClient.invalidateQueries({ queryKey: contractKeys.all });
        return result;
      } finally {
        setSending(false);
      }
    },
  };
}
