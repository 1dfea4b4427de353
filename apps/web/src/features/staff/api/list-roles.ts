import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKeys } from './query-keys.ts';

export function listRoles(signal?: AbortSignal) {
  return api.call(staffEndpoints.roles, { signal });
}

export function rolesQuery() {
  return queryOptions({
    queryKey: staffKeys.roles,
    queryFn: ({ signal }) => listRoles(signal),
  });
}

export function useRoles() {
  return useQuery(rolesQuery());
}
