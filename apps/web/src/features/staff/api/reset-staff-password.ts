import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { api } from '../../../lib/api.ts';
import { useStaffMutation } from '../hooks/use-staff-mutation.ts';

export function resetStaffPassword(id: number) {
  return api.call(staffEndpoints.resetPassword, { params: { id } });
}

export function useResetStaffPassword() {
  return useStaffMutation(resetStaffPassword);
}
