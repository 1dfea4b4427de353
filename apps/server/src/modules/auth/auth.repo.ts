import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  branches,
  refreshTokens,
  revokedSessions,
  rolePermissions,
  signInThrottles,
  userBranches,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type ThrottleRow = typeof signInThrottles.$inferSelect;
export type RevokedSessionRow = typeof revokedSessions.$inferSelect;

export async function findUserByUsername(
  db: DbOrTx,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

// /me and every token refresh read these: prepared, so their SQL is built once (decisions/0032).
const userById = preparedOnce((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user_by_id'),
);

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

const rolePermissionsOfUser = preparedOnce((db) =>
  db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, sql.placeholder('userId')))
    .prepare('auth_role_permissions'),
);

const directPermissionsOfUser = preparedOnce((db) =>
  db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, sql.placeholder('userId')))
    .prepare('auth_direct_permissions'),
);

/** The union of the user's role permissions and direct grants, sorted. */
export async function listUserPermissions(db: DbOrTx, userId: number): Promise<string[]> {
  const [fromRoles, direct] = await Promise.all([
    rolePermissionsOfUser(db).execute({ userId }),
    directPermissionsOfUser(db).execute({ userId }),
  ]);
  return [...new Set([...fromRoles, ...direct].map((row) => row.permission))].sort();
}

const userBranch = preparedOnce((db) =>
  db
    .select({ id: branches.id, name: branches.name })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(
      and(
        eq(userBranches.userId, sql.placeholder('userId')),
        eq(userBranches.branchId, sql.placeholder('branchId')),
      ),
    )
    .limit(1)
    .prepare('auth_user_branch'),
);

export async function findUserBranch(
  db: DbOrTx,
  userId: number,
  branchId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await userBranch(db).execute({ userId, branchId });
  return row;
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The token row, locked so two concurrent refreshes of one token rotate it once. */
export async function findRefreshTokenForUpdate(
  db: DbOrTx,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function revokeRefreshToken(
  db: DbOrTx,
  id: number,
  at: Date,
  reason: NonNullable<RefreshTokenRow['revokedReason']>,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)));
}

export async function revokeFamily(
  db: DbOrTx,
  familyId: string,
  at: Date,
  reason: 'reuse' | 'logout',
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(
  db: DbOrTx,
  userId: number,
  at: Date,
  reason: NonNullable<RefreshTokenRow['revokedReason']>,
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, at),
      ),
    )
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

/** The user's sign-ins that issued a token since `since`: those whose access tokens may live. */
export async function listRecentSessionIds(
  db: DbOrTx,
  userId: number,
  since: Date,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), gt(refreshTokens.createdAt, since)));
  return rows.map((row) => row.familyId);
}

export async function insertRevokedSessions(db: DbOrTx, rows: RevokedSessionRow[]): Promise<void> {
  if (rows.length > 0) {
    await db.insert(revokedSessions).values(rows).onConflictDoNothing();
  }
}

export async function deleteRevokedSessionsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.revokedAt, before));
}

export async function listRevokedSessionsSince(
  db: DbOrTx,
  since: Date,
): Promise<RevokedSessionRow[]> {
  return db.select().from(revokedSessions).where(gt(revokedSessions.revokedAt, since));
}

export async function isSessionRevoked(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sessionId))
    .limit(1);
  return Boolean(row);
}

export async function updatePasswordHash(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, mustChangePassword: false })
    .where(eq(users.id, userId));
}

export async function updateLanguage(
  db: DbOrTx,
  userId: number,
  language: 'vi' | 'en',
): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function findThrottle(db: DbOrTx, key: string): Promise<ThrottleRow | undefined> {
  const [row] = await db
    .select()
    .from(signInThrottles)
    .where(eq(signInThrottles.key, key))
    .limit(1);
  return row;
}

/** Counts one more failure atomically, restarting the count when the window has passed. */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, firstFailureAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`case when ${signInThrottles.firstFailureAt} < ${windowStart} then 1 else ${signInThrottles.failures} + 1 end`,
        firstFailureAt: sql`case when ${signInThrottles.firstFailureAt} < ${windowStart} then ${now} else ${signInThrottles.firstFailureAt} end`,
      },
    })
    .returning({ failures: signInThrottles.failures });
  return row?.failures ?? 1;
}

export async function blockUntil(db: DbOrTx, key: string, until: Date): Promise<void> {
  await db.update(signInThrottles).set({ blockedUntil: until }).where(eq(signInThrottles.key, key));
}

export async function deleteThrottle(db: DbOrTx, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

/** NOTIFY inside the caller's transaction: delivered on commit, never after a rollback. */
export async function notify(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
