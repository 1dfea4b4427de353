import type { DbOrTx } from '../../db/client.ts';
import * as repo from './auth.repo.ts';
import { type EndedSessions, revokeUserSessions } from './session-revocations.ts';

export type { EndedSessions } from './session-revocations.ts';

/**
 * The seam staff administration (`npm run users`) reaches sign-in data through: users by name,
 * passwords and sessions, and the permissions a user holds.
 */

export async function findUserIdByUsername(
  db: DbOrTx,
  username: string,
): Promise<number | undefined> {
  return (await repo.findUserByUsername(db, username))?.id;
}

/**
 * An administrator's password reset: the new hash, and every session of the user revoked; its
 * access tokens stop working in every server process when the transaction commits.
 */
export async function resetPasswordHash(
  tx: DbOrTx,
  userId: number,
  passwordHash: string,
  at: Date,
): Promise<{ revokedSessions: number; ended: EndedSessions }> {
  await repo.updatePasswordHash(tx, userId, passwordHash, at);
  const revokedSessions = await repo.revokeAllForUser(tx, userId, at, 'admin');
  const ended = await revokeUserSessions(tx, userId, at, 'admin');
  return { revokedSessions, ended };
}

/**
 * Signs the user out everywhere (an administrator disabled the account): refresh tokens revoked,
 * access tokens refused and /live sockets closed in every server process on commit.
 */
export async function revokeAllSessions(
  tx: DbOrTx,
  userId: number,
  at: Date,
): Promise<EndedSessions> {
  await repo.revokeAllForUser(tx, userId, at, 'admin');
  return revokeUserSessions(tx, userId, at, 'admin');
}
