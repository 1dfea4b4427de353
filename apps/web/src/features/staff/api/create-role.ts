import type { RoleCreateInput } from '@pawndesk/domain/staff-api';
import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { api } from '../../../lib/api.ts';
import { useStaffMutation } from '../hooks/use-staff-mutation.ts';

export function createRole(body: RoleCreateInput) {
  return api.call(staffEndpoints.createRole, { body });
}

export function useCreateRole() {
  return useStaffMutation(createRole);
}
