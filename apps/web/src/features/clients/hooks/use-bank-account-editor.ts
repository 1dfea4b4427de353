import type { BankAccountDto } from '@pawndesk/domain/client-api';
import { isBlank } from '@pawndesk/domain/validation';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useAddBankAccount } from '../api/add-bank-account.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';
import { useUpdateBankAccount } from '../api/update-bank-account.ts';

export type BankDraft = {
  bankAccountName: string;
  bankName: string;
  bankAccountNo: string;
  bankBranch: string;
};

const emptyDraft: BankDraft = {
  bankAccountName: '',
  bankName: '',
  bankAccountNo: '',
  bankBranch: '',
};

/** Name, bank and number are required; the branch is optional (B§5 Bank account). */
export function isBankDraftComplete(draft: BankDraft): boolean {
  return (
    !isBlank(draft.bankAccountName) && !isBlank(draft.bankName) && !isBlank(draft.bankAccountNo)
  );
}

export type BankAccountEditing = { mode: 'create' } | { mode: 'edit'; account: BankAccountDto };

export type BankAccountEditorModel = {
  /** The account being created or edited; null while the dialog is closed. */
  editing: BankAccountEditing | null;
  draft: BankDraft;
  open: (next: BankAccountEditing) => void;
  close: () => void;
  setField: (name: keyof BankDraft, value: string) => void;
  confirm: () => Promise<void>;
  isSaving: boolean;
  removeAccount: (id: number) => Promise<void>;
};

/** A client's bank accounts: the create/edit dialog's draft and the save and delete calls. */
export function useBankAccountEditor(clientId: number): BankAccountEditorModel {
  const { t } = useTranslation();
  const create = useAddBankAccount(clientId);
  const update = useUpdateBankAccount(clientId);
  const remove = useDeleteBankAccount(clientId);
  const [editing, setEditing] = useState<BankAccountEditing | null>(null);
  const [draft, setDraft] = useState<BankDraft>(emptyDraft);

  const open = (next: BankAccountEditing) => {
    setEditing(next);
    setDraft(
      next.mode === 'edit'
        ? {
            bankAccountName: next.account.bankAccountName,
            bankName: next.account.bankName,
            bankAccountNo: next.account.bankAccountNo,
            bankBranch: next.account.bankBranch ?? '',
          }
        : emptyDraft,
    );
  };

  const confirm = async () => {
    if (!editing || !isBankDraftComplete(draft)) {
      return;
    }
    const fields = {
      bankAccountName: draft.bankAccountName.trim(),
      bankName: draft.bankName.trim(),
      bankAccountNo: draft.bankAccountNo.trim(),
      bankBranch: draft.bankBranch.trim() || null,
    };
    try {
      if (editing.mode === 'create') {
        await create.mutateAsync({ client: clientId, ...fields });
        flash.info(t('CREATED_BANK_ACCOUNT_SUCCESS'));
      } else {
        await update.mutateAsync({ id: editing.account.id, input: fields });
        flash.info(t('UPDATED_BANK_ACCOUNT_SUCCESS'));
      }
      setEditing(null);
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  const removeAccount = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      flash.info(t('DELETE_SUCCESSFULLY'));
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  return {
    editing,
    draft,
    open,
    close: () => setEditing(null),
    setField: (name, value) => setDraft((current) => ({ ...current, [name]: value })),
    confirm,
    isSaving: create.isPending || update.isPending,
    removeAccount,
  };
}
