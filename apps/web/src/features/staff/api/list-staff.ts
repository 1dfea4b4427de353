import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKeys } from './query-keys.ts';

export type StaffListParams = {
  terms?: string;
  branches: number[];
  roles: number[];
  active?: 0 | 1;
  page: number;
  pageSize: number;
};

export function listStaff(params: StaffListParams, signal?: AbortSignal) {
  return api.call(staffEndpoints.list, { query: params, signal });
}

/** One page of staff; the previous page stays on screen while the next one loads. */
export function staffListQuery(params: StaffListParams) {
  return queryOptions({
    queryKey: staffKeys.list(params),
    queryFn: ({ signal }) => listStaff(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaffList(params: StaffListParams) {
  return useQuery(staffListQuery(params));
}
