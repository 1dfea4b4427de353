import { hasPermissions, type Permission } from '@pawndesk/domain/permissions';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isRecord } from '../lib/is-record.ts';
import { toPrincipal } from '../lib/session.ts';
import { useSession, useSessionState } from '../lib/use-session.ts';
import { afterSignInPath } from './route-access.ts';

export type LoginState = { from?: string };

const changePasswordPath = '/user-password';

function wantedPath(state: unknown): string | undefined {
  return isRecord(state) && typeof state.from === 'string' ? state.from : undefined;
}

/**
 * Protected routes. Without a stored session there is no refresh token to speak of (the cookie is
 * httpOnly), so the user goes to login; the page they wanted is remembered unless they had just
 * logged out themselves.
 */
export function RequireAuth() {
  const { session, endedByUser } = useSessionState();
  const location = useLocation();
  if (!session) {
    const state: LoginState | undefined = endedByUser
      ? undefined
      : { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  // A one-time password from an administrator is changed before anything else (issue 19).
  if (session.user.mustChangePassword && location.pathname !== changePasswordPath) {
    return <Navigate to={changePasswordPath} replace />;
  }
  return <Outlet />;
}

/** /login: a signed-in user goes to the page they wanted (if permitted) or their landing page. */
export function GuestOnly() {
  const { session } = useSessionState();
  const location = useLocation();
  if (session) {
    const target = afterSignInPath(wantedPath(location.state), toPrincipal(session.claims));
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

/** A missing permission sends the user home, which forwards to their landing page. */
export function RequirePermission({ permissions }: { permissions: readonly Permission[] }) {
  const { principal } = useSession();
  if (!principal || !hasPermissions(principal, permissions)) {
    return <Navigate to="/" replace />;
  }
  return <Outlet />;
}
