import type { StaffListQuery } from '@pawndesk/domain/staff-api';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  branches,
  rolePermissions,
  roles,
  userBranches,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql.ts';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

function listConditions(query: StaffListQuery): SQL | undefined {
  const term = query.terms?.trim();
  const like = term ? `%${escapeLike(term)}%` : undefined;
  return and(
    like
      ? sql`(vn_norm(${users.username}) like vn_norm(${like}) or vn_norm(${users.lastName} || ' ' || ${users.firstName}) like vn_norm(${like}))`
      : undefined,
    query.active === undefined ? undefined : eq(users.isActive, query.active),
    query.branches?.length
      ? inArray(
          users.id,
          sql`(select ${userBranches.userId} from ${userBranches} where ${inArray(userBranches.branchId, query.branches)})`,
        )
      : undefined,
    query.roles?.length
      ? inArray(
          users.id,
          sql`(select ${userRoles.userId} from ${userRoles} where ${inArray(userRoles.roleId, query.roles)})`,
        )
      : undefined,
  );
}

/** A page of users ordered by username; the staff table is small (hundreds), so offset is fine. */
export async function listUsers(
  db: DbOrTx,
  query: StaffListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = listConditions(query);
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const base = db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
  const rows =
    query.pageSize === -1
      ? await base.limit(1000)
      : await base.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findUser(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function lockUser(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

/** Whether another user (not `exceptId`) already has this extension. */
export async function extensionTaken(
  db: DbOrTx,
  extension: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.extension, extension),
        exceptId === undefined ? undefined : sql`${users.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every extension in use, numeric ones from 2001 up: what the next free one is chosen beside. */
export async function extensionsFrom(db: DbOrTx, first: number): Promise<string[]> {
  const rows = await db
    .select({ extension: users.extension })
    .from(users)
    .where(sql`${users.extension} ~ '^[0-9]{1,9}$' and ${users.extension}::int >= ${first}`);
  return rows.map((row) => row.extension);
}

/**
 * Keeps `user_extension_seq` (the column's default, used by any insert that names no extension)
 * past an extension the service assigned, so such an insert never draws a taken number.
 */
export async function keepSequencePast(db: DbOrTx, extension: string): Promise<void> {
  if (/^[0-9]{1,9}$/.test(extension)) {
    await db.execute(
      sql`select setval('user_extension_seq', greatest((select last_value from user_extension_seq), ${Number(extension)}::bigint))`,
    );
  }
}

export type UserLinks = {
  branches: Map<number, { id: number; code: string; name: string }[]>;
  roles: Map<number, { id: number; key: string; name: string }[]>;
  direct: Map<number, string[]>;
  rolePermissions: Map<number, string[]>;
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    list.push(value);
  } else {
    map.set(key, [value]);
  }
}

/** Branches, roles and grants of these users, in four queries. */
export async function userLinks(db: DbOrTx, userIds: number[]): Promise<UserLinks> {
  const links: UserLinks = {
    branches: new Map(),
    roles: new Map(),
    direct: new Map(),
    rolePermissions: new Map(),
  };
  if (userIds.length === 0) {
    return links;
  }
  const branchRows = await db
    .select({
      userId: userBranches.userId,
      id: branches.id,
      code: branches.code,
      name: branches.name,
    })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(inArray(userBranches.userId, userIds))
    .orderBy(asc(branches.id));
  for (const { userId, ...branch } of branchRows) {
    push(links.branches, userId, branch);
  }
  const roleRows = await db
    .select({ userId: userRoles.userId, id: roles.id, key: roles.key, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const { userId, ...role } of roleRows) {
    push(links.roles, userId, role);
  }
  const directRows = await db
    .select()
    .from(userPermissions)
    .where(inArray(userPermissions.userId, userIds))
    .orderBy(asc(userPermissions.permission));
  for (const row of directRows) {
    push(links.direct, row.userId, row.permission);
  }
  const grantRows = await db
    .selectDistinct({ userId: userRoles.userId, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds));
  for (const row of grantRows) {
    push(links.rolePermissions, row.userId, row.permission);
  }
  return links;
}

export async function existingBranchIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db.select({ id: branches.id }).from(branches).where(inArray(branches.id, ids));
  return rows.map((row) => row.id);
}

export async function existingRoleIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  return rows.map((row) => row.id);
}

export async function replaceBranches(db: DbOrTx, userId: number, ids: number[]): Promise<void> {
  await db.delete(userBranches).where(eq(userBranches.userId, userId));
  if (ids.length > 0) {
    await db.insert(userBranches).values(ids.map((branchId) => ({ userId, branchId })));
  }
}

export async function replaceRoles(db: DbOrTx, userId: number, ids: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (ids.length > 0) {
    await db.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
  }
}

export async function replaceDirectPermissions(
  db: DbOrTx,
  userId: number,
  names: string[],
): Promise<void> {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (names.length > 0) {
    await db.insert(userPermissions).values(names.map((permission) => ({ userId, permission })));
  }
}

/** Active superusers other than `exceptId`, locked so two demotions cannot both pass. */
export async function countOtherActiveSuperusers(db: DbOrTx, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.isSuperuser, true), eq(users.isActive, true), sql`${users.id} <> ${exceptId}`),
    )
    .for('update');
  return rows.length;
}

export async function listRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(asc(roles.id));
}

export async function findRole(db: DbOrTx, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}

export async function roleKeyTaken(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key)).limit(1);
  return row !== undefined;
}

export async function rolePermissionMap(db: DbOrTx): Promise<Map<number, string[]>> {
  const rows = await db.select().from(rolePermissions).orderBy(asc(rolePermissions.permission));
  const map = new Map<number, string[]>();
  for (const row of rows) {
    push(map, row.roleId, row.permission);
  }
  return map;
}

export async function roleHolders(
  db: DbOrTx,
): Promise<Map<number, { id: number; username: string; firstName: string; lastName: string }[]>> {
  const rows = await db
    .select({
      roleId: userRoles.roleId,
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .orderBy(asc(users.username));
  const map = new Map<
    number,
    { id: number; username: string; firstName: string; lastName: string }[]
  >();
  for (const { roleId, ...holder } of rows) {
    push(map, roleId, holder);
  }
  return map;
}

export async function insertRole(
  db: DbOrTx,
  input: { key: string; name: string },
): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(input).returning();
  if (!row) {
    throw new Error('role not inserted');
  }
  return row;
}

export async function updateRoleName(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(roles).set({ name }).where(eq(roles.id, id));
}

export async function replaceRolePermissions(
  db: DbOrTx,
  roleId: number,
  names: string[],
): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (names.length > 0) {
    await db.insert(rolePermissions).values(names.map((permission) => ({ roleId, permission })));
  }
}

export async function roleIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId);
}

export async function directPermissionsOfUser(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return rows.map((row) => row.permission);
}

export async function permissionsOfRoles(
  db: DbOrTx,
  roleIds: number[],
  override?: { roleId: number; permissions: string[] },
): Promise<string[]> {
  const ids = roleIds.filter((id) => id !== override?.roleId);
  const rows = ids.length
    ? await db
        .selectDistinct({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, ids))
    : [];
  const fromOverride = override && roleIds.includes(override.roleId) ? override.permissions : [];
  return [...new Set([...rows.map((row) => row.permission), ...fromOverride])];
}

export async function setUserFields(
  db: DbOrTx,
  id: number,
  fields: Partial<
    Pick<
      UserRow,
      | 'firstName'
      | 'lastName'
      | 'isSuperuser'
      | 'isActive'
      | 'passwordHash'
      | 'mustChangePassword'
      | 'extension'
      | 'pictureKey'
      | 'pictureType'
      | 'pictureVersion'
    >
  > & { passwordChangedAt?: Date },
): Promise<void> {
  if (Object.keys(fields).length > 0) {
    await db.update(users).set(fields).where(eq(users.id, id));
  }
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) {
    throw new Error('user not inserted');
  }
  return row;
}
