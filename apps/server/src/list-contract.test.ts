import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { callEndpoints } from '@pawndesk/domain/call-endpoints';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { allRowsCap } from '@pawndesk/domain/primitives';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funds } from './db/schema.ts';
import { type ContractWorld, contractWorld } from './testing/contract-world.ts';
import { buildAsset, buildClient, buildOrder } from './testing/factories.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { urlOf } from './testing/url-of.ts';

/** A§7's list contract, the routes both documents place, and the shared input primitives. */
let t: TestApp;
let w: ContractWorld;
let admin: string;
const cashRows = allRowsCap + 5;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
  admin = w.tokens.superuser;
  const db = t.database.db;
  for (let n = 0; n < 3; n += 1) {
    await buildOrder(db);
    await buildAsset(db, { clientId: (await buildClient(db)).id, branchId: w.branch.id });
  }
  await w.create();
  const [fund] = await db.select().from(funds).limit(1);
  await db.execute(sql`
    insert into cash_logs (direction, registration_date, amount, category_id, type, fund_id,
      target_branch_id, status, created_at, modified_at)
    select 1, date '2026-11-01' + (n % 20), 1000 + n,
      (select id from cash_log_categories order by id limit 1), 'CASH', ${fund?.id},
      ${w.branch.id}, 'registered', now(), now()
    from generate_series(1, ${cashRows}) as n`);
  await t.as(admin, {
    method: 'POST',
    url: urlOf(callEndpoints.create),
    payload: { cseq: '1', direction: 'OUTBOUND', extension: '2001', remote: '0912345678' },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.as(admin, { method: 'GET', url });

describe('pageSize=-1 on every list (A§7)', () => {
  it.each([
    urlOf(orderEndpoints.list),
    urlOf(orderEndpoints.myList),
    urlOf(contractEndpoints.search),
    urlOf(contractEndpoints.list),
    urlOf(clientEndpoints.search),
    urlOf(clientEndpoints.list),
    urlOf(assetEndpoints.list),
    urlOf(cashLogEndpoints.pending),
    urlOf(callEndpoints.list),
  ])('should answer every row of %s with its true total', async (path) => {
    const response = await get(`${path}?pageSize=-1`);
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json().data;
    expect(items.length).toBe(total);
  });

  it('should cap a huge list at 1,000 rows, keep the true total and serve the rest as page 2', async () => {
    const first = (await get(urlOf(cashLogEndpoints.list, {}, { pageSize: -1 }))).json().data;
    expect(first.items).toHaveLength(allRowsCap);
    expect(first.total).toBe(cashRows);
    const second = (await get(urlOf(cashLogEndpoints.list, {}, { pageSize: -1, page: 2 }))).json()
      .data;
    expect(second.items).toHaveLength(cashRows - allRowsCap);
    const ids = new Set([...first.items, ...second.items].map((item: { id: number }) => item.id));
    expect(ids.size).toBe(cashRows);
  });

  it.each(['0', '-2', '1001', 'abc'])('should refuse pageSize=%s with 400', async (size) => {
    const response = await get(urlOf(cashLogEndpoints.list, {}, { pageSize: size }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
  });
});

describe('repeated sort on the order lists (A§7)', () => {
  it('should read ?sort=a&sort=b as ?sort=a,b', async () => {
    const repeated = await get(urlOf(orderEndpoints.list, {}, { sort: ['-last_modify', 'id'] }));
    const joined = await get(urlOf(orderEndpoints.list, {}, 'sort=-last_modify,id'));
    expect(repeated.statusCode).toBe(200);
    const ids = (response: typeof joined) =>
      response.json().data.items.map((item: { id: number }) => item.id);
    expect(ids(repeated)).toEqual(ids(joined));
    expect(ids(repeated).length).toBeGreaterThan(1);
  });

  it('should refuse an unknown field among repeated sorts', async () => {
    expect(
      (await get(urlOf(orderEndpoints.list, {}, { sort: ['id', 'password'] }))).statusCode,
    ).toBe(400);
  });
});

describe('routes both documents place', () => {
  it('should approve through PUT /crm/api/v1/contracts/{id}/status/ as on base A', async () => {
    const contract = await w.create();
    const url = urlOf(contractEndpoints.statusB, { id: contract.id });
    const payload = { status: 'ACTIVE' };
    expect((await t.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    expect((await t.as(w.tokens.outsider, { method: 'PUT', url, payload })).statusCode).toBe(403);
    const approved = await t.as(w.tokens.staff, { method: 'PUT', url, payload });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('APPROVED');
    const refused = await t.as(w.tokens.staff, {
      method: 'PUT',
      url: '/crm/api/v1/contracts/2147483648/status/',
      payload,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('should list the client doc types on base A as on base B', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf(referenceEndpoints.clientDocTypesA) }))
        .statusCode,
    ).toBe(401);
    const a = await get(urlOf(referenceEndpoints.clientDocTypesA));
    const b = await get(urlOf(referenceEndpoints.clientDocTypes));
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json().data.items.length).toBeGreaterThan(0);
  });
});

describe('the shared input primitives on the routes issue 12 names', () => {
  it.each([
    [
      'GET',
      urlOf(cashLogEndpoints.list, {}, { fromDate: '2024-13-45' }),
      undefined,
      errorCodes.invalidDateFormat,
    ],
    [
      'GET',
      urlOf(orderEndpoints.myList, {}, { fromDate: '2026-02-30' }),
      undefined,
      errorCodes.invalidDateFormat,
    ],
    ['GET', '/crm/api/v2/locations/2147483648/', undefined, errorCodes.invalidRequest],
    [
      'GET',
      urlOf(contractEndpoints.search, {}, { clientId: 2147483648 }),
      undefined,
      errorCodes.invalidRequest,
    ],
    [
      'POST',
      urlOf(cashLogEndpoints.createClosure),
      { closureDate: '2026-10-31', fund: 2_147_483_648 },
      errorCodes.invalidRequest,
    ],
    [
      'POST',
      urlOf(cashLogEndpoints.create),
      {
        direction: -1,
        registrationDate: '2026-11-20',
        amount: 1000,
        category: 1,
        targetBranch: 1,
        notes: 'a\u0000b',
      },
      errorCodes.invalidRequest,
    ],
  ])('should answer %s %s with 400 and code %d', async (method, url, payload, code) => {
    const response = await t.as(admin, {
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
  });

  it('should refuse a NUL in the username before signing in, writing nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signIn),
      payload: { username: 'a\u0000b', password: 'x', branch: w.branch.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
  });

  it('should keep line breaks in a contract note and refuse other control characters', async () => {
    const contract = await w.create();
    const url = urlOf(contractEndpoints.addNote, { id: contract.id });
    const kept = await t.as(w.tokens.staff, {
      method: 'POST',
      url,
      payload: { content: 'Dòng 1\nDòng 2' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    for (const content of ['a\u0000b', 'a\u001bb']) {
      const refused = await t.as(w.tokens.staff, { method: 'POST', url, payload: { content } });
      expect(refused.statusCode).toBe(400);
    }
    const notes = (await t.as(w.tokens.staff, { method: 'GET', url })).json().data.items;
    expect(notes.map((note: { content: string }) => note.content)).toContain('Dòng 1\nDòng 2');
    expect(notes.some((note: { content: string }) => note.content.includes('\u0000'))).toBe(false);
  });
});
