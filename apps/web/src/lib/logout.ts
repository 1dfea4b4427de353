import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { api } from './api.ts';
import { removeSubscription } from './push.ts';
import { sessionStore } from './session.ts';

/**
 * Always tells the server (it revokes the refresh token and clears the cookie) but ignores its
 * answer: signing out locally must work even when the server is unreachable. The call carries the
 * current token explicitly so that an expired one is never turned into a refresh.
 */
export async function logout(): Promise<void> {
  const token = sessionStore.getState().session?.accessToken ?? null;
  // This browser stops receiving the user's pushes (SHELL-11), before the sign-in ends and the
  // token with it; a failure must not keep the user signed in.
  await removeSubscription(token).catch(() => undefined);
  // Signed out locally first: a call still in flight that the server now refuses must find the
  // session already ended by the user, not open the session-expired modal (sessionStore.expire).
  sessionStore.clear();
  try {
    await api.call(authEndpoints.signOut, { token });
  } catch {
    // Ignored on purpose, see above.
  }
}
