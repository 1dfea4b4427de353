import type { SignInInput } from '@pawndesk/domain/auth';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { applyLanguage } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { updateAppData } from '../../../lib/app-data.ts';
import { sessionStore } from '../../../lib/session.ts';

/**
 * Tokens, then the profile with the new token, then the session. The refresh token arrives as an
 * httpOnly cookie; the one in the body is not kept anywhere script can read it.
 */
export async function signIn(input: SignInInput): Promise<void> {
  const pair = await api.call(authEndpoints.signIn, { body: input, token: null });
  const me = await api.call(authEndpoints.me, { token: pair.accessToken });
  if (!sessionStore.signIn(pair.accessToken, me)) {
    throw new ApiError(200, errorCodes.invalidResponse, '');
  }
  updateAppData({ lastBranchId: input.branch });
  // The server remembers each user's language; it wins over this device's last choice.
  await applyLanguage(me.language);
}
