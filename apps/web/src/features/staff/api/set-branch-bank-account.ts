import type { BankAccountInput } from '@pawndesk/domain/branch-admin-api';
import { branchAdminEndpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { api } from '../../../lib/api.ts';
import { useBranchMutation } from '../hooks/use-branch-mutation.ts';

export function setBranchBankAccount({ id, body }: { id: number; body: BankAccountInput }) {
  return api.call(branchAdminEndpoints.setBankAccount, { params: { id }, body });
}

export function useSetBranchBankAccount() {
  return useBranchMutation(setBranchBankAccount);
}
