import type { ContractDto, TransactionDto } from '@pawndesk/domain/contract-api';
import { useRef, useState } from 'react';
import { useToday } from '../../../lib/use-today.ts';
import {
  type DraftAction,
  type DraftErrors,
  newDraft,
  type TransactionDraft,
} from '../model/transaction-draft.ts';
import { useDraftSubmit } from './use-draft-submit.ts';

/** What one unsaved row's inputs receive. */
export type DraftFieldProps = {
  draft: TransactionDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<TransactionDraft>) => void;
};

export type TransactionDraftsModel = {
  drafts: TransactionDraft[];
  add: (action: DraftAction) => void;
  remove: (key: number) => void;
  /** Saves a row: it goes away once saved, else shows its field errors. */
  save: (draft: TransactionDraft) => Promise<void>;
  fieldsOf: (draft: TransactionDraft) => DraftFieldProps;
  isSaving: boolean;
};

/** The repay and waive rows typed into the transactions tab and not saved yet (CON-4). */
export function useTransactionDrafts(
  contract: ContractDto,
  saved: readonly TransactionDto[],
): TransactionDraftsModel {
  const { submit, isSaving } = useDraftSubmit(contract, saved);
  const [drafts, setDrafts] = useState<TransactionDraft[]>([]);
  const [errors, setErrors] = useState<Record<number, DraftErrors>>({});
  // Keys only tell rows apart; a ref, as a new key must not re-render anything.
  const nextKey = useRef(1);
  const today = useToday();

  const add = (action: DraftAction) => {
    setDrafts([newDraft(nextKey.current, action, today), ...drafts]);
    nextKey.current += 1;
  };
  const change = (key: number, patch: Partial<TransactionDraft>) =>
    setDrafts((current) =>
      current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)),
    );
  const remove = (key: number) =>
    setDrafts((current) => current.filter((draft) => draft.key !== key));
  const save = async (draft: TransactionDraft) => {
    const result = await submit(draft);
    if (result === null) {
      remove(draft.key);
    }
    setErrors((current) => ({ ...current, [draft.key]: result ?? {} }));
  };

  return {
    drafts,
    add,
    remove,
    save,
    fieldsOf: (draft) => ({
      draft,
      errors: errors[draft.key] ?? {},
      onChange: (patch) => change(draft.key, patch),
    }),
    isSaving,
  };
}
