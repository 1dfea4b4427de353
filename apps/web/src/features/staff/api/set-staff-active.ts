import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { api } from '../../../lib/api.ts';
import { useStaffMutation } from '../hooks/use-staff-mutation.ts';

export function setStaffActive({ id, isActive }: { id: number; isActive: boolean }) {
  return api.call(staffEndpoints.setActive, { params: { id }, body: { isActive } });
}

export function useSetStaffActive() {
  return useStaffMutation(setStaffActive);
}
