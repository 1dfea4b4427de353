import { permissions as knownPermissions, type Permission } from '@pawndesk/domain/permissions';
import { minPasswordLength } from '@pawndesk/domain/validation';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  roles,
  userBranches,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  findUserIdByUsername,
  resetPasswordHash,
  revokeAllSessions,
  userPermissionNames,
} from '../auth/user-accounts.ts';

/** Administration of staff accounts, used by the `npm run users` command. */
export type AdminContext = { db: Db; now: () => Date; requestId: string; actor: undefined };

export class UsersError extends Error {}

function assertPassword(password: string): void {
  if (password.length < minPasswordLength) {
    throw new UsersError(`Mật khẩu cần ít nhất ${minPasswordLength} kí tự`);
  }
}

function assertPermissions(names: string[]): Permission[] {
  const unknown = names.filter((name) => !(knownPermissions as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new UsersError(
      `Unknown permission(s): ${unknown.join(', ')}. Known: ${knownPermissions.join(', ')}`,
    );
  }
  return names as Permission[];
}

async function getUserId(db: Db, username: string): Promise<number> {
  const userId = await findUserIdByUsername(db, username);
  if (userId === undefined) {
    throw new UsersError(`No user named ${username}`);
  }
  return userId;
}

async function branchIdsByCode(db: Db, codes: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: branches.id, code: branches.code })
    .from(branches)
    .where(inArray(branches.code, codes));
  const missing = codes.filter((code) => !rows.some((row) => row.code === code));
  if (missing.length > 0) {
    throw new UsersError(`Unknown branch code(s): ${missing.join(', ')}`);
  }
  return rows.map((row) => row.id);
}

export async function createUser(
  ctx: AdminContext,
  input: {
    username: string;
    password: string;
    firstName: string;
    lastName: string;
    branchCodes: string[];
    roleKeys: string[];
    isSuperuser: boolean;
  },
): Promise<number> {
  assertPassword(input.password);
  if ((await findUserIdByUsername(ctx.db, input.username)) !== undefined) {
    throw new UsersError(`A user named ${input.username} already exists`);
  }
  const branchIds = await branchIdsByCode(ctx.db, input.branchCodes);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        isSuperuser: input.isSuperuser,
      })
      .returning({ id: users.id });
    if (!row) {
      throw new UsersError('The user could not be created');
    }
    for (const branchId of branchIds) {
      await tx.insert(userBranches).values({ userId: row.id, branchId });
    }
    const roleRows = input.roleKeys.length
      ? await tx
          .select({ id: roles.id, key: roles.key })
          .from(roles)
          .where(inArray(roles.key, input.roleKeys))
      : [];
    const missingRoles = input.roleKeys.filter((key) => !roleRows.some((role) => role.key === key));
    if (missingRoles.length > 0) {
      throw new UsersError(`Unknown role(s): ${missingRoles.join(', ')}`);
    }
    for (const role of roleRows) {
      await tx.insert(userRoles).values({ userId: row.id, roleId: role.id });
    }
    await audit(tx, ctx, {
      action: 'user.created',
      entity: 'user',
      entityId: row.id,
      after: {
        username: input.username,
        branches: input.branchCodes,
        roles: input.roleKeys,
        isSuperuser: input.isSuperuser,
      },
    });
    return row.id;
  });
}

/** Sets a new password and signs the user out everywhere. */
export async function resetPassword(
  ctx: AdminContext,
  username: string,
  password: string,
): Promise<void> {
  assertPassword(password);
  const userId = await getUserId(ctx.db, username);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const { revokedSessions } = await resetPasswordHash(tx, userId, passwordHash, ctx.now());
    await audit(tx, ctx, {
      action: 'user.password_reset',
      entity: 'user',
      entityId: userId,
      after: { revokedSessions },
    });
  });
}

export async function grantPermissions(
  ctx: AdminContext,
  username: string,
  names: string[],
): Promise<void> {
  const granted = assertPermissions(names);
  const userId = await getUserId(ctx.db, username);
  await ctx.db.transaction(async (tx) => {
    for (const permission of granted) {
      await tx.insert(userPermissions).values({ userId, permission }).onConflictDoNothing();
    }
    await audit(tx, ctx, {
      action: 'user.permissions_granted',
      entity: 'user',
      entityId: userId,
      after: granted,
    });
  });
}

export async function revokePermissions(
  ctx: AdminContext,
  username: string,
  names: string[],
): Promise<void> {
  const revoked = assertPermissions(names);
  const userId = await getUserId(ctx.db, username);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(userPermissions)
      .where(and(eq(userPermissions.userId, userId), inArray(userPermissions.permission, revoked)));
    await audit(tx, ctx, {
      action: 'user.permissions_revoked',
      entity: 'user',
      entityId: userId,
      before: revoked,
    });
  });
}

export async function setActive(
  ctx: AdminContext,
  username: string,
  isActive: boolean,
): Promise<void> {
  const userId = await getUserId(ctx.db, username);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ isActive }).where(eq(users.id, userId));
    if (!isActive) {
      await revokeAllSessions(tx, userId, ctx.now());
    }
    await audit(tx, ctx, {
      action: isActive ? 'user.enabled' : 'user.disabled',
      entity: 'user',
      entityId: userId,
    });
  });
}

export async function listUsers(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: sql<string>`${users.lastName} || ' ' || ${users.firstName}`,
      isSuperuser: users.isSuperuser,
      isActive: users.isActive,
    })
    .from(users)
    .orderBy(asc(users.username));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      permissions: await userPermissionNames(db, row.id),
    })),
  );
}
