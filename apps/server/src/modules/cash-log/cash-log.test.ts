import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cashLogs } from '../../db/schema.ts';
import { urlOf } from '../../testing/url-of.ts';
import { type CashTest, createCashTest } from './cash-log.testing.ts';

let c: CashTest;
let cauGiay: number;
let bachMai: number;
let techcombank: number;
beforeAll(async () => {
  c = await createCashTest();
  cauGiay = c.fund('Quỹ tiền mặt Cầu Giấy');
  bachMai = c.fund('Quỹ tiền mặt Bạch Mai');
  techcombank = c.fund('Techcombank – TK thu hộ');
});
afterAll(async () => {
  await c.t.close();
});

/** A valid cash-out for HN02 (Bạch Mai), rent, by default. */
function entry(overrides: Record<string, unknown> = {}) {
  return {
    direction: -1,
    registrationDate: '2026-11-20',
    amount: 1_500_000,
    category: c.category('RENT'),
    type: 'CASH',
    targetBranch: c.branch('HN02'),
    notes: 'Tiền thuê tháng 11',
    ...overrides,
  };
}

async function created(overrides: Record<string, unknown> = {}, token?: string) {
  const response = await c.post(entry(overrides), token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; status: string; fund: { id: number } };
}

async function approved(overrides: Record<string, unknown> = {}) {
  const { id } = await created(overrides);
  const response = await c.setStatus(id, 'registered');
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

function list(query: string, token = c.head) {
  return c.t.as(token, { method: 'GET', url: urlOf(cashLogEndpoints.list, {}, query) });
}

describe('A POST /v1/cash-logs/', () => {
  it('should answer 401 without a token, 403 without cash_log_access', async () => {
    const anonymous = await c.t.app.inject({
      method: 'POST',
      url: urlOf(cashLogEndpoints.create),
      payload: entry(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await c.post(entry(), c.outsider)).statusCode).toBe(403);
  });

  it.each([
    ['no amount', { amount: undefined }],
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 1000.5 }],
    ['a bad direction', { direction: 2 }],
    ['no category', { category: undefined }],
  ])('should answer 400 (1000) for %s', async (_name, overrides) => {
    const response = await c.post(entry(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
  });

  it.each(['20/11/2026', '2026-02-30'])(
    'should answer 400 INVALID_DATE_FORMAT (5012) for the date %s',
    async (registrationDate) => {
      const response = await c.post(entry({ registrationDate }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(errorCodes.invalidDateFormat);
    },
  );

  it('should create a pending entry in the branch cash fund, with its agent and an audit row', async () => {
    const response = await c.post(entry(), c.accountant);
    expect(response.statusCode).toBe(200);
    const dto = response.json().data;
    expect(dto).toMatchObject({
      status: 'pending',
      amount: 1_500_000,
      direction: -1,
      type: 'CASH',
      fund: { id: bachMai, name: 'Quỹ tiền mặt Bạch Mai' },
      targetBranch: { id: c.branch('HN02'), code: 'HN02' },
      branch: { id: c.branch('HN01') },
      agent: { firstName: 'Văn An', lastName: 'Nguyễn' },
      category: { id: c.category('RENT'), parent: c.category('ORDINARY_EXPENSE') },
      contract: null,
      cashBalance: null,
    });
    const rows = await c.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'cash_log'), eq(auditEvents.entityId, String(dto.id))));
    expect(rows.map((row) => row.action)).toEqual(['cash-log.created']);
  });

  it('should let a head accountant choose the fund, whose type becomes the entry type', async () => {
    const dto = await created({ fund: techcombank, type: 'CASH' });
    expect(dto).toMatchObject({ fund: { id: techcombank }, type: 'BANK' });
  });

  it('should refuse a fund chosen by staff without head_accountant_access (403)', async () => {
    const response = await c.post(entry({ fund: cauGiay }), c.accountant);
    expect(response.statusCode).toBe(403);
  });

  it('should send a bank entry of a branch without a bank account to the company-wide one', async () => {
    const dto = await created({ type: 'BANK' }, c.accountant);
    expect(dto.fund.id).toBe(techcombank);
  });

  it('should answer 7006 for an unknown fund', async () => {
    const response = await c.post(entry({ fund: 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(7006);
  });

  it('should answer 7002 for an unknown branch', async () => {
    const response = await c.post(entry({ targetBranch: 999_999 }));
    expect(response.json().error.code).toBe(7002);
  });

  it('should refuse LVL and GD, which the editor never offers', async () => {
    for (const code of ['LVL', 'GD']) {
      const response = await c.post(entry({ targetBranch: c.branch(code) }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(errorCodes.invalidRequest);
    }
  });

  it('should answer 7007 for a date after today, and take today', async () => {
    const response = await c.post(entry({ registrationDate: '2026-11-22' }));
    expect(response.json().error.code).toBe(7007);
    expect((await c.post(entry({ registrationDate: c.today }))).statusCode).toBe(200);
  });

  it.each([
    ['a parent with sub-categories', 'ORDINARY_EXPENSE', {}, 'Vui lòng chọn danh mục con'],
    ['an income category on a cash-out', 'BANK_INTEREST', {}, 'không phải khoản chi'],
    ['a disbursement without a contract id', 'LOAN_DISBURSEMENT', {}, 'mã hợp đồng'],
  ])('should refuse %s', async (_name, key, overrides, message) => {
    const response = await c.post(entry({ category: c.category(key), ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('should require the renewed contract id for the RENEW sub-category, and keep both ids', async () => {
    await c.contract(500123);
    await c.contract(500456);
    const renew = { direction: 1, category: c.category('RENEW'), mifosLoanId: 500123 };
    const refused = await c.post(entry(renew));
    expect(refused.json().error.message).toContain('gia hạn');
    const unknown = await c.post(entry({ ...renew, mifosRenewLoanId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Không tìm thấy hợp đồng số 999999');
    const dto = await created({ ...renew, mifosRenewLoanId: 500456 });
    expect(dto).toMatchObject({
      mifosLoanId: 500123,
      mifosRenewLoanId: 500456,
      contract: { finfluxId: 500123, renewal: { finfluxId: 500456 } },
    });
  });
});

describe('A PUT /v1/cash-logs/{id}/status/', () => {
  it('should answer 401, 403 for staff without head_accountant_access, 400 for a bad status', async () => {
    const { id } = await created();
    const anonymous = await c.t.app.inject({
      method: 'PUT',
      url: urlOf(cashLogEndpoints.setStatus, { id }),
      payload: { status: 'registered' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await c.setStatus(id, 'registered', c.accountant)).statusCode).toBe(403);
    expect((await c.setStatus(id, 'pending')).statusCode).toBe(400);
    expect((await c.setStatus(999_999, 'registered')).statusCode).toBe(404);
  });

  it('should approve a pending entry once, with an audit row', async () => {
    const { id } = await created();
    const response = await c.setStatus(id, 'registered');
    expect(response.json().data.status).toBe('registered');
    expect((await c.setStatus(id, 'registered')).statusCode).toBe(409);
    const rows = await c.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'cash_log'), eq(auditEvents.entityId, String(id))));
    expect(rows.map((row) => row.action)).toEqual(['cash-log.created', 'cash-log.approved']);
  });

  it('should remove (retract) pending and registered entries, not twice', async () => {
    const { id } = await created();
    expect((await c.setStatus(id, 'retracted')).json().data.status).toBe('retracted');
    expect((await c.setStatus(id, 'retracted')).statusCode).toBe(409);
    expect((await c.setStatus(id, 'registered')).statusCode).toBe(409);
    const registered = await approved();
    expect((await c.setStatus(registered, 'retracted')).json().data.status).toBe('retracted');
  });
});

describe('corrections (retractedLog)', () => {
  it('should retract a pending target at once', async () => {
    const { id: target } = await created();
    const correction = await created({ retractedLog: target, amount: 1_600_000 }, c.accountant);
    expect(correction).toMatchObject({ status: 'pending', retractedLog: target });
    const [row] = await c.t.database.db.select().from(cashLogs).where(eq(cashLogs.id, target));
    expect(row?.status).toBe('retracted');
  });

  it('should keep a registered target counting until the correction is approved', async () => {
    const target = await approved();
    const correction = await created({ retractedLog: target, amount: 1_400_000 }, c.accountant);
    const statusOf = async (id: number) =>
      (await c.t.database.db.select().from(cashLogs).where(eq(cashLogs.id, id)))[0]?.status;
    expect(await statusOf(target)).toBe('registered');
    await c.setStatus(correction.id, 'registered');
    expect(await statusOf(target)).toBe('retracted');
  });

  it('should refuse a retracted or unknown target', async () => {
    const { id } = await created();
    await c.setStatus(id, 'retracted');
    expect((await c.post(entry({ retractedLog: id }))).statusCode).toBe(409);
    expect((await c.post(entry({ retractedLog: 999_999 }))).statusCode).toBe(404);
  });
});

describe('closed ranges (7003, 7008)', () => {
  it('should refuse entries on or before the fund latest closure, approve and remove inside it', async () => {
    const fund = c.fund('Quỹ tiền mặt Hà Đông');
    const hn03 = c.branch('HN03');
    const inside = await approved({ targetBranch: hn03, registrationDate: '2026-11-10' });
    const closure = await c.close({ closureDate: '2026-11-15', fund });
    expect(closure.statusCode, closure.body).toBe(200);

    for (const date of ['2026-11-15', '2026-11-01']) {
      const refused = await c.post(entry({ targetBranch: hn03, registrationDate: date }));
      expect(refused.json().error.code).toBe(7003);
    }
    // Another fund is not closed.
    expect((await c.post(entry({ registrationDate: '2026-11-10' }))).statusCode).toBe(200);
    expect(
      (await c.post(entry({ targetBranch: hn03, registrationDate: '2026-11-16' }))).statusCode,
    ).toBe(200);

    const removal = await c.setStatus(inside, 'retracted');
    expect(removal.json().error.code).toBe(7008);
    const correction = await c.post(entry({ targetBranch: hn03, retractedLog: inside }));
    expect(correction.json().error.code).toBe(7008);
  });
});

describe('A GET /v1/cash-logs/ and /pending/', () => {
  it('should answer 401, 403 and 400 (ceiling below floor)', async () => {
    expect(
      (await c.t.app.inject({ method: 'GET', url: urlOf(cashLogEndpoints.list) })).statusCode,
    ).toBe(401);
    expect((await list('', c.outsider)).statusCode).toBe(403);
    const bad = await list('minAmount=5000&maxAmount=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Số trần nhỏ hơn số sàn');
    expect(
      (
        await c.t.as(c.head, {
          method: 'GET',
          url: urlOf(cashLogEndpoints.pending, {}, { funds: 'x' }),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('should list non-pending entries newest first with running balances from the database', async () => {
    const fund = c.fund('Quỹ tiền mặt Gò Vấp');
    const hcm02 = c.branch('HCM02');
    const opening = 350_000_000;
    const a = await approved({
      targetBranch: hcm02,
      registrationDate: '2026-11-02',
      amount: 10_000_000,
      direction: 1,
      category: c.category('MISC_INCOME'),
    });
    const b = await approved({
      targetBranch: hcm02,
      registrationDate: '2026-11-03',
      amount: 2_500_000,
    });
    const retracted = await approved({
      targetBranch: hcm02,
      registrationDate: '2026-11-03',
      amount: 7_000,
    });
    await c.setStatus(retracted, 'retracted');
    const pending = await created({
      targetBranch: hcm02,
      registrationDate: '2026-11-04',
      amount: 999_000,
    });
    const d = await approved({
      targetBranch: hcm02,
      registrationDate: '2026-11-05',
      amount: 1_000,
    });

    const response = await list(`funds=${fund}`);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().data;
    expect(total).toBe(4);
    expect(items.map((item: { id: number }) => item.id)).toEqual([d, retracted, b, a]);
    expect(items.map((item: { cashBalance: number }) => item.cashBalance)).toEqual([
      opening + 10_000_000 - 2_500_000 - 1_000,
      opening + 10_000_000 - 2_500_000,
      opening + 10_000_000 - 2_500_000,
      opening + 10_000_000,
    ]);
    expect(items[0].bankBalance).toBe(0);

    // The second page's balances continue from the first.
    const page2 = (await list(`funds=${fund}&pageSize=2&page=2`)).json().data.items;
    expect(page2.map((item: { cashBalance: number }) => item.cashBalance)).toEqual([
      opening + 7_500_000,
      opening + 10_000_000,
    ]);
    // Balances are only for head accountants.
    const plain = (await list(`funds=${fund}`, c.accountant)).json().data.items;
    expect(plain[0].cashBalance).toBeNull();

    const pendingList = await c.t.as(c.accountant, {
      method: 'GET',
      url: urlOf(cashLogEndpoints.pending, {}, { funds: fund }),
    });
    expect(pendingList.json().data).toMatchObject({
      total: 1,
      items: [{ id: pending.id, cashBalance: null }],
    });
  });

  it('should filter by date, amount, direction, type, category (with children) and search', async () => {
    const hcm03 = c.branch('HCM03');
    const fund = c.fund('Quỹ tiền mặt Thủ Đức');
    await c.contract(778899);
    const loan = await approved({
      targetBranch: hcm03,
      direction: 1,
      category: c.category('LOAN_REPAYMENT'),
      mifosLoanId: 778899,
      amount: 5_000_000,
      registrationDate: '2026-11-06',
      notes: 'Khách Đặng Văn Hùng trả nợ',
    });
    const rent = await approved({
      targetBranch: hcm03,
      amount: 20_000_000,
      registrationDate: '2026-11-08',
      notes: 'Thuê mặt bằng',
    });
    const ids = async (query: string) =>
      (await list(`funds=${fund}&${query}`))
        .json()
        .data.items.map((item: { id: number }) => item.id);
    expect(await ids('search=778899')).toEqual([loan]);
    expect(await ids('search=dang van hung')).toEqual([loan]);
    expect(await ids('search=THUÊ')).toEqual([rent]);
    expect(await ids('directions=-1')).toEqual([rent]);
    expect(await ids('directions=1&directions=-1')).toEqual([rent, loan]);
    expect(await ids('minAmount=6000000')).toEqual([rent]);
    expect(await ids('maxAmount=6000000')).toEqual([loan]);
    expect(await ids('fromDate=2026-11-07&toDate=2026-11-30')).toEqual([rent]);
    expect(await ids(`categories=${c.category('ORDINARY_EXPENSE')}`)).toEqual([rent]);
    expect(await ids('types=BANK')).toEqual([]);
  });
});

describe('A GET /v1/cash-logs/summary/', () => {
  it('should answer 401, 403 and 400', async () => {
    expect(
      (await c.t.app.inject({ method: 'GET', url: urlOf(cashLogEndpoints.summary) })).statusCode,
    ).toBe(401);
    const get = (query: string, token: string) =>
      c.t.as(token, { method: 'GET', url: urlOf(cashLogEndpoints.summary, {}, query) });
    expect((await get('', c.outsider)).statusCode).toBe(403);
    expect((await get('fromDate=2026-11-10&toDate=2026-11-01', c.head)).statusCode).toBe(400);
  });

  it('should sum registered in and out and give balances at the end of the range', async () => {
    const fund = c.fund('Quỹ tiền mặt Nha Trang');
    const kh01 = c.branch('KH01');
    await approved({
      targetBranch: kh01,
      direction: 1,
      category: c.category('MISC_INCOME'),
      amount: 3_000_000,
      registrationDate: '2026-10-30',
    });
    await approved({ targetBranch: kh01, amount: 1_000_000, registrationDate: '2026-11-02' });
    await created({ targetBranch: kh01, amount: 50_000_000, registrationDate: '2026-11-02' });
    const get = (query: string, token: string) =>
      c.t.as(token, {
        method: 'GET',
        url: urlOf(cashLogEndpoints.summary, {}, `funds=${fund}&${query}`),
      });
    const november = (await get('fromDate=2026-11-01&toDate=2026-11-30', c.head)).json().data;
    expect(november).toEqual({
      totalIn: 0,
      totalOut: 1_000_000,
      cashBalance: 150_000_000 + 3_000_000 - 1_000_000,
      bankBalance: 0,
      balanceDate: '2026-11-21',
    });
    const october = (await get('fromDate=2026-10-01&toDate=2026-10-31', c.accountant)).json().data;
    expect(october).toEqual({
      totalIn: 3_000_000,
      totalOut: 0,
      cashBalance: 153_000_000,
      bankBalance: null,
      balanceDate: '2026-10-31',
    });
  });
});
