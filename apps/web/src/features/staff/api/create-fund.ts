import type { FundCreateInput } from '@pawndesk/domain/branch-admin-api';
import { branchAdminEndpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { api } from '../../../lib/api.ts';
import { useBranchMutation } from '../hooks/use-branch-mutation.ts';

export function createFund(body: FundCreateInput) {
  return api.call(branchAdminEndpoints.createFund, { body });
}

export function useCreateFund() {
  return useBranchMutation(createFund);
}
