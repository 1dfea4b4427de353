import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { cashLogSheetHeaders } from '@pawndesk/domain/cash-log-rules';
import { errorCodes } from '@pawndesk/domain/errors';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashLogs } from '../../db/schema.ts';
import { urlOf } from '../../testing/url-of.ts';
import { type CashTest, createCashTest } from './cash-log.testing.ts';

let c: CashTest;
let fund: number;
beforeAll(async () => {
  c = await createCashTest();
  fund = c.fund('Quỹ tiền mặt Hải Châu');
  await c.contract(700001);
  const base = { targetBranch: c.branch('DN01'), category: c.category('RENT'), direction: -1 };
  for (const [registrationDate, amount] of [
    ['2026-11-02', 2_000_000],
    ['2026-11-03', 350_000],
  ] as const) {
    const created = await c.post({ ...base, registrationDate, amount, notes: `Thuê ${amount}` });
    await c.setStatus(created.json().data.id, 'registered');
  }
  const loan = await c.post({
    ...base,
    direction: 1,
    category: c.category('LOAN_REPAYMENT'),
    mifosLoanId: 700001,
    registrationDate: '2026-11-04',
    amount: 12_500_000,
  });
  await c.setStatus(loan.json().data.id, 'registered');
});
afterAll(async () => {
  await c.t.close();
});

function exportUrl(query: string) {
  return urlOf(cashLogEndpoints.exportXlsx, {}, `xlsx=true&${query}`);
}

async function readSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new Error('no sheet');
  }
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

function multipart(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = '----pawndesk-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(bytes: Buffer, token = c.head, field = 'file') {
  return c.t.as(token, {
    method: 'POST',
    url: urlOf(cashLogEndpoints.upload),
    ...multipart('so-quy.xlsx', bytes, field),
  });
}

async function workbookOf(rows: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  const headers = Object.keys(rows[0] ?? {});
  sheet.addRow(headers);
  for (const row of rows) {
    sheet.addRow(headers.map((header) => row[header]));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('A GET /v1/cash-logs/?xlsx=true', () => {
  it('should answer 401 and 403', async () => {
    expect((await c.t.app.inject({ method: 'GET', url: exportUrl('') })).statusCode).toBe(401);
    expect((await c.t.as(c.outsider, { method: 'GET', url: exportUrl('') })).statusCode).toBe(403);
    expect(
      (await c.t.as(c.head, { method: 'GET', url: exportUrl('minAmount=a') })).statusCode,
    ).toBe(400);
  });

  it('should stream cashlog__{from}__{to}.xlsx with Vietnamese headers, date and number cells', async () => {
    const response = await c.t.as(c.head, {
      method: 'GET',
      url: exportUrl(`funds=${fund}&fromDate=2026-11-01&toDate=2026-11-30`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cashlog__2026-11-01__2026-11-30.xlsx"',
    );
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(Object.values(cashLogSheetHeaders));
    expect(rows).toHaveLength(4);
    const [newest, , oldest] = rows.slice(1);
    expect(newest?.[1]).toEqual(new Date('2026-11-04T00:00:00Z'));
    expect(newest?.[2]).toBe(12_500_000);
    expect(newest?.[8]).toBe(700001);
    expect(oldest?.[2]).toBe(-2_000_000);
    // Running cash balance after each row: opening 300,000,000 of Hải Châu.
    expect(rows.slice(1).map((row) => row[14])).toEqual([310_150_000, 297_650_000, 298_000_000]);
  });

  it('should leave the balance columns out for staff without head_accountant_access', async () => {
    const response = await c.t.as(c.accountant, { method: 'GET', url: exportUrl(`funds=${fund}`) });
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).not.toContain(cashLogSheetHeaders.cashBalance);
  });
});

describe('A POST /v1/cash-logs:upload/', () => {
  it('should answer 401, 403, and 400 without a file or with a file that is not xlsx', async () => {
    const bytes = Buffer.from('not a workbook');
    const anonymous = await c.t.app.inject({
      method: 'POST',
      url: urlOf(cashLogEndpoints.upload),
      ...multipart('a.xlsx', bytes),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(bytes, c.outsider)).statusCode).toBe(403);
    expect((await upload(bytes, c.head, 'other')).statusCode).toBe(400);
    const garbage = await upload(bytes);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toContain('xlsx');
  });

  it('should import the exported file again as pending entries', async () => {
    const exported = await c.t.as(c.head, { method: 'GET', url: exportUrl(`funds=${fund}`) });
    const before = await c.t.database.db.select().from(cashLogs).where(eq(cashLogs.fundId, fund));
    const response = await upload(exported.rawPayload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ imported: 3 });
    const after = await c.t.database.db.select().from(cashLogs).where(eq(cashLogs.fundId, fund));
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    expect(added.map((row) => row.direction * row.amount).sort((a, b) => a - b)).toEqual([
      -2_000_000, -350_000, 12_500_000,
    ]);
    expect(added.find((row) => row.amount === 12_500_000)?.mifosLoanId).toBe(700001);
  });

  it('should refuse the whole file with a per-row report when one row breaks a rule', async () => {
    const h = cashLogSheetHeaders;
    const good = {
      [h.date]: new Date('2026-11-10T00:00:00Z'),
      [h.amount]: -150_000,
      [h.type]: 'Tiền mặt',
      [h.categoryKey]: 'RENT',
      [h.branchCode]: 'DN01',
      [h.contract]: null,
      [h.notes]: 'Nhập thử',
    };
    const bytes = await workbookOf([
      good,
      { ...good, [h.date]: '25/12/2026' },
      { ...good, [h.branchCode]: 'XX99' },
      { ...good, [h.categoryKey]: 'LOAN_REPAYMENT', [h.amount]: 100_000 },
      { ...good, [h.amount]: 'abc' },
    ]);
    const count = async () =>
      (await c.t.database.db.select().from(cashLogs).where(eq(cashLogs.fundId, fund))).length;
    const before = await count();
    const response = await upload(bytes);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe(errorCodes.invalidRequest);
    expect(error.rows.map((row: { row: number }) => row.row)).toEqual([3, 4, 5, 6]);
    expect(error.rows[0].message).toContain('[7007]');
    expect(error.rows[1].message).toContain('[7002]');
    expect(error.rows[2].message).toContain('mã hợp đồng');
    expect(await count()).toBe(before);
  });

  it('should refuse rows inside a closed range (7003) and import nothing', async () => {
    const other = c.fund('Quỹ tiền mặt Biên Hoà');
    expect((await c.close({ closureDate: '2026-11-05', fund: other })).statusCode).toBe(200);
    const h = cashLogSheetHeaders;
    const row = {
      [h.date]: new Date('2026-11-06T00:00:00Z'),
      [h.amount]: -10_000,
      [h.categoryKey]: 'RENT',
      [h.branchCode]: 'DNI01',
    };
    const bytes = await workbookOf([row, { ...row, [h.date]: new Date('2026-11-05T00:00:00Z') }]);
    const response = await upload(bytes);
    expect(response.json().error.rows).toEqual([
      { row: 3, message: expect.stringContaining('[7003]') },
    ]);
    const rows = await c.t.database.db.select().from(cashLogs).where(eq(cashLogs.fundId, other));
    expect(rows).toHaveLength(0);
  });

  it('should refuse a row typing again a payout a contract action wrote (7009) and import nothing', async () => {
    const db = c.t.database.db;
    const now = new Date('2026-11-20T03:00:00Z');
    // As disbursing contract 700001 would have written it (decisions/0011).
    await db.insert(cashLogs).values({
      direction: -1,
      registrationDate: '2026-11-20',
      amount: 8_000_000,
      categoryId: c.category('LOAN_DISBURSEMENT'),
      type: 'CASH',
      fundId: fund,
      targetBranchId: c.branch('DN01'),
      mifosLoanId: 700001,
      status: 'pending',
      origin: 'CONTRACT_DISBURSAL',
      createdAt: now,
      modifiedAt: now,
    });
    const h = cashLogSheetHeaders;
    const row = {
      [h.date]: new Date('2026-11-20T00:00:00Z'),
      [h.amount]: -8_000_000,
      [h.categoryKey]: 'LOAN_DISBURSEMENT',
      [h.branchCode]: 'DN01',
      [h.contract]: 700001,
    };
    const bytes = await workbookOf([{ ...row, [h.amount]: -7_000_000 }, row]);
    const response = await upload(bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.rows).toEqual([
      { row: 3, message: expect.stringContaining(`[${errorCodes.contractPaymentRecorded}]`) },
    ]);
  });
});

describe('an export longer than one read batch', () => {
  it('should write every matching row once, newest first, across the batches', async () => {
    const bachMai = c.fund('Quỹ tiền mặt Bạch Mai');
    const now = new Date();
    // 1,500 entries over 40 days: batches end inside days, so the keyset must resume mid-day.
    const values = Array.from({ length: 1500 }, (_, n) => ({
      direction: 1,
      registrationDate: `2026-${n % 2 ? '09' : '10'}-${String(1 + (n % 20)).padStart(2, '0')}`,
      amount: 1000 * (n + 1),
      categoryId: c.category('MISC_INCOME'),
      type: 'CASH' as const,
      fundId: bachMai,
      targetBranchId: c.branch('HN02'),
      status: 'registered' as const,
      createdAt: now,
      modifiedAt: now,
    }));
    const inserted = await c.t.database.db
      .insert(cashLogs)
      .values(values)
      .returning({ id: cashLogs.id, date: cashLogs.registrationDate });
    const expected = inserted
      .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
      .map((row) => row.id);
    const response = await c.t.as(c.head, { method: 'GET', url: exportUrl(`funds=${bachMai}`) });
    expect(response.statusCode).toBe(200);
    const rows = await readSheet(response.rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual(expected);
    // Each batch carries the running balance on from the previous one's last row: every row's
    // balance is the older row's plus its own amount, across the batch boundaries too.
    const steps = rows
      .slice(1, -1)
      .map((row, index) => Number(row[14]) - Number(rows[index + 2]?.[14]) - Number(row[2]));
    expect(steps).toEqual(steps.map(() => 0));
    // Writing and reading back 1,500 rows with running balances: seconds on a busy machine.
  }, 90_000);
});
