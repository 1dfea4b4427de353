import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CashTest, createCashTest } from './cash-log.testing.ts';

/**
 * Two closures, or an entry and a closure, at the same moment (B§4, issue #6 item 6). On
 * PostgreSQL (TEST_DATABASE_URL) the requests run truly in parallel on separate pool connections;
 * on PGlite they interleave on one connection. Either way no entry may end inside a closed range.
 */
let c: CashTest;
beforeAll(async () => {
  c = await createCashTest();
});
afterAll(async () => {
  await c.t.close();
});

const rounds = 12;

/** The n-th day of October 2026 (the rounds walk forward through the month). */
function day(n: number): string {
  return `2026-10-${String(n).padStart(2, '0')}`;
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await c.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Entries on or before their fund's latest closure that are not registered, and closures whose snapshot is off. */
async function brokenInvariants(fundId: number) {
  const inside = await rowsOf<{ id: number }>(sql`
    select l.id from cash_logs l
    where l.fund_id = ${fundId} and l.status = 'pending'
      and l.registration_date <= (select max(closure_date) from cash_closures where fund_id = ${fundId})`);
  const offSnapshots = await rowsOf<{ id: number }>(sql`
    select c.id from cash_closures c join funds f on f.id = c.fund_id
    where c.fund_id = ${fundId} and c.computed_balance <> f.opening_balance + coalesce((
      select sum(l.direction * l.amount) from cash_logs l
      where l.fund_id = c.fund_id and l.status = 'registered' and l.registration_date <= c.closure_date), 0)`);
  return { inside, offSnapshots };
}

function cashOut(branchCode: string, registrationDate: string) {
  return c.post({
    direction: -1,
    registrationDate,
    amount: 10_000,
    category: c.category('RENT'),
    targetBranch: c.branch(branchCode),
  });
}

describe('concurrent cash log writes', () => {
  it('should let exactly one of two identical closures through (the other 7001)', async () => {
    const fund = c.fund('Quỹ tiền mặt Cầu Giấy');
    for (let n = 1; n <= rounds; n += 1) {
      const answers = await Promise.all([
        c.close({ closureDate: day(n), fund }),
        c.close({ closureDate: day(n), fund }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(refused?.json().error.code).toBe(7001);
    }
    expect(await brokenInvariants(fund)).toEqual({ inside: [], offSnapshots: [] });
  });

  it('should never leave an entry inside a closure made at the same moment', async () => {
    const fund = c.fund('Quỹ tiền mặt Bạch Mai');
    for (let n = 1; n <= rounds; n += 1) {
      const [entry, closure] = await Promise.all([
        cashOut('HN02', day(n)),
        c.close({ closureDate: day(n), fund }),
      ]);
      // Entry first: the closure sees it pending (7005). Closure first: the entry is late (7003).
      const outcome = [
        entry.statusCode === 200 ? 'entry' : entry.json().error.code,
        closure.statusCode === 200 ? 'closure' : closure.json().error.code,
      ];
      expect([
        ['entry', 7005],
        [7003, 'closure'],
      ]).toContainEqual(outcome);
      if (entry.statusCode === 200) {
        await c.setStatus(entry.json().data.id, 'retracted');
      }
    }
    expect(await brokenInvariants(fund)).toEqual({ inside: [], offSnapshots: [] });
  });

  it('should keep closure snapshots exact when approvals and removals race with them', async () => {
    const fund = c.fund('Quỹ tiền mặt Hà Đông');
    for (let n = 1; n <= rounds; n += 1) {
      const toApprove = (await cashOut('HN03', day(n))).json().data.id as number;
      const toRemove = (await cashOut('HN03', day(n))).json().data.id as number;
      await c.setStatus(toRemove, 'registered');
      const [approval, removal, closure] = await Promise.all([
        c.setStatus(toApprove, 'registered'),
        c.setStatus(toRemove, 'retracted'),
        c.close({ closureDate: day(n), fund }),
      ]);
      expect(approval.statusCode).toBe(200);
      // A removal that lost the race to the closure is refused (7008), never applied after it.
      expect([200, 7008]).toContain(removal.statusCode === 200 ? 200 : removal.json().error.code);
      expect([200, 7005]).toContain(closure.statusCode === 200 ? 200 : closure.json().error.code);
      if (closure.statusCode !== 200) {
        expect((await c.close({ closureDate: day(n), fund })).statusCode).toBe(200);
      }
    }
    expect(await brokenInvariants(fund)).toEqual({ inside: [], offSnapshots: [] });
  });
});
