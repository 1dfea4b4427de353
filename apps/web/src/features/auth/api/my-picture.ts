import { profilePictureEndpoints } from '@pawndesk/domain/staff-endpoints';
import { profilePictureField } from '@pawndesk/domain/staff-profile';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

/** Uploads the signed-in user's own picture; the header shows it at once. */
export async function setMyPicture(file: File): Promise<void> {
  const form = new FormData();
  form.append(profilePictureField, file);
  sessionStore.updateUser(await api.call(profilePictureEndpoints.setMine, { body: form }));
}

export async function removeMyPicture(): Promise<void> {
  sessionStore.updateUser(await api.call(profilePictureEndpoints.removeMine));
}
