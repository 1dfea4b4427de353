import type { BranchUpdateInput } from '@pawndesk/domain/branch-admin-api';
import { branchAdminEndpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { api } from '../../../lib/api.ts';
import { useBranchMutation } from '../hooks/use-branch-mutation.ts';

export function updateBranch({ id, body }: { id: number; body: BranchUpdateInput }) {
  return api.call(branchAdminEndpoints.update, { params: { id }, body });
}

export function useUpdateBranch() {
  return useBranchMutation(updateBranch);
}
