import type { StaffCreateInput } from '@pawndesk/domain/staff-api';
import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { api } from '../../../lib/api.ts';
import { useStaffMutation } from '../hooks/use-staff-mutation.ts';

export function createStaff(body: StaffCreateInput) {
  return api.call(staffEndpoints.create, { body });
}

export function useCreateStaff() {
  return useStaffMutation(createStaff);
}
