import { type AccessClaims, accessTokenSeconds, refreshTokenSeconds } from '@pawndesk/domain/auth';
import type { Database, DbOrTx } from '../../db/client.ts';
import { type TokenKey, verifyAccessToken } from '../../lib/tokens.ts';
import type { Clock } from '../../plugins/context.ts';
import * as repo from './auth.repo.ts';

/**
 * Sign-ins that ended before their access tokens expired (decisions/0014). Each is stored in
 * `revoked_sessions` and announced with NOTIFY in the transaction that ends it; every server
 * process keeps the recent ones in memory, so checking a token costs no database read.
 */

/** The PostgreSQL channel that tells every server process which sign-ins just ended. */
const revocationNotifyChannel = 'pawndesk_revoked_sessions';

/**
 * How long an ended sign-in is remembered in memory: its last access token lives at most
 * accessTokenSeconds after the revocation, plus a minute for clocks that differ between processes.
 */
const rememberMs = (accessTokenSeconds + 60) * 1000;

/** A NOTIFY payload holds at most 8000 bytes: ids (36 characters each) go out in batches. */
const idsPerNotification = 100;

export type RevocationReason = repo.RevokedSessionRow['reason'];
export type EndedSessions = { sessionIds: string[]; revokedAt: Date };

/**
 * Ends these sign-ins in the caller's transaction: stored, and announced to every server process
 * when the transaction commits (never if it rolls back).
 */
export async function revokeSessions(
  tx: DbOrTx,
  input: { userId: number; sessionIds: string[]; at: Date; reason: RevocationReason },
): Promise<EndedSessions> {
  const { userId, sessionIds, at, reason } = input;
  // A refresh in an ended family is refused while a refresh token of it could be presented.
  await repo.deleteRevokedSessionsBefore(tx, new Date(at.getTime() - refreshTokenSeconds * 1000));
  await repo.insertRevokedSessions(
    tx,
    sessionIds.map((sessionId) => ({ sessionId, userId, revokedAt: at, reason })),
  );
  for (let start = 0; start < sessionIds.length; start += idsPerNotification) {
    const batch = sessionIds.slice(start, start + idsPerNotification);
    await repo.notify(
      tx,
      revocationNotifyChannel,
      JSON.stringify({ sessionIds: batch, revokedAt: at.toISOString() }),
    );
  }
  return { sessionIds, revokedAt: at };
}

/** Ends every sign-in of the user that may still hold a live access token, but `keep`. */
export async function revokeUserSessions(
  tx: DbOrTx,
  userId: number,
  at: Date,
  reason: RevocationReason,
  options: { keep?: string | undefined } = {},
): Promise<EndedSessions> {
  const since = new Date(at.getTime() - rememberMs);
  const sessionIds = (await repo.listRecentSessionIds(tx, userId, since)).filter(
    (sessionId) => sessionId !== options.keep,
  );
  return revokeSessions(tx, { userId, sessionIds, at, reason });
}

export type SessionRevocations = {
  /** The token's claims when it is genuine, unexpired and its sign-in has not ended. */
  verify(token: string): Promise<AccessClaims | undefined>;
  /**
   * Records sign-ins this process just ended, so its own next request is refused at once, before
   * the notification comes back.
   */
  remember(ended: EndedSessions): void;
  /** Calls `listener` with the ids of sign-ins that end from now on, in any process. */
  onEnded(listener: (sessionIds: string[]) => void): () => void;
  stop(): Promise<void>;
};

function parseNotification(payload: string): EndedSessions | undefined {
  try {
    const value = JSON.parse(payload) as { sessionIds?: unknown; revokedAt?: unknown };
    const revokedAt = new Date(String(value.revokedAt));
    if (
      !Array.isArray(value.sessionIds) ||
      !value.sessionIds.every((id) => typeof id === 'string') ||
      Number.isNaN(revokedAt.getTime())
    ) {
      return undefined;
    }
    return { sessionIds: value.sessionIds, revokedAt };
  } catch {
    return undefined;
  }
}

/**
 * Loads the recently ended sign-ins and keeps the list current through LISTEN. LISTEN starts
 * before the load, so a sign-in ended in between is not missed; after a lost LISTEN connection
 * the list is loaded again.
 */
export async function startSessionRevocations(deps: {
  database: Database;
  clock: Clock;
  tokenKey: TokenKey;
  log: (message: string, error?: unknown) => void;
}): Promise<SessionRevocations> {
  const { database, clock } = deps;
  /** Session id → when to forget it (ms since the epoch). */
  const ended = new Map<string, number>();
  const listeners = new Set<(sessionIds: string[]) => void>();

  function isEnded(sessionId: string): boolean {
    const until = ended.get(sessionId);
    return until !== undefined && until > clock().getTime();
  }

  function remember({ sessionIds, revokedAt }: EndedSessions): void {
    const now = clock().getTime();
    for (const [sessionId, until] of ended) {
      if (until <= now) {
        ended.delete(sessionId);
      }
    }
    const until = revokedAt.getTime() + rememberMs;
    if (until <= now) {
      return;
    }
    const fresh = sessionIds.filter((sessionId) => !isEnded(sessionId));
    for (const sessionId of sessionIds) {
      ended.set(sessionId, Math.max(ended.get(sessionId) ?? 0, until));
    }
    if (fresh.length > 0) {
      for (const listener of listeners) {
        listener(fresh);
      }
    }
  }

  async function load(): Promise<void> {
    const since = new Date(clock().getTime() - rememberMs);
    for (const row of await repo.listRevokedSessionsSince(database.db, since)) {
      remember({ sessionIds: [row.sessionId], revokedAt: row.revokedAt });
    }
  }

  const unlisten = await database.listen(
    revocationNotifyChannel,
    (payload) => {
      const notification = parseNotification(payload);
      if (notification) {
        remember(notification);
      } else {
        deps.log(`ignored a malformed session revocation: ${payload.slice(0, 200)}`);
      }
    },
    {
      onReconnect() {
        load().catch((error: unknown) => deps.log('reloading ended sessions failed', error));
      },
    },
  );
  await load();

  return {
    async verify(token) {
      const claims = await verifyAccessToken(deps.tokenKey, token, clock());
      return claims && !isEnded(claims.sid) ? claims : undefined;
    },
    remember,
    onEnded(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async stop() {
      listeners.clear();
      await unlisten();
    },
  };
}
