import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/url-of.ts';
import * as repo from './cash-log.repo.ts';
import { type CashTest, createCashTest } from './cash-log.testing.ts';

// The list's total comes from trigger-kept counters and its pages from a counter seek
// (docs/decisions/0030): after every kind of write, under every filter, both must agree with
// counting and OFFSET-paging the entries themselves.

let c: CashTest;
let funds: { cauGiay: number; bachMai: number; techcombank: number };
beforeAll(async () => {
  c = await createCashTest();
  funds = {
    cauGiay: c.fund('Quỹ tiền mặt Cầu Giấy'),
    bachMai: c.fund('Quỹ tiền mặt Bạch Mai'),
    techcombank: c.fund('Techcombank – TK thu hộ'),
  };
});
afterAll(async () => {
  await c.t.close();
});

type Entry = { id: number; status: string };

async function created(overrides: Record<string, unknown> = {}): Promise<Entry> {
  const response = await c.post({
    direction: -1,
    registrationDate: '2026-11-20',
    amount: 1_500_000,
    category: c.category('RENT'),
    type: 'CASH',
    targetBranch: c.branch('HN02'),
    notes: 'Tiền thuê',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Entry;
}

async function approve(id: number) {
  const response = await c.setStatus(id, 'registered');
  expect(response.statusCode, response.body).toBe(200);
}

/** The filters the console offers, each alone and some together, over both tabs' statuses. */
function filters() {
  return [
    {},
    { fromDate: '2026-11-01', toDate: '2026-11-30' },
    { fromDate: '2026-10-15', toDate: '2026-11-20' },
    { fromDate: '2026-09-01' },
    { toDate: '2026-10-31' },
    { fromDate: '2026-10-31', toDate: '2026-10-31' },
    { funds: [funds.bachMai] },
    { funds: [funds.cauGiay, funds.techcombank] },
    { types: ['BANK' as const] },
    { directions: [1 as const] },
    { categories: [c.category('RENT')] },
    { categories: [c.category('ORDINARY_EXPENSE')] },
    { funds: [funds.bachMai], directions: [-1 as const], fromDate: '2026-10-01' },
    { minAmount: 1_000_000 },
    { maxAmount: 2_000_000, fromDate: '2026-11-01' },
    // Both dates: the count reads the amount off the date range, not the amount index.
    { minAmount: 1_000_000, fromDate: '2026-10-01', toDate: '2026-11-20' },
    { search: 'thuê' },
    // Within dates, the count also names the months of the range (the notes index's month key).
    { search: 'điện', fromDate: '2026-09-30', toDate: '2026-11-01' },
  ];
}

const statusSets = [['registered', 'retracted'], ['pending']] as const;

/** Counters, totals and every page as the service reads them, against the entries themselves. */
async function expectExact() {
  const db = c.t.database.db;
  const result = (await db.execute(
    sql`
    select count(*)::int as n from (
      (select registration_date as day, fund_id, category_id, direction, type, status, count(*)::int as n
        from cash_logs group by 1, 2, 3, 4, 5, 6
       except select day, fund_id, category_id, direction, type, status, count
        from cash_log_day_counts where count <> 0)
      union all
      (select day, fund_id, category_id, direction, type, status, count
        from cash_log_day_counts where count <> 0
       except select registration_date, fund_id, category_id, direction, type, status, count(*)::int
        from cash_logs group by 1, 2, 3, 4, 5, 6)
      union all
      (select date_trunc('month', registration_date)::date, fund_id, category_id, direction, type, status, count(*)::int
        from cash_logs group by 1, 2, 3, 4, 5, 6
       except select month, fund_id, category_id, direction, type, status, count
        from cash_log_month_counts where count <> 0)
    ) d`,
  )) as unknown as { rows: { n: number }[] };
  const [mismatch] = result.rows;
  expect(mismatch?.n).toBe(0);
  for (const statuses of statusSets) {
    for (const filter of filters()) {
      const counted = await repo.countEntries(db, filter, statuses);
      const expected = await repo.listEntries(db, filter, statuses, { limit: 1000 }, false);
      expect(expected).toHaveLength(counted);
      const label = JSON.stringify({ filter, statuses });
      if (repo.countersAnswer(filter)) {
        for (const offset of [0, 2, 5, counted - 1, counted]) {
          const located = await repo.locatePage(db, filter, statuses, Math.max(offset, 0));
          expect(located.total, label).toBe(counted);
          const page = await repo.listEntries(
            db,
            filter,
            statuses,
            { limit: 3, ...located.page },
            false,
          );
          expect(
            page.map((row) => Number(row.id)),
            `${label} offset ${offset}`,
          ).toEqual(expected.slice(Math.max(offset, 0), offset + 3).map((row) => Number(row.id)));
        }
      }
    }
  }
}

describe('the cash log counters', () => {
  it('should keep every total and page exact through entries, approvals, corrections, removals, closures and deletes', async () => {
    await expectExact();
    const written: Entry[] = [];
    const days = [
      '2026-09-30',
      '2026-10-01',
      '2026-10-15',
      '2026-10-31',
      '2026-11-01',
      '2026-11-20',
    ];
    for (const [index, registrationDate] of days.entries()) {
      written.push(
        await created({ registrationDate, amount: 500_000 * (index + 1) }),
        await created({ registrationDate, direction: 1, category: c.category('MISC_INCOME') }),
        await created({ registrationDate, fund: funds.techcombank, type: 'BANK' }),
        await created({ registrationDate, targetBranch: c.branch('HN01'), notes: 'Điện nước' }),
      );
    }
    await expectExact();

    for (const entry of written.slice(0, 16)) {
      await approve(entry.id);
    }
    await expectExact();

    const [first, second, third] = written;
    if (!first || !second || !third) {
      throw new Error('entries missing');
    }
    const correction = await created({ retractedLog: first.id, amount: 1_700_000 });
    await approve(correction.id);
    expect((await c.setStatus(second.id, 'retracted')).statusCode).toBe(200);
    await expectExact();

    const closure = await c.close({ closureDate: '2026-09-30', fund: funds.bachMai });
    expect(closure.statusCode, closure.body).toBe(200);
    await expectExact();
    const removed = await c.t.as(c.head, {
      method: 'DELETE',
      url: urlOf(cashLogEndpoints.deleteClosure, { id: closure.json().data.id }),
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // No route deletes or re-dates an entry; the counters follow a direct write all the same.
    await c.t.database.db.execute(
      sql`update cash_logs set registration_date = '2026-08-31', fund_id = ${funds.cauGiay} where id = ${third.id}`,
    );
    await c.t.database.db.execute(sql`delete from cash_logs where id = ${written[5]?.id ?? 0}`);
    await expectExact();
    // Six checks of every filter and page: seconds of queries on a busy machine.
  }, 120_000);

  it('should answer the list total and a deep page over HTTP as the entries count them', async () => {
    const db = c.t.database.db;
    const all = await repo.listEntries(db, {}, ['registered', 'retracted'], { limit: 1000 }, false);
    const response = await c.t.as(c.head, {
      method: 'GET',
      url: urlOf(cashLogEndpoints.list, {}, 'page=3&pageSize=4'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { total: number; items: { id: number }[] };
    expect(data.total).toBe(all.length);
    expect(data.items.map((item) => item.id)).toEqual(
      all.slice(8, 12).map((row) => Number(row.id)),
    );
    const beyond = await c.t.as(c.head, {
      method: 'GET',
      url: urlOf(cashLogEndpoints.list, {}, 'page=99&pageSize=4'),
    });
    expect(beyond.json().data).toEqual({ items: [], total: all.length });
  });
});
