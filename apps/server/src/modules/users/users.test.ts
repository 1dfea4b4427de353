import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { auditEvents, branches, rolePermissions, roles } from '../../db/schema.ts';
import { serverRoot } from '../../lib/paths.ts';
import { buildBranch } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';
import * as users from './users.service.ts';

let t: TestApp;
let ctx: users.AdminContext;

beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.database.db, now: t.clock.clock, requestId: 'test', actor: undefined };
  await buildBranch(t.database.db, { code: 'HN01' });
  const [role] = await t.database.db
    .insert(roles)
    .values({ key: 'sales', name: 'Kinh doanh' })
    .returning();
  await t.database.db
    .insert(rolePermissions)
    .values({ roleId: role?.id ?? 0, permission: 'order_access' });
});
afterAll(async () => {
  await t.close();
});

describe('users administration', () => {
  it('should create a user who can sign in with the role permissions, and audit it', async () => {
    const { id, extension } = await users.createUser(ctx, {
      username: 'lan.nguyen',
      password: 'mat-khau-lan-1',
      firstName: 'Thị Lan',
      lastName: 'Nguyễn',
      branchCodes: ['HN01'],
      roleKeys: ['sales'],
      isSuperuser: false,
    });
    const [branch] = await t.database.db.select().from(branches).where(eq(branches.code, 'HN01'));
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signIn),
      payload: { username: 'lan.nguyen', password: 'mat-khau-lan-1', branch: branch?.id },
    });
    expect(response.statusCode).toBe(200);
    const listed = await users.listUsers(t.database.db);
    expect(listed.find((row) => row.id === id)?.permissions).toEqual(['order_access']);
    expect(listed.find((row) => row.id === id)?.extension).toBe(extension);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(id)));
    expect(audits.map((row) => row.action)).toContain('user.created');
  });

  it('should refuse unknown branches, roles, permissions and short passwords', async () => {
    const base = {
      username: 'x1',
      password: 'mat-khau-dai',
      firstName: 'A',
      lastName: 'B',
      branchCodes: ['HN01'],
      roleKeys: [],
      isSuperuser: false,
    };
    await expect(users.createUser(ctx, { ...base, branchCodes: ['ZZ'] })).rejects.toThrow(
      'Unknown branch code(s): ZZ',
    );
    await expect(users.createUser(ctx, { ...base, roleKeys: ['pilot'] })).rejects.toThrow(
      'Unknown role(s): pilot',
    );
    await expect(users.createUser(ctx, { ...base, password: 'ngan' })).rejects.toThrow('ít nhất 8');
    await expect(users.createUser(ctx, { ...base, extension: '0901' })).rejects.toThrow(
      'Số máy lẻ gồm 3 đến 5 chữ số',
    );
    await expect(users.grantPermissions(ctx, 'lan.nguyen', ['fly_access'])).rejects.toThrow(
      'Unknown permission(s): fly_access',
    );
    expect((await users.listUsers(t.database.db)).map((row) => row.username)).not.toContain('x1');
  });

  it('should grant and revoke permissions with audit rows', async () => {
    await users.grantPermissions(ctx, 'lan.nguyen', ['cash_log_access', 'client_access']);
    let row = (await users.listUsers(t.database.db)).find((user) => user.username === 'lan.nguyen');
    expect(row?.permissions).toEqual(['cash_log_access', 'client_access', 'order_access']);
    await users.revokePermissions(ctx, 'lan.nguyen', ['cash_log_access']);
    row = (await users.listUsers(t.database.db)).find((user) => user.username === 'lan.nguyen');
    expect(row?.permissions).toEqual(['client_access', 'order_access']);
  });

  it('should reset a password and sign the user out everywhere', async () => {
    const [branch] = await t.database.db.select().from(branches).where(eq(branches.code, 'HN01'));
    const login = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signIn),
      payload: { username: 'lan.nguyen', password: 'mat-khau-lan-1', branch: branch?.id },
    });
    await users.resetPassword(ctx, 'lan.nguyen', 'mat-khau-moi-99');
    const refresh = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.refresh),
      payload: { refreshToken: login.json().data.refreshToken },
    });
    expect(refresh.statusCode).toBe(400);
    const again = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signIn),
      payload: { username: 'lan.nguyen', password: 'mat-khau-moi-99', branch: branch?.id },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('npm run users', () => {
  const run = promisify(execFile);
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pawndesk-cli-'));
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(database);
    await database.db
      .insert(branches)
      .values({ code: 'HCM01', name: 'Quận 1', address: '1 Lê Lợi' });
    await database.close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should create a user, grant a permission and list it on the embedded database', async () => {
    const cli = (...args: string[]) =>
      run('npx', ['tsx', 'src/cli/users.ts', ...args], {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    const created = await cli(
      'create',
      'minh',
      '--password',
      'mat-khau-minh',
      '--first',
      'Văn Minh',
      '--last',
      'Trần',
      '--branch',
      'HCM01',
    );
    expect(created.stdout).toMatch(/Created minh \(id \d+, extension 2001\)/);
    await cli('grant', 'minh', 'asset_access');
    const listed = await cli('list');
    expect(listed.stdout).toMatch(/minh\s+2001\s+active\s+asset_access/);
    await expect(cli('grant', 'minh', 'bogus')).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown permission'),
    });
  }, 60_000);
});
