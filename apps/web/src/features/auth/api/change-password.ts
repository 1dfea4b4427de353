import type { ChangePasswordInput } from '@pawndesk/domain/auth';
import { api } from '../../../lib/api.ts';
import { baseB } from '../../../lib/api-client.ts';

/** On success the server revokes every refresh token of the user, so a logout follows. */
export function changePassword(input: ChangePasswordInput): Promise<{ updated: boolean }> {
  return api.put(`${baseB}/v1/users/password/`, input);
}
