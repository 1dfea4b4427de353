import { branchAdminEndpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { api } from '../../../lib/api.ts';
import { useBranchMutation } from '../hooks/use-branch-mutation.ts';

export function removeBranchBankAccount(id: number) {
  return api.call(branchAdminEndpoints.removeBankAccount, { params: { id } });
}

export function useRemoveBranchBankAccount() {
  return useBranchMutation(removeBranchBankAccount);
}
