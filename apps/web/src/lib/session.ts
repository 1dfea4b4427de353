import type { MeDto } from '@pawndesk/domain/auth';
import type { Principal } from '@pawndesk/domain/permissions';
import { isRecord } from './is-record.ts';
import { decodeClaims, type TokenClaims } from './jwt.ts';
import { readJson, removeKey, writeJson } from './storage.ts';

export const sessionKey = 'pawndesk.session';

export type Session = { accessToken: string; user: MeDto; claims: TokenClaims };

/**
 * `expired` is set when the refresh token was refused (9003): the session is gone and the
 * session-expired modal stays open until the user acknowledges it. `endedByUser` marks a
 * deliberate logout, after which the login page does not send the next user back to the page
 * the previous one was on.
 */
export type SessionState = { session: Session | null; expired: boolean; endedByUser: boolean };

type Listener = () => void;

export function toPrincipal(claims: TokenClaims): Principal {
  return { permissions: claims.permissions, isSuperuser: claims.superuser };
}

function isMe(value: unknown): value is MeDto {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.username === 'string' &&
    isRecord(value.branch) &&
    typeof value.branch.name === 'string'
  );
}

/** A stored session is only trusted when its token still decodes; anything else means "signed out". */
function loadSession(): Session | null {
  const stored = readJson(sessionKey);
  if (!isRecord(stored) || typeof stored.accessToken !== 'string' || !isMe(stored.user)) {
    return null;
  }
  const claims = decodeClaims(stored.accessToken);
  return claims ? { accessToken: stored.accessToken, user: stored.user, claims } : null;
}

function saveSession(session: Session | null): void {
  if (session) {
    writeJson(sessionKey, { accessToken: session.accessToken, user: session.user });
  } else {
    removeKey(sessionKey);
  }
}

export type SessionStore = {
  getState(): SessionState;
  subscribe(listener: Listener): () => void;
  /** Returns false when the token carries no readable claims (the sign-in is refused). */
  signIn(accessToken: string, user: MeDto): boolean;
  replaceAccessToken(accessToken: string): void;
  updateUser(user: MeDto): void;
  /** A deliberate logout. */
  clear(): void;
  /** The refresh token was refused: signed out, and the session-expired modal opens. */
  expire(): void;
  dismissExpired(): void;
  /** Re-reads storage, for when another tab signed in or out. */
  reload(): void;
};

export function createSessionStore(): SessionStore {
  let state: SessionState = { session: loadSession(), expired: false, endedByUser: false };
  const listeners = new Set<Listener>();

  function set(next: SessionState, persist = true): void {
    state = next;
    if (persist) {
      saveSession(next.session);
    }
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn(accessToken, user) {
      const claims = decodeClaims(accessToken);
      if (!claims) {
        return false;
      }
      set({ session: { accessToken, user, claims }, expired: false, endedByUser: false });
      return true;
    },
    replaceAccessToken(accessToken) {
      const claims = decodeClaims(accessToken);
      if (!state.session || !claims) {
        set({ ...state, session: null });
        return;
      }
      set({ ...state, session: { ...state.session, accessToken, claims } });
    },
    updateUser(user) {
      if (state.session) {
        set({ ...state, session: { ...state.session, user } });
      }
    },
    clear() {
      set({ session: null, expired: false, endedByUser: true });
    },
    expire() {
      // A refusal that arrives after the user signed out is the logout's own doing.
      if (!state.session && state.endedByUser) {
        return;
      }
      set({ session: null, expired: true, endedByUser: false });
    },
    dismissExpired() {
      if (state.expired) {
        set({ ...state, expired: false }, false);
      }
    },
    reload() {
      const session = loadSession();
      // Signed out in another tab: treat it as this tab's own logout.
      const endedByUser = state.endedByUser || (state.session !== null && session === null);
      set({ ...state, session, endedByUser }, false);
    },
  };
}

export const sessionStore = createSessionStore();

// Another tab signing out (or in) changes the shared storage; follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === sessionKey || event.key === null) {
      sessionStore.reload();
    }
  });
}
