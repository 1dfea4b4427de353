import { randomInt } from 'node:crypto';
import {
  hasPermissions,
  permissions as knownPermissions,
  type Permission,
} from '@pawndesk/domain/permissions';
import type {
  RoleCreateInput,
  RoleDto,
  RoleUpdateInput,
  StaffCreateInput,
  StaffDto,
  StaffListQuery,
  StaffUpdateInput,
} from '@pawndesk/domain/staff-api';
import { oneTimePasswordLength } from '@pawndesk/domain/staff-api';
import {
  extensionFormatMessage,
  firstSuggestedExtension,
  isValidExtension,
  nextFreeExtension,
} from '@pawndesk/domain/staff-profile';
import { minPasswordLength } from '@pawndesk/domain/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { branches, roles, userPermissions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TokenKey } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/context.ts';
import {
  type EndedSessions,
  findUserIdByUsername,
  resetPasswordHash,
  revokeAllSessions,
} from '../auth/user-accounts.ts';
import { pictureUrl } from './picture-links.ts';
import * as repo from './users.repo.ts';

/**
 * Staff administration from the console (issue 19). The actor is a superuser or holds
 * staff_admin (the routes check it); `actor: undefined` is the `npm run users` command, which
 * may do anything. Every write is audited in its transaction.
 */
export type StaffContext = Pick<RequestContext, 'db' | 'now' | 'requestId' | 'actor'> & {
  /** Signs the pictures' links (decisions/0029); without it (the command line) they are null. */
  tokenKey?: TokenKey;
};

/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const otpAlphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newOneTimePassword(): string {
  let password = '';
  for (let i = 0; i < oneTimePasswordLength; i++) {
    password += otpAlphabet[randomInt(otpAlphabet.length)];
  }
  return password;
}

function toDtos(ctx: StaffContext, rows: repo.UserRow[], links: repo.UserLinks): StaffDto[] {
  const now = ctx.now();
  return rows.map((row) => {
    const direct = links.direct.get(row.id) ?? [];
    return {
      id: row.id,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      isActive: row.isActive,
      isSuperuser: row.isSuperuser,
      mustChangePassword: row.mustChangePassword,
      extension: row.extension,
      pictureUrl: ctx.tokenKey ? pictureUrl(ctx.tokenKey, row, now) : null,
      branches: links.branches.get(row.id) ?? [],
      roles: links.roles.get(row.id) ?? [],
      directPermissions: direct,
      permissions: [...new Set([...(links.rolePermissions.get(row.id) ?? []), ...direct])].sort(),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function staffDto(ctx: StaffContext, db: DbOrTx, id: number): Promise<StaffDto> {
  const row = await repo.findUser(db, id);
  if (!row) {
    throw new AppError('notFound', 'Không tìm thấy nhân viên');
  }
  const [dto] = toDtos(ctx, [row], await repo.userLinks(db, [id]));
  if (!dto) {
    throw new AppError('notFound', 'Không tìm thấy nhân viên');
  }
  return dto;
}

/** What the audit row keeps of an account: no hashes, branch codes and role keys. */
function auditView(dto: StaffDto) {
  return {
    username: dto.username,
    firstName: dto.firstName,
    lastName: dto.lastName,
    isActive: dto.isActive,
    isSuperuser: dto.isSuperuser,
    extension: dto.extension,
    branches: dto.branches.map((branch) => branch.code),
    roles: dto.roles.map((role) => role.key),
    directPermissions: dto.directPermissions,
  };
}

export async function listStaff(
  ctx: StaffContext,
  query: StaffListQuery,
): Promise<{ items: StaffDto[]; total: number }> {
  const { rows, total } = await repo.listUsers(ctx.db, query);
  const links = await repo.userLinks(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { items: toDtos(ctx, rows, links), total };
}

function forbidden(message: string): AppError {
  return new AppError('forbidden', message);
}

/** Only a superuser grants, removes or acts on superuser rights (issue 19). */
function assertMayTouchSuperuser(ctx: StaffContext, target: { isSuperuser: boolean }): void {
  if (ctx.actor && !ctx.actor.isSuperuser && target.isSuperuser) {
    throw forbidden('Chỉ quản trị tối cao mới được thay đổi tài khoản quản trị tối cao');
  }
}

async function assertIdsExist(db: DbOrTx, branchIds: number[], roleIds: number[]): Promise<void> {
  const foundBranches = await repo.existingBranchIds(db, branchIds);
  if (foundBranches.length !== new Set(branchIds).size) {
    throw new AppError('invalidRequest', 'Chi nhánh không tồn tại');
  }
  const foundRoles = await repo.existingRoleIds(db, roleIds);
  if (foundRoles.length !== new Set(roleIds).size) {
    throw new AppError('invalidRequest', 'Vai trò không tồn tại');
  }
}

/**
 * The safety rules of issue 19: an administrator keeps their own administration (active, and a
 * superuser or holding staff_admin), and the shop keeps at least one active superuser.
 */
async function assertKeepsAdministration(
  ctx: StaffContext,
  tx: DbOrTx,
  target: repo.UserRow,
  after: { isActive: boolean; isSuperuser: boolean; permissions: readonly string[] },
): Promise<void> {
  if (ctx.actor?.userId === target.id) {
    const stillAdmin =
      after.isActive &&
      hasPermissions({ isSuperuser: after.isSuperuser, permissions: after.permissions }, [
        'staff_admin',
      ]);
    if (!stillAdmin) {
      throw new AppError(
        'lastAdministrator',
        'Bạn không thể tự bỏ quyền quản trị hoặc tự khoá tài khoản của chính mình',
      );
    }
  }
  const wasActiveSuperuser = target.isActive && target.isSuperuser;
  const staysActiveSuperuser = after.isActive && after.isSuperuser;
  if (wasActiveSuperuser && !staysActiveSuperuser) {
    if ((await repo.countOtherActiveSuperusers(tx, target.id)) === 0) {
      throw new AppError(
        'lastAdministrator',
        'Đây là quản trị tối cao cuối cùng đang hoạt động: không thể bỏ quyền hoặc khoá',
      );
    }
  }
}

function extensionTakenError(extension: string): AppError {
  return new AppError(
    'extensionTaken',
    `Số máy lẻ ${extension} đã được cấp cho nhân viên khác, vui lòng chọn số khác`,
  );
}

/** A unique index refused the row: which one decides the message. */
function uniqueViolation(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return String(cause?.code ?? '') === '23505' ? (cause?.constraint ?? '') : undefined;
}

/** The smallest extension from 2001 up that nobody has (decisions/0024). */
export async function suggestExtension(ctx: Pick<StaffContext, 'db'>): Promise<{
  extension: string | null;
}> {
  const taken = await repo.extensionsFrom(ctx.db, firstSuggestedExtension);
  return { extension: nextFreeExtension(taken) ?? null };
}

export type CreatedStaff = { user: StaffDto; oneTimePassword: string };

/** Creates an account with a one-time password, which the user changes at the first sign-in. */
export async function createStaff(
  ctx: StaffContext,
  input: StaffCreateInput,
  options: { password?: string } = {},
): Promise<CreatedStaff> {
  if (input.isSuperuser) {
    assertMayTouchSuperuser(ctx, { isSuperuser: true });
  }
  const oneTimePassword = options.password ?? newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const id = await ctx.db.transaction(async (tx) => {
    if (await repo.usernameTaken(tx, input.username)) {
      throw new AppError('usernameTaken', `Tên đăng nhập ${input.username} đã được dùng`);
    }
    await assertIdsExist(tx, input.branches, input.roles);
    const extension = input.extension ?? (await suggestExtension({ db: tx })).extension;
    if (extension === null) {
      throw new AppError('conflict', 'Đã hết số máy lẻ còn trống, vui lòng nhập số máy lẻ');
    }
    if (await repo.extensionTaken(tx, extension)) {
      throw extensionTakenError(extension);
    }
    const row = await repo
      .insertUser(tx, {
        username: input.username,
        extension,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        isSuperuser: input.isSuperuser,
        mustChangePassword: options.password === undefined,
        createdAt: ctx.now(),
      })
      .catch((error: unknown) => {
        // Two administrators creating the same username or extension at once: the unique
        // indexes decide.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_extension_key') {
          throw extensionTakenError(extension);
        }
        if (constraint !== undefined) {
          throw new AppError('usernameTaken', `Tên đăng nhập ${input.username} đã được dùng`);
        }
        throw error;
      });
    await repo.keepSequencePast(tx, extension);
    await repo.replaceBranches(tx, row.id, [...new Set(input.branches)]);
    await repo.replaceRoles(tx, row.id, [...new Set(input.roles)]);
    await repo.replaceDirectPermissions(tx, row.id, [...new Set(input.directPermissions)]);
    const dto = await staffDto(ctx, tx, row.id);
    await audit(tx, ctx, {
      action: 'user.created',
      entity: 'user',
      entityId: row.id,
      after: auditView(dto),
    });
    return row.id;
  });
  return { user: await staffDto(ctx, ctx.db, id), oneTimePassword };
}

export async function updateStaff(
  ctx: StaffContext,
  id: number,
  input: StaffUpdateInput,
): Promise<StaffDto> {
  await ctx.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, id);
    if (!target) {
      throw new AppError('notFound', 'Không tìm thấy nhân viên');
    }
    assertMayTouchSuperuser(ctx, target);
    if (input.isSuperuser !== undefined && input.isSuperuser !== target.isSuperuser) {
      assertMayTouchSuperuser(ctx, { isSuperuser: true });
    }
    const before = await staffDto(ctx, tx, id);
    await assertIdsExist(tx, input.branches ?? [], input.roles ?? []);
    const roleIds = input.roles ?? (await repo.roleIdsOfUser(tx, id));
    const direct = input.directPermissions ?? (await repo.directPermissionsOfUser(tx, id));
    const permissionsAfter = [...(await repo.permissionsOfRoles(tx, roleIds)), ...direct];
    await assertKeepsAdministration(ctx, tx, target, {
      isActive: target.isActive,
      isSuperuser: input.isSuperuser ?? target.isSuperuser,
      permissions: permissionsAfter,
    });
    const extensionChanged = input.extension !== undefined && input.extension !== target.extension;
    if (extensionChanged && (await repo.extensionTaken(tx, input.extension ?? '', id))) {
      throw extensionTakenError(input.extension ?? '');
    }
    await repo
      .setUserFields(tx, id, {
        ...(extensionChanged ? { extension: input.extension } : {}),
        ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
        ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
        ...(input.isSuperuser === undefined ? {} : { isSuperuser: input.isSuperuser }),
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) === 'users_extension_key') {
          throw extensionTakenError(input.extension ?? '');
        }
        throw error;
      });
    if (extensionChanged) {
      await repo.keepSequencePast(tx, input.extension ?? '');
    }
    if (input.branches) {
      await repo.replaceBranches(tx, id, [...new Set(input.branches)]);
    }
    if (input.roles) {
      await repo.replaceRoles(tx, id, [...new Set(input.roles)]);
    }
    if (input.directPermissions) {
      await repo.replaceDirectPermissions(tx, id, [...new Set(input.directPermissions)]);
    }
    const after = await staffDto(ctx, tx, id);
    await audit(tx, ctx, {
      action: 'user.updated',
      entity: 'user',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return staffDto(ctx, ctx.db, id);
}

/** Enables or disables an account; disabling ends every sign-in of the user at once. */
export async function setStaffActive(
  ctx: StaffContext,
  id: number,
  isActive: boolean,
): Promise<{ user: StaffDto; ended: EndedSessions | undefined }> {
  const ended = await ctx.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, id);
    if (!target) {
      throw new AppError('notFound', 'Không tìm thấy nhân viên');
    }
    assertMayTouchSuperuser(ctx, target);
    if (!isActive) {
      await assertKeepsAdministration(ctx, tx, target, {
        isActive: false,
        isSuperuser: target.isSuperuser,
        permissions: [],
      });
    }
    if (target.isActive === isActive) {
      return undefined;
    }
    await repo.setUserFields(tx, id, { isActive });
    const endedSessions = isActive ? undefined : await revokeAllSessions(tx, id, ctx.now());
    await audit(tx, ctx, {
      action: isActive ? 'user.enabled' : 'user.disabled',
      entity: 'user',
      entityId: id,
      before: { isActive: target.isActive },
      after: {
        isActive,
        ...(endedSessions ? { endedSignIns: endedSessions.sessionIds.length } : {}),
      },
    });
    return endedSessions;
  });
  return { user: await staffDto(ctx, ctx.db, id), ended };
}

/**
 * A new one-time password (or, from the command line, the one given): every sign-in of the user
 * ends, and a one-time password must be changed at the next sign-in.
 */
export async function resetStaffPassword(
  ctx: StaffContext,
  id: number,
  options: { password?: string } = {},
): Promise<CreatedStaff & { ended: EndedSessions }> {
  const oneTimePassword = options.password ?? newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const ended = await ctx.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, id);
    if (!target) {
      throw new AppError('notFound', 'Không tìm thấy nhân viên');
    }
    assertMayTouchSuperuser(ctx, target);
    const result = await resetPasswordHash(tx, id, passwordHash, ctx.now());
    const mustChangePassword = options.password === undefined;
    await repo.setUserFields(tx, id, { mustChangePassword });
    await audit(tx, ctx, {
      action: 'user.password_reset',
      entity: 'user',
      entityId: id,
      after: { revokedSessions: result.revokedSessions, mustChangePassword },
    });
    return result.ended;
  });
  return { user: await staffDto(ctx, ctx.db, id), oneTimePassword, ended };
}

export async function listRoles(ctx: StaffContext): Promise<{ items: RoleDto[] }> {
  const [rows, grants, holders] = await Promise.all([
    repo.listRoles(ctx.db),
    repo.rolePermissionMap(ctx.db),
    repo.roleHolders(ctx.db),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      permissions: grants.get(row.id) ?? [],
      holders: holders.get(row.id) ?? [],
    })),
  };
}

async function roleDto(db: DbOrTx, id: number): Promise<RoleDto> {
  const role = (await listRoles({ db } as StaffContext)).items.find((item) => item.id === id);
  if (!role) {
    throw new AppError('notFound', 'Không tìm thấy vai trò');
  }
  return role;
}

export async function createRole(ctx: StaffContext, input: RoleCreateInput): Promise<RoleDto> {
  const id = await ctx.db.transaction(async (tx) => {
    if (await repo.roleKeyTaken(tx, input.key)) {
      throw new AppError('roleKeyTaken', `Mã vai trò ${input.key} đã được dùng`);
    }
    const row = await repo.insertRole(tx, { key: input.key, name: input.name });
    const permissions = [...new Set(input.permissions)].sort();
    await repo.replaceRolePermissions(tx, row.id, permissions);
    await audit(tx, ctx, {
      action: 'role.created',
      entity: 'role',
      entityId: row.id,
      after: { key: row.key, name: row.name, permissions },
    });
    return row.id;
  });
  return roleDto(ctx.db, id);
}

/** Each holder gets the new permissions at their next token refresh (15 minutes at most). */
export async function updateRole(
  ctx: StaffContext,
  id: number,
  input: RoleUpdateInput,
): Promise<RoleDto> {
  await ctx.db.transaction(async (tx) => {
    const role = await repo.findRole(tx, id);
    if (!role) {
      throw new AppError('notFound', 'Không tìm thấy vai trò');
    }
    const beforePermissions = (await repo.rolePermissionMap(tx)).get(id) ?? [];
    const permissions = input.permissions
      ? [...new Set<string>(input.permissions)].sort()
      : beforePermissions;
    if (ctx.actor && !ctx.actor.isSuperuser && input.permissions) {
      const actorRoles = await repo.roleIdsOfUser(tx, ctx.actor.userId);
      const actorPermissions = [
        ...(await repo.permissionsOfRoles(tx, actorRoles, { roleId: id, permissions })),
        ...(await repo.directPermissionsOfUser(tx, ctx.actor.userId)),
      ];
      if (!actorPermissions.includes('staff_admin' satisfies Permission)) {
        throw new AppError(
          'lastAdministrator',
          'Thay đổi này sẽ lấy mất quyền quản trị nhân sự của chính bạn',
        );
      }
    }
    if (input.name !== undefined) {
      await repo.updateRoleName(tx, id, input.name);
    }
    if (input.permissions) {
      await repo.replaceRolePermissions(tx, id, permissions);
    }
    await audit(tx, ctx, {
      action: 'role.updated',
      entity: 'role',
      entityId: id,
      before: { key: role.key, name: role.name, permissions: beforePermissions },
      after: { key: role.key, name: input.name ?? role.name, permissions },
    });
  });
  return roleDto(ctx.db, id);
}

// ---- The `npm run users` command: by username and branch code, through the same use cases ----

/** The command line acts without a signed-in actor. */
export type AdminContext = StaffContext & { actor: undefined };

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

async function getUserId(db: DbOrTx, username: string): Promise<number> {
  const userId = await findUserIdByUsername(db, username);
  if (userId === undefined) {
    throw new UsersError(`No user named ${username}`);
  }
  return userId;
}

async function branchIdsByCode(db: DbOrTx, codes: string[]): Promise<number[]> {
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

async function roleIdsByKey(db: DbOrTx, keys: string[]): Promise<number[]> {
  const rows = keys.length
    ? await db.select({ id: roles.id, key: roles.key }).from(roles).where(inArray(roles.key, keys))
    : [];
  const missing = keys.filter((key) => !rows.some((role) => role.key === key));
  if (missing.length > 0) {
    throw new UsersError(`Unknown role(s): ${missing.join(', ')}`);
  }
  return rows.map((row) => row.id);
}

/** Creates a user with the given password (no change is forced: the operator chose it). */
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
    /** Omitted: the next free extension from 2001 up. */
    extension?: string;
  },
): Promise<{ id: number; extension: string }> {
  assertPassword(input.password);
  if (input.extension !== undefined && !isValidExtension(input.extension)) {
    throw new UsersError(extensionFormatMessage);
  }
  if ((await findUserIdByUsername(ctx.db, input.username)) !== undefined) {
    throw new UsersError(`A user named ${input.username} already exists`);
  }
  const created = await createStaff(
    ctx,
    {
      username: input.username,
      firstName: input.firstName,
      lastName: input.lastName,
      branches: await branchIdsByCode(ctx.db, input.branchCodes),
      roles: await roleIdsByKey(ctx.db, input.roleKeys),
      directPermissions: [],
      isSuperuser: input.isSuperuser,
      ...(input.extension === undefined ? {} : { extension: input.extension }),
    },
    { password: input.password },
  );
  return { id: created.user.id, extension: created.user.extension };
}

/** Sets a new password and signs the user out everywhere. */
export async function resetPassword(
  ctx: AdminContext,
  username: string,
  password: string,
): Promise<void> {
  assertPassword(password);
  await resetStaffPassword(ctx, await getUserId(ctx.db, username), { password });
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
  await setStaffActive(ctx, await getUserId(ctx.db, username), isActive);
}

export async function listUsers(db: DbOrTx) {
  const { items } = await listStaff(
    { db, now: () => new Date(), requestId: 'cli', actor: undefined } as StaffContext,
    { page: 1, pageSize: -1 },
  );
  return items.map((item) => ({
    id: item.id,
    username: item.username,
    name: `${item.lastName} ${item.firstName}`,
    extension: item.extension,
    isSuperuser: item.isSuperuser,
    isActive: item.isActive,
    permissions: item.permissions,
  }));
}
