import type {
  RoleCreateInput,
  RoleUpdateInput,
  StaffCreateInput,
  StaffUpdateInput,
} from '@pawndesk/domain/staff-api';
import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type StaffListParams = {
  terms?: string;
  branches: number[];
  roles: number[];
  active?: 0 | 1;
  page: number;
  pageSize: number;
};

/** TanStack Query keys of the staff screen. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (params: StaffListParams) => ['staff', 'list', params] as const,
  roles: ['staff', 'roles'] as const,
};

export function useStaffList(params: StaffListParams) {
  return useQuery({
    queryKey: staffKeys.list(params),
    queryFn: ({ signal }) => api.call(staffEndpoints.list, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRoles() {
  return useQuery({
    queryKey: staffKeys.roles,
    queryFn: ({ signal }) => api.call(staffEndpoints.roles, { signal }),
  });
}

function useInvalidating<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}

export function useCreateStaff() {
  return useInvalidating((body: StaffCreateInput) => api.call(staffEndpoints.create, { body }));
}

export function useUpdateStaff() {
  return useInvalidating(({ id, body }: { id: number; body: StaffUpdateInput }) =>
    api.call(staffEndpoints.update, { params: { id }, body }),
  );
}

export function useSetStaffActive() {
  return useInvalidating(({ id, isActive }: { id: number; isActive: boolean }) =>
    api.call(staffEndpoints.setActive, { params: { id }, body: { isActive } }),
  );
}

export function useResetStaffPassword() {
  return useInvalidating((id: number) =>
    api.call(staffEndpoints.resetPassword, { params: { id } }),
  );
}

export function useCreateRole() {
  return useInvalidating((body: RoleCreateInput) => api.call(staffEndpoints.createRole, { body }));
}

export function useUpdateRole() {
  return useInvalidating(({ id, body }: { id: number; body: RoleUpdateInput }) =>
    api.call(staffEndpoints.updateRole, { params: { id }, body }),
  );
}
