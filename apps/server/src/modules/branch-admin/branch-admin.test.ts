import type { AdminBranchDto, AdminFundDto } from '@pawndesk/domain/branch-admin-api';
import { errorCodes } from '@pawndesk/domain/errors';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, branches, funds } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const base = '/crm/api/v1';

let t: TestApp;
let hn: BranchRow;
let lvl: BranchRow;
let adminToken: string;
let plainToken: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  token
    ? t.as(token, { method, url: `${base}${url}`, ...(payload ? { payload } : {}) })
    : t.app.inject({ method, url: `${base}${url}`, ...(payload ? { payload } : {}) });

async function auditRows(entity: string, entityId: number) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(entityId))))
    .orderBy(asc(auditEvents.id));
}

const account = {
  bankBin: '970436',
  bankName: 'Vietcombank',
  accountNumber: '0011004455667',
  accountName: 'CONG TY CAM DO AN PHAT',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  hn = await buildBranch(db, { code: 'HN01', name: 'Chi nhánh Cầu Giấy' });
  lvl = await buildBranch(db, { code: 'LVL', name: 'LVL' });
  const admin = await buildUser(db, { branchIds: [hn.id], permissions: ['staff_admin'] });
  const plain = await buildUser(db, { branchIds: [hn.id], permissions: ['cash_log_access'] });
  adminToken = (await t.login(admin)).accessToken;
  plainToken = (await t.login(plain)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('branch administration calls', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/branch-settings/'],
    ['PATCH', '/branch-settings/1/', { name: 'x' }],
    ['PUT', '/branch-settings/1/bank-account/', account],
    ['DELETE', '/branch-settings/1/bank-account/'],
    ['POST', '/funds/', { name: 'x', type: 'CASH', branchId: 1 }],
    ['PATCH', '/funds/1/', { name: 'x' }],
  ];

  it.each(routes)(
    '%s %s answers 401 without a token and 403 without staff_admin',
    async (method, url, payload) => {
      expect((await call(undefined, method, url, payload)).statusCode).toBe(401);
      expect((await call(plainToken, method, url, payload)).statusCode).toBe(403);
    },
  );

  it('should edit a branch name and address, keep its code, and audit it', async () => {
    const response = await call(adminToken, 'PATCH', `/branch-settings/${hn.id}/`, {
      name: 'Chi nhánh Cầu Giấy 2',
      address: '12 Trần Thái Tông, Cầu Giấy',
    });
    expect(response.statusCode).toBe(200);
    const branch: AdminBranchDto = response.json().data;
    expect(branch).toMatchObject({
      code: 'HN01',
      name: 'Chi nhánh Cầu Giấy 2',
      address: '12 Trần Thái Tông, Cầu Giấy',
      isSpecial: false,
      takesFunds: true,
    });
    const [row] = await auditRows('branch', hn.id);
    expect(row?.action).toBe('branch.updated');
    expect(row?.before).toMatchObject({ name: 'Chi nhánh Cầu Giấy' });
    expect(row?.after).toMatchObject({ name: 'Chi nhánh Cầu Giấy 2' });
  });

  it('should refuse a code change, a blank name and an unknown branch', async () => {
    const code = await call(adminToken, 'PATCH', `/branch-settings/${lvl.id}/`, { code: 'X' });
    expect(code.statusCode).toBe(400);
    expect(code.json().error.code).toBe(errorCodes.invalidRequest);
    expect(
      (await call(adminToken, 'PATCH', `/branch-settings/${hn.id}/`, { name: '  ' })).statusCode,
    ).toBe(400);
    expect(
      (await call(adminToken, 'PATCH', '/branch-settings/999999/', { name: 'x' })).statusCode,
    ).toBe(404);
    const [stored] = await t.database.db.select().from(branches).where(eq(branches.id, lvl.id));
    expect(stored?.code).toBe('LVL');
  });

  it('should set, replace and remove the receiving bank account, auditing each', async () => {
    const url = `/branch-settings/${hn.id}/bank-account/`;
    const set = await call(adminToken, 'PUT', url, account);
    expect(set.statusCode).toBe(200);
    expect(set.json().data.bankAccount).toEqual(account);
    expect((await call(adminToken, 'PUT', url, account)).statusCode).toBe(200);
    const replaced = await call(adminToken, 'PUT', url, { ...account, bankBin: '970415' });
    expect(replaced.json().data.bankAccount.bankBin).toBe('970415');

    const listed = await call(adminToken, 'GET', '/branch-settings/');
    const mine = listed.json().data.branches.find((item: AdminBranchDto) => item.id === hn.id);
    expect(mine.bankAccount.bankBin).toBe('970415');

    const removed = await call(adminToken, 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.bankAccount).toBeNull();
    const actions = (await auditRows('branch', hn.id)).map((row) => row.action);
    expect(actions).toEqual([
      'branch.updated',
      'branch.bank-account-set',
      'branch.bank-account-set',
      'branch.bank-account-removed',
    ]);
  });

  it('should refuse a bank account with a bad BIN or account number', async () => {
    const url = `/branch-settings/${hn.id}/bank-account/`;
    expect((await call(adminToken, 'PUT', url, { ...account, bankBin: '97043' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(adminToken, 'PUT', url, { ...account, accountNumber: '12-34' })).statusCode,
    ).toBe(400);
    expect((await call(adminToken, 'PUT', url, { ...account, accountName: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(adminToken, 'PUT', '/branch-settings/999999/bank-account/', account)).statusCode,
    ).toBe(404);
  });

  it('should create a fund, one active per type and branch, with a unique name', async () => {
    const created = await call(adminToken, 'POST', '/funds/', {
      name: 'Quỹ tiền mặt Cầu Giấy',
      type: 'CASH',
      branchId: hn.id,
    });
    expect(created.statusCode).toBe(200);
    const fund: AdminFundDto = created.json().data;
    expect(fund).toMatchObject({ type: 'CASH', branchId: hn.id, isActive: true });
    expect((await auditRows('fund', fund.id)).map((row) => row.action)).toEqual(['fund.created']);

    const sameName = await call(adminToken, 'POST', '/funds/', {
      name: 'quỹ tiền mặt cầu giấy',
      type: 'BANK',
      branchId: hn.id,
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.code).toBe(errorCodes.conflict);
    const secondCash = await call(adminToken, 'POST', '/funds/', {
      name: 'Quỹ tiền mặt 2',
      type: 'CASH',
      branchId: hn.id,
    });
    expect(secondCash.statusCode).toBe(409);
  });

  it('should refuse a fund for LVL or an unknown branch', async () => {
    const forLvl = await call(adminToken, 'POST', '/funds/', {
      name: 'Quỹ LVL',
      type: 'CASH',
      branchId: lvl.id,
    });
    expect(forLvl.statusCode).toBe(400);
    const unknown = await call(adminToken, 'POST', '/funds/', {
      name: 'Quỹ ma',
      type: 'CASH',
      branchId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call(adminToken, 'POST', '/funds/', { name: 'x', type: 'GOLD', branchId: hn.id }))
        .statusCode,
    ).toBe(400);
    const listed = await t.database.db.select().from(funds).where(eq(funds.branchId, lvl.id));
    expect(listed).toEqual([]);
  });

  it('should rename and deactivate a fund, and reactivate it only while no other is active', async () => {
    const bank = (
      await call(adminToken, 'POST', '/funds/', {
        name: 'TK Vietcombank',
        type: 'BANK',
        branchId: hn.id,
      })
    ).json().data as AdminFundDto;
    const renamed = await call(adminToken, 'PATCH', `/funds/${bank.id}/`, {
      name: 'TK Vietcombank Cầu Giấy',
    });
    expect(renamed.json().data.name).toBe('TK Vietcombank Cầu Giấy');
    const off = await call(adminToken, 'PATCH', `/funds/${bank.id}/`, { isActive: false });
    expect(off.json().data.isActive).toBe(false);

    const replacement = await call(adminToken, 'POST', '/funds/', {
      name: 'TK BIDV Cầu Giấy',
      type: 'BANK',
      branchId: hn.id,
    });
    expect(replacement.statusCode).toBe(200);
    const back = await call(adminToken, 'PATCH', `/funds/${bank.id}/`, { isActive: true });
    expect(back.statusCode).toBe(409);

    expect(
      (await call(adminToken, 'PATCH', `/funds/${bank.id}/`, { name: 'TK BIDV Cầu Giấy' }))
        .statusCode,
    ).toBe(409);
    expect((await call(adminToken, 'PATCH', '/funds/999999/', { name: 'x' })).statusCode).toBe(404);
    // Saving the same values again writes no audit row.
    expect(
      (await call(adminToken, 'PATCH', `/funds/${bank.id}/`, { isActive: false })).statusCode,
    ).toBe(200);
    const actions = (await auditRows('fund', bank.id)).map((row) => row.action);
    expect(actions).toEqual(['fund.created', 'fund.updated', 'fund.deactivated']);

    const listed = await call(adminToken, 'GET', '/branch-settings/');
    const stored = listed.json().data.funds.find((item: AdminFundDto) => item.id === bank.id);
    expect(stored).toMatchObject({ isActive: false, name: 'TK Vietcombank Cầu Giấy' });
  });
});
