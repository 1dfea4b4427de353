import type { MeDto } from '@pawndesk/domain/auth';
import type { Principal } from '@pawndesk/domain/permissions';
import { useMemo, useSyncExternalStore } from 'react';
import type { TokenClaims } from './jwt.ts';
import { logout } from './logout.ts';
import { type SessionState, sessionStore, toPrincipal } from './session.ts';

export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

export type SessionView = {
  user: MeDto | null;
  claims: TokenClaims | null;
  /** What permission checks take (`hasPermissions`); null when signed out. */
  principal: Principal | null;
  logout: () => Promise<void>;
};

export function useSession(): SessionView {
  const { session } = useSessionState();
  return useMemo(
    () => ({
      user: session?.user ?? null,
      claims: session?.claims ?? null,
      principal: session ? toPrincipal(session.claims) : null,
      logout,
    }),
    [session],
  );
}
