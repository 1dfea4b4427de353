import { branchAdminEndpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKeys } from './query-keys.ts';

export function listBranchSettings(signal?: AbortSignal) {
  return api.call(branchAdminEndpoints.list, { signal });
}

export function branchSettingsQuery() {
  return queryOptions({
    queryKey: staffKeys.branches,
    queryFn: ({ signal }) => listBranchSettings(signal),
  });
}

export function useBranchSettings() {
  return useQuery(branchSettingsQuery());
}
