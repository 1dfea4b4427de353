import type { FundUpdateInput } from '@pawndesk/domain/branch-admin-api';
import { branchAdminEndpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { api } from '../../../lib/api.ts';
import { useBranchMutation } from '../hooks/use-branch-mutation.ts';

export function updateFund({ id, body }: { id: number; body: FundUpdateInput }) {
  return api.call(branchAdminEndpoints.updateFund, { params: { id }, body });
}

export function useUpdateFund() {
  return useBranchMutation(updateFund);
}
