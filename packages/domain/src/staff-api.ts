import { z } from 'zod';
import { idList, listOf, pageQuery } from './api.ts';
import { permissions } from './permissions.ts';
import { id, line } from './primitives.ts';
import { extensionField } from './staff-profile.ts';
import { minPasswordLength } from './validation.ts';

/** Wire contracts of staff administration (issue 19): accounts and roles. */

const branchRef = z.object({ id: z.number(), code: z.string(), name: z.string() });
const roleRef = z.object({ id: z.number(), key: z.string(), name: z.string() });

/** active travels as 0 or 1, like the other list filters (A§7). */
const zeroOrOne = z.preprocess(
  (value) => (value === '1' || value === 1 ? true : value === '0' || value === 0 ? false : value),
  z.boolean(),
);

export const staffListQuery = pageQuery.extend({
  /** Username or name, accents and case ignored. */
  terms: line().trim().max(100).optional(),
  branches: idList,
  roles: idList,
  active: zeroOrOne.optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffDto = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  isSuperuser: z.boolean(),
  mustChangePassword: z.boolean(),
  /** The internal phone extension (decisions/0024), unique. */
  extension: z.string(),
  /** A signed, time-limited link to the profile picture (decisions/0029), or null without one. */
  pictureUrl: z.string().nullable(),
  branches: z.array(branchRef),
  roles: z.array(roleRef),
  /** Granted outside any role. */
  directPermissions: z.array(z.string()),
  /** Everything the user holds: their roles' permissions and the direct grants. */
  permissions: z.array(z.string()),
  createdAt: z.string(),
});
export type StaffDto = z.infer<typeof staffDto>;
export const staffListDto = listOf(staffDto);

/** Usernames: letters, digits, dot, dash and underscore, as the sign-in form accepts them. */
export const usernamePattern = /^[A-Za-z0-9._-]+$/;
const username = line()
  .trim()
  .min(3, 'Tên đăng nhập cần ít nhất 3 kí tự')
  .max(50)
  .regex(usernamePattern, 'Tên đăng nhập chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang');
const name = line().trim().min(1, 'Vui lòng nhập họ tên').max(100);
const permissionKey = z.enum(permissions);

const accountFields = {
  firstName: name,
  lastName: name,
  branches: z.array(id()).min(1, 'Chọn ít nhất một chi nhánh').max(100),
  roles: z.array(id()).max(50),
  directPermissions: z.array(permissionKey).max(permissions.length).default([]),
  /** Only a superuser may grant it. */
  isSuperuser: z.boolean().default(false),
  /** Unique; a new account without one gets the next free extension from 2001 up. */
  extension: extensionField.optional(),
};

export const staffCreateInput = z.object({ username, ...accountFields });
export type StaffCreateInput = z.infer<typeof staffCreateInput>;

export const staffUpdateInput = z.object(accountFields).partial();
export type StaffUpdateInput = z.infer<typeof staffUpdateInput>;

export const staffActiveInput = z.object({ isActive: z.boolean() });

/** Shown once to the administrator; the user must change it at the next sign-in. */
export const oneTimePasswordDto = z.object({ user: staffDto, oneTimePassword: z.string() });
export const oneTimePasswordLength = Math.max(minPasswordLength, 10);

export const roleDto = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  holders: z.array(
    z.object({ id: z.number(), username: z.string(), firstName: z.string(), lastName: z.string() }),
  ),
});
export type RoleDto = z.infer<typeof roleDto>;

export const roleCreateInput = z.object({
  key: line()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[a-z0-9_]+$/, 'Mã vai trò chỉ gồm chữ thường không dấu, số và gạch dưới'),
  name: line().trim().min(1, 'Vui lòng nhập tên vai trò').max(100),
  permissions: z.array(permissionKey).max(permissions.length),
});
export type RoleCreateInput = z.infer<typeof roleCreateInput>;
export const roleUpdateInput = roleCreateInput.omit({ key: true }).partial();
export type RoleUpdateInput = z.infer<typeof roleUpdateInput>;
