import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { profilePictureField } from '@pawndesk/domain/staff-profile';
import { api } from '../../../lib/api.ts';
import { useStaffMutation } from '../hooks/use-staff-mutation.ts';

/** A multipart PUT of one image; the answer is the account with its new picture link. */
export function setStaffPicture({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append(profilePictureField, file);
  return api.call(staffEndpoints.setPicture, { params: { id }, body: form });
}

export function removeStaffPicture(id: number) {
  return api.call(staffEndpoints.removePicture, { params: { id } });
}

export function useSetStaffPicture() {
  return useStaffMutation(setStaffPicture);
}

export function useRemoveStaffPicture() {
  return useStaffMutation(removeStaffPicture);
}
