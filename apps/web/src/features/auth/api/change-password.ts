import type { ChangePasswordInput } from '@pawndesk/domain/auth';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { api } from '../../../lib/api.ts';

/** On success the server revokes every refresh token of the user, so a logout follows. */
export function changePassword(input: ChangePasswordInput) {
  return api.call(authEndpoints.changePassword, { body: input });
}
