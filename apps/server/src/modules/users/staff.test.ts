import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import type { RoleDto, StaffDto } from '@pawndesk/domain/staff-api';
import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, rolePermissions, roles, userRoles } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let hn: BranchRow;
let hcm: BranchRow;
let salesRoleId: number;
let hrRoleId: number;
let admin: TestUser;
let hr: TestUser;
let plain: TestUser;
let adminToken: string;
let hrToken: string;
let plainToken: string;

function claims(token: string): { permissions: string[]; superuser: boolean } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

const call = (
  token: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) =>
  token
    ? t.as(token, { method, url, ...(payload ? { payload } : {}) })
    : t.app.inject({ method, url, ...(payload ? { payload } : {}) });

async function auditActions(entity: string, entityId: number): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(entityId))));
  return rows.map((row) => row.action);
}

async function signIn(username: string, password: string, branch = hn.id) {
  return t.app.inject({
    method: 'POST',
    url: urlOf(authEndpoints.signIn),
    payload: { username, password, branch },
  });
}

async function create(token: string, overrides: object = {}) {
  return call(token, 'POST', urlOf(staffEndpoints.create), {
    username: `nv${Math.floor(Math.random() * 1e9)}`,
    firstName: 'Thị Mai',
    lastName: 'Lê',
    branches: [hn.id],
    roles: [salesRoleId],
    ...overrides,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  hn = await buildBranch(db, { code: 'HN01' });
  hcm = await buildBranch(db, { code: 'HCM01' });
  const [sales] = await db.insert(roles).values({ key: 'sales', name: 'Kinh doanh' }).returning();
  const [hrRole] = await db.insert(roles).values({ key: 'hr', name: 'Nhân sự' }).returning();
  salesRoleId = sales?.id ?? 0;
  hrRoleId = hrRole?.id ?? 0;
  await db.insert(rolePermissions).values([
    { roleId: salesRoleId, permission: 'order_access' },
    { roleId: hrRoleId, permission: 'staff_admin' },
  ]);
  admin = await buildUser(db, { branchIds: [hn.id], isSuperuser: true, username: 'quantri' });
  hr = await buildUser(db, { branchIds: [hn.id], username: 'nhansu' });
  await db.insert(userRoles).values({ userId: hr.id, roleId: hrRoleId });
  plain = await buildUser(db, { branchIds: [hn.id], permissions: ['order_access'] });
  adminToken = (await t.login(admin)).accessToken;
  hrToken = (await t.login(hr)).accessToken;
  plainToken = (await t.login(plain)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('staff administration calls', () => {
  const routes: ['GET' | 'POST' | 'PATCH' | 'PUT', string, object?][] = [
    ['GET', urlOf(staffEndpoints.list)],
    ['POST', urlOf(staffEndpoints.create), { username: 'x' }],
    ['PATCH', urlOf(staffEndpoints.update, { id: 1 }), {}],
    ['PUT', urlOf(staffEndpoints.setActive, { id: 1 }), { isActive: true }],
    ['POST', urlOf(staffEndpoints.resetPassword, { id: 1 })],
    ['GET', urlOf(staffEndpoints.roles)],
    ['POST', urlOf(staffEndpoints.createRole), { key: 'x' }],
    ['PATCH', urlOf(staffEndpoints.updateRole, { id: 1 }), {}],
  ];

  it.each(routes)(
    '%s %s answers 401 without a token and 403 without staff_admin',
    async (method, url, payload) => {
      expect((await call(undefined, method, url, payload)).statusCode).toBe(401);
      const refused = await call(plainToken, method, url, payload);
      expect(refused.statusCode).toBe(403);
    },
  );

  it('should refuse bad input with 400 and write nothing', async () => {
    const noBranch = await create(hrToken, { branches: [] });
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().error.code).toBe(errorCodes.invalidRequest);
    expect((await create(hrToken, { username: 'có dấu' })).statusCode).toBe(400);
    expect((await create(hrToken, { branches: [999_999] })).statusCode).toBe(400);
    expect((await create(hrToken, { roles: [999_999] })).statusCode).toBe(400);
    expect(
      (await call(hrToken, 'GET', urlOf(staffEndpoints.list, {}, { active: 'maybe' }))).statusCode,
    ).toBe(400);
    expect(
      (
        await call(hrToken, 'POST', urlOf(staffEndpoints.createRole), {
          key: 'Có Dấu',
          name: 'x',
          permissions: [],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(hrToken, 'POST', urlOf(staffEndpoints.createRole), {
          key: 'ok',
          name: 'x',
          permissions: ['bogus'],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('should create an account with a one-time password that must be changed, and audit it', async () => {
    const response = await create(hrToken, { username: 'mai.le', branches: [hn.id, hcm.id] });
    expect(response.statusCode, response.body).toBe(200);
    const { user, oneTimePassword } = response.json().data as {
      user: StaffDto;
      oneTimePassword: string;
    };
    expect(user.mustChangePassword).toBe(true);
    expect(user.permissions).toEqual(['order_access']);
    expect(user.branches.map((branch) => branch.code)).toEqual(['HN01', 'HCM01']);
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(8);
    expect(await auditActions('user', user.id)).toContain('user.created');

    const login = await signIn('mai.le', oneTimePassword, hcm.id);
    expect(login.statusCode).toBe(200);
    const token = login.json().data.accessToken as string;
    expect(claims(token).permissions).toEqual(['order_access']);
    const me = await t.as(token, { method: 'GET', url: urlOf(authEndpoints.me) });
    expect(me.json().data.mustChangePassword).toBe(true);
    const changed = await t.as(token, {
      method: 'PUT',
      url: urlOf(authEndpoints.changePassword),
      payload: {
        currentPassword: oneTimePassword,
        newPassword: 'mat-khau-cua-mai',
        confirmPassword: 'mat-khau-cua-mai',
      },
    });
    expect(changed.statusCode).toBe(200);
    const again = await signIn('mai.le', 'mat-khau-cua-mai');
    const meAfter = await t.as(again.json().data.accessToken, {
      method: 'GET',
      url: urlOf(authEndpoints.me),
    });
    expect(meAfter.json().data.mustChangePassword).toBe(false);
  });

  it('should answer 409 on a duplicate username, whatever its case', async () => {
    expect((await create(hrToken, { username: 'trung.lap' })).statusCode).toBe(200);
    const duplicate = await create(hrToken, { username: 'Trung.Lap' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe(errorCodes.usernameTaken);
  });

  it('should list with search and the branch, role and active filters', async () => {
    await create(hrToken, { username: 'tim.kiem', lastName: 'Đặng', branches: [hcm.id] });
    const byName = await call(hrToken, 'GET', urlOf(staffEndpoints.list, {}, { terms: 'dang' }));
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.items.map((u: StaffDto) => u.username)).toContain('tim.kiem');
    const byBranch = (
      await call(hrToken, 'GET', urlOf(staffEndpoints.list, {}, { branches: hcm.id, pageSize: -1 }))
    ).json().data.items as StaffDto[];
    expect(byBranch.every((u) => u.branches.some((b) => b.id === hcm.id))).toBe(true);
    const byRole = (
      await call(hrToken, 'GET', urlOf(staffEndpoints.list, {}, { roles: hrRoleId }))
    ).json().data;
    expect(byRole.items.map((u: StaffDto) => u.username)).toEqual(['nhansu']);
    expect(byRole.total).toBe(1);
    const paged = (
      await call(hrToken, 'GET', urlOf(staffEndpoints.list, {}, { pageSize: 2, page: 1 }))
    ).json().data;
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
    const inactive = (
      await call(hrToken, 'GET', urlOf(staffEndpoints.list, {}, { active: 0 }))
    ).json().data.items as StaffDto[];
    expect(inactive.every((u) => !u.isActive)).toBe(true);
  });

  it('should let only a superuser grant superuser or touch a superuser account', async () => {
    const grant = await create(hrToken, { isSuperuser: true });
    expect(grant.statusCode).toBe(403);
    expect(
      (
        await call(hrToken, 'PATCH', urlOf(staffEndpoints.update, { id: admin.id }), {
          firstName: 'X',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(hrToken, 'POST', urlOf(staffEndpoints.resetPassword, { id: admin.id })))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(hrToken, 'PUT', urlOf(staffEndpoints.setActive, { id: admin.id }), {
          isActive: false,
        })
      ).statusCode,
    ).toBe(403);
    const bySuperuser = await create(adminToken, { isSuperuser: true, username: 'sieu.quantri' });
    expect(bySuperuser.statusCode).toBe(200);
    expect(bySuperuser.json().data.user.isSuperuser).toBe(true);
  });

  it('should not let an administrator remove their own last administration rights', async () => {
    const dropRole = await call(hrToken, 'PATCH', urlOf(staffEndpoints.update, { id: hr.id }), {
      roles: [salesRoleId],
    });
    expect(dropRole.statusCode).toBe(409);
    expect(dropRole.json().error.code).toBe(errorCodes.lastAdministrator);
    const disableSelf = await call(hrToken, 'PUT', urlOf(staffEndpoints.setActive, { id: hr.id }), {
      isActive: false,
    });
    expect(disableSelf.statusCode).toBe(409);
    const dropFromRole = await call(
      hrToken,
      'PATCH',
      urlOf(staffEndpoints.updateRole, { id: hrRoleId }),
      {
        permissions: ['order_access'],
      },
    );
    expect(dropFromRole.statusCode).toBe(409);
    const selfDemote = await call(
      adminToken,
      'PATCH',
      urlOf(staffEndpoints.update, { id: admin.id }),
      {
        isSuperuser: false,
      },
    );
    expect(selfDemote.statusCode).toBe(409);
    // Keeping staff_admin through a direct grant is allowed.
    const viaGrant = await call(hrToken, 'PATCH', urlOf(staffEndpoints.update, { id: hr.id }), {
      roles: [salesRoleId],
      directPermissions: ['staff_admin'],
    });
    expect(viaGrant.statusCode, viaGrant.body).toBe(200);
    expect(viaGrant.json().data.permissions).toEqual(['order_access', 'staff_admin']);
    expect(await auditActions('user', hr.id)).toContain('user.updated');
  });

  it('should end every sign-in of a disabled user at once, and let them back when enabled', async () => {
    const created = (await create(hrToken, { username: 'se.bi.khoa' })).json().data;
    await call(hrToken, 'POST', urlOf(staffEndpoints.resetPassword, { id: created.user.id }));
    const reset = (
      await call(hrToken, 'POST', urlOf(staffEndpoints.resetPassword, { id: created.user.id }))
    ).json().data;
    const login = (await signIn('se.bi.khoa', reset.oneTimePassword)).json().data;
    expect(
      (await t.as(login.accessToken, { method: 'GET', url: urlOf(authEndpoints.me) })).statusCode,
    ).toBe(200);
    const disabled = await call(
      hrToken,
      'PUT',
      urlOf(staffEndpoints.setActive, { id: created.user.id }),
      {
        isActive: false,
      },
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.isActive).toBe(false);
    expect(
      (await t.as(login.accessToken, { method: 'GET', url: urlOf(authEndpoints.me) })).statusCode,
    ).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.refresh),
      payload: { refreshToken: login.refreshToken },
    });
    expect(refresh.statusCode).toBe(400);
    const refused = await signIn('se.bi.khoa', reset.oneTimePassword);
    expect(refused.json().error.code).toBe(errorCodes.userDisabled);
    await call(hrToken, 'PUT', urlOf(staffEndpoints.setActive, { id: created.user.id }), {
      isActive: true,
    });
    expect((await signIn('se.bi.khoa', reset.oneTimePassword)).statusCode).toBe(200);
    expect(await auditActions('user', created.user.id)).toEqual(
      expect.arrayContaining(['user.password_reset', 'user.disabled', 'user.enabled']),
    );
  });

  it('should reset a password: the old one stops working and the new one must be changed', async () => {
    const created = (await create(hrToken, { username: 'quen.mat.khau' })).json().data;
    const before = (await signIn('quen.mat.khau', created.oneTimePassword)).json().data;
    const reset = await call(
      hrToken,
      'POST',
      urlOf(staffEndpoints.resetPassword, { id: created.user.id }),
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.oneTimePassword).not.toBe(created.oneTimePassword);
    expect(
      (await t.as(before.accessToken, { method: 'GET', url: urlOf(authEndpoints.me) })).statusCode,
    ).toBe(401);
    expect((await signIn('quen.mat.khau', created.oneTimePassword)).statusCode).toBe(400);
    expect((await signIn('quen.mat.khau', reset.json().data.oneTimePassword)).statusCode).toBe(200);
    expect(
      (await call(hrToken, 'POST', '/crm/api/v1/staff/999999:reset-password/')).statusCode,
    ).toBe(404);
  });

  it('should list roles with holders, create and edit them, effective at the next refresh', async () => {
    const list = await call(hrToken, 'GET', urlOf(staffEndpoints.roles));
    // nhansu moved from the hr role to sales (with a direct grant) in the test above.
    const salesRow = (list.json().data.items as RoleDto[]).find((role) => role.key === 'sales');
    expect(salesRow?.holders.map((holder) => holder.username)).toContain('nhansu');
    expect(salesRow?.permissions).toEqual(['order_access']);

    const created = await call(hrToken, 'POST', urlOf(staffEndpoints.createRole), {
      key: 'thu_ngan',
      name: 'Thu ngân',
      permissions: ['cash_log_access'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json().data as RoleDto;
    expect(
      (
        await call(hrToken, 'POST', urlOf(staffEndpoints.createRole), {
          key: 'thu_ngan',
          name: 'x',
          permissions: [],
        })
      ).statusCode,
    ).toBe(409);

    const member = (await create(hrToken, { username: 'thu.ngan', roles: [role.id] })).json().data;
    const login = (await signIn('thu.ngan', member.oneTimePassword)).json().data;
    expect(claims(login.accessToken).permissions).toEqual(['cash_log_access']);

    const edited = await call(hrToken, 'PATCH', urlOf(staffEndpoints.updateRole, { id: role.id }), {
      name: 'Thu ngân chính',
      permissions: ['cash_log_access', 'contract_access'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.holders.map((h: { username: string }) => h.username)).toEqual([
      'thu.ngan',
    ]);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.refresh),
      payload: { refreshToken: login.refreshToken },
    });
    expect(claims(refreshed.json().data.accessToken).permissions).toEqual([
      'cash_log_access',
      'contract_access',
    ]);
    expect(await auditActions('role', role.id)).toEqual(['role.created', 'role.updated']);
    expect(
      (await call(hrToken, 'PATCH', '/crm/api/v1/roles/999999/', { name: 'x' })).statusCode,
    ).toBe(404);
  });
});
