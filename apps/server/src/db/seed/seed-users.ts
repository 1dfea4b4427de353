import { nonOperatingBranchCodes } from '@pawndesk/domain/branches';
import { hashPassword } from '../../lib/passwords.ts';
import type { DbOrTx } from '../client.ts';
import { branches, rolePermissions, roles, userBranches, userRoles, users } from '../schema.ts';
import { demoPassword, demoSipPassword, demoUserSeeds, roleSeeds } from './demo-users.ts';

export type SeedUsersOptions = {
  /**
   * A ready hash of the demo password. Argon2 is slow on purpose, so callers that hold a
   * transaction open (seedDemo) or run many times (tests) hash once up front and pass it in.
   */
  passwordHash?: string;
};

/** The roles with their permissions and the demo users, each in every operating branch. */
export async function seedRolesAndUsers(db: DbOrTx, options: SeedUsersOptions = {}): Promise<void> {
  const passwordHash = options.passwordHash ?? (await hashPassword(demoPassword));

  const roleRows = await db
    .insert(roles)
    .values(roleSeeds.map(({ key, name }) => ({ key, name })))
    .returning({ id: roles.id, key: roles.key });
  const roleIds = new Map(roleRows.map((row) => [row.key, row.id]));
  const roleId = (key: string): number => {
    const id = roleIds.get(key);
    if (id === undefined) {
      throw new Error(`Role '${key}' was not inserted`);
    }
    return id;
  };

  await db
    .insert(rolePermissions)
    .values(
      roleSeeds.flatMap((role) =>
        role.permissions.map((permission) => ({ roleId: roleId(role.key), permission })),
      ),
    );

  const userRows = await db
    .insert(users)
    .values(
      demoUserSeeds.map((user) => ({
        username: user.username,
        passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        sipUsername: user.sipUsername,
        sipPassword: demoSipPassword(user.sipUsername),
        // Stable across reseeds, and outside the range new users are numbered from (2001 up).
        extension: user.sipUsername,
        isSuperuser: user.isSuperuser,
      })),
    )
    .returning({ id: users.id, username: users.username });

  const excluded: readonly string[] = nonOperatingBranchCodes;
  const branchRows = await db.select({ id: branches.id, code: branches.code }).from(branches);
  const operatingBranchIds = branchRows
    .filter((branch) => !excluded.includes(branch.code))
    .map((branch) => branch.id);

  const roleByUsername = new Map(demoUserSeeds.map((user) => [user.username, user.role]));
  const roleLinks = userRows.map((user) => ({
    userId: user.id,
    roleId: roleId(roleByUsername.get(user.username) ?? user.username),
  }));
  await db.insert(userRoles).values(roleLinks);

  const branchLinks = userRows.flatMap((user) =>
    operatingBranchIds.map((branchId) => ({ userId: user.id, branchId })),
  );
  // Without branches (seedReference not run) the users exist but cannot sign in anywhere yet.
  if (branchLinks.length > 0) {
    await db.insert(userBranches).values(branchLinks);
  }
}
