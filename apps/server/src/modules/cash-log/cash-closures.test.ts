import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { urlOf } from '../../testing/url-of.ts';
import { type CashTest, createCashTest } from './cash-log.testing.ts';

let c: CashTest;
beforeAll(async () => {
  c = await createCashTest();
});
afterAll(async () => {
  await c.t.close();
});

async function approvedEntry(
  branchCode: string,
  registrationDate: string,
  amount: number,
  direction = -1,
) {
  const response = await c.post({
    direction,
    registrationDate,
    amount,
    category: c.category(direction === 1 ? 'MISC_INCOME' : 'RENT'),
    targetBranch: c.branch(branchCode),
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json().data.id as number;
  expect((await c.setStatus(id, 'registered')).statusCode).toBe(200);
  return id;
}

function listClosures(query: string, token = c.head) {
  return c.t.as(token, { method: 'GET', url: urlOf(cashLogEndpoints.closures, {}, query) });
}

function remove(id: number, token = c.head) {
  return c.t.as(token, { method: 'DELETE', url: urlOf(cashLogEndpoints.deleteClosure, { id }) });
}

describe('A POST /v1/cash-closures/', () => {
  it('should answer 401, 403 for staff without head_accountant_access, 400 without a fund', async () => {
    const payload = { closureDate: '2026-10-31', fund: c.fund('Quỹ tiền mặt Cầu Giấy') };
    const anonymous = await c.t.app.inject({
      method: 'POST',
      url: urlOf(cashLogEndpoints.createClosure),
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await c.close(payload, c.accountant)).statusCode).toBe(403);
    expect((await c.close(payload, c.outsider)).statusCode).toBe(403);
    const bad = await c.close({ closureDate: '2026-10-31' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(errorCodes.invalidRequest);
  });

  it('should snapshot opening + registered entries up to the date, and keep an entered balance', async () => {
    const fund = c.fund('Quỹ tiền mặt Bạch Mai');
    await approvedEntry('HN02', '2026-10-05', 4_000_000, 1);
    await approvedEntry('HN02', '2026-10-31', 1_000_000);
    await approvedEntry('HN02', '2026-11-01', 500_000);
    const response = await c.close({ closureDate: '2026-10-31', fund, notes: 'Chốt tháng 10' });
    expect(response.statusCode, response.body).toBe(200);
    const closure = response.json().data;
    expect(closure).toMatchObject({
      closureDate: '2026-10-31',
      balance: 303_000_000,
      computedBalance: 303_000_000,
      notes: 'Chốt tháng 10',
      fund: { id: fund, name: 'Quỹ tiền mặt Bạch Mai', type: 'CASH' },
    });
    const counted = await c.close({ closureDate: '2026-11-02', fund, balance: 302_400_000 });
    expect(counted.json().data).toMatchObject({
      balance: 302_400_000,
      computedBalance: 302_500_000,
    });
    const audits = await c.t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity, 'cash_closure'), eq(auditEvents.entityId, String(closure.id))),
      );
    expect(audits.map((row) => row.action)).toEqual(['cash-closure.created']);
  });

  it('should answer 7001 for a duplicate and 7003 for a date before the latest closure', async () => {
    const fund = c.fund('Quỹ tiền mặt Hà Đông');
    expect((await c.close({ closureDate: '2026-10-31', fund })).statusCode).toBe(200);
    const duplicate = await c.close({ closureDate: '2026-10-31', fund });
    expect(duplicate.json().error.code).toBe(7001);
    const earlier = await c.close({ closureDate: '2026-10-15', fund });
    expect(earlier.json().error.code).toBe(7003);
  });

  it('should answer 7005 while a pending entry lies in the range, and close once it is approved', async () => {
    const fund = c.fund('Quỹ tiền mặt Bến Thành');
    const pending = await c.post({
      direction: -1,
      registrationDate: '2026-11-03',
      amount: 200_000,
      category: c.category('STATIONERY'),
      targetBranch: c.branch('HCM01'),
    });
    const blocked = await c.close({ closureDate: '2026-11-05', fund });
    expect(blocked.json().error.code).toBe(7005);
    // A closure before the pending entry is fine.
    expect((await c.close({ closureDate: '2026-11-02', fund })).statusCode).toBe(200);
    await c.setStatus(pending.json().data.id, 'registered');
    expect((await c.close({ closureDate: '2026-11-05', fund })).statusCode).toBe(200);
  });

  it('should answer 7006 for an unknown fund and 7007 for a future date', async () => {
    expect((await c.close({ closureDate: '2026-11-01', fund: 999_999 })).json().error.code).toBe(
      7006,
    );
    const future = await c.close({
      closureDate: '2026-11-22',
      fund: c.fund('Quỹ tiền mặt Cầu Giấy'),
    });
    expect(future.json().error.code).toBe(7007);
  });
});

describe('A GET /v1/cash-closures/', () => {
  it('should answer 401, 403 and 400', async () => {
    expect(
      (await c.t.app.inject({ method: 'GET', url: urlOf(cashLogEndpoints.closures) })).statusCode,
    ).toBe(401);
    expect((await listClosures('', c.outsider)).statusCode).toBe(403);
    expect((await listClosures('fromDate=31/10/2026')).statusCode).toBe(400);
  });

  it('should list closures newest first, by date range and fund, for any cash log staff', async () => {
    const fund = c.fund('Quỹ tiền mặt Lê Chân');
    await c.close({ closureDate: '2026-09-30', fund });
    await c.close({ closureDate: '2026-10-31', fund });
    const all = (await listClosures(`funds=${fund}&pageSize=-1`, c.accountant)).json().data;
    expect(all.total).toBe(2);
    expect(all.items.map((item: { closureDate: string }) => item.closureDate)).toEqual([
      '2026-10-31',
      '2026-09-30',
    ]);
    const monthEnd = (
      await listClosures(`fromDate=2026-10-31&toDate=2026-10-31&pageSize=-1`)
    ).json().data;
    expect(monthEnd.items.map((item: { fund: { id: number } }) => item.fund.id)).toContain(fund);
    expect(
      monthEnd.items.every((item: { closureDate: string }) => item.closureDate === '2026-10-31'),
    ).toBe(true);
  });
});

describe('A DELETE /v1/cash-closures/{id}/', () => {
  it('should answer 401, 403 and 400 for a bad id', async () => {
    const anonymous = await c.t.app.inject({ method: 'DELETE', url: '/api/v1/cash-closures/1/' });
    expect(anonymous.statusCode).toBe(401);
    expect((await remove(1, c.accountant)).statusCode).toBe(403);
    expect(
      (await c.t.as(c.head, { method: 'DELETE', url: '/api/v1/cash-closures/abc/' })).statusCode,
    ).toBe(404);
  });

  it('should remove only the latest closure of a fund (7004), reopening its range', async () => {
    const fund = c.fund('Quỹ tiền mặt Ninh Kiều');
    const first = (await c.close({ closureDate: '2026-09-30', fund })).json().data.id;
    const second = (await c.close({ closureDate: '2026-10-31', fund })).json().data.id;
    expect((await remove(first)).json().error.code).toBe(7004);
    expect((await remove(999_999)).json().error.code).toBe(7004);
    const removed = await remove(second);
    expect(removed.json()).toEqual({ data: { deleted: true } });
    // October is open again for entries.
    const entry = await c.post({
      direction: -1,
      registrationDate: '2026-10-20',
      amount: 100_000,
      category: c.category('RENT'),
      targetBranch: c.branch('CT01'),
    });
    expect(entry.statusCode).toBe(200);
    expect((await remove(first)).statusCode).toBe(200);
  });
});
