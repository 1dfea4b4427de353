import type { StaffUpdateInput } from '@pawndesk/domain/staff-api';
import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { api } from '../../../lib/api.ts';
import { useStaffMutation } from '../hooks/use-staff-mutation.ts';

export function updateStaff({ id, body }: { id: number; body: StaffUpdateInput }) {
  return api.call(staffEndpoints.update, { params: { id }, body });
}

export function useUpdateStaff() {
  return useStaffMutation(updateStaff);
}
