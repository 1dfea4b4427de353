import type { RoleUpdateInput } from '@pawndesk/domain/staff-api';
import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { api } from '../../../lib/api.ts';
import { useStaffMutation } from '../hooks/use-staff-mutation.ts';

export function updateRole({ id, body }: { id: number; body: RoleUpdateInput }) {
  return api.call(staffEndpoints.updateRole, { params: { id }, body });
}

export function useUpdateRole() {
  return useStaffMutation(updateRole);
}
