import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { api } from './api.ts';
import { removeSubscription } from './push.ts';
import { sessionStore } from './session.ts';

/**
 * How long logout waits for this browser's push subscription to be removed: the browser's push
 * service or a slow server must never keep the user signed in. A subscription left behind is
 * dropped by the server once its push service answers that it is gone.
 */
export const pushRemovalWaitMs = 4000;

/**
 * Always tells the server (it revokes the refresh token and clears the cookie) but ignores its
 * answer: signing out locally must work even when the server is unreachable. The call carries the
 * current token explicitly so that an expired one is never turned into a refresh.
 */
export async function logout(): Promise<void> {
  const token = sessionStore.getState().session?.accessToken ?? null;
  // This browser stops receiving the user's pushes (SHELL-11), before the sign-in ends and the
  // token with it; a failure must not keep the user signed in.
  await Promise.race([
    removeSubscription(token).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, pushRemovalWaitMs)),
  ]);
  // Signed out locally first: a call still in flight that the server now refuses must find the
  // session already ended by the user, not open the session-expired modal (sessionStore.expire).
  sessionStore.clear();
  try {
    await api.call(authEndpoints.signOut, { token });
  } catch {
    // Ignored on purpose, see above.
  }
}
