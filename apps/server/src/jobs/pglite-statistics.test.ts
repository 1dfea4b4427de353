import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { analyzeTables } from './pglite-statistics.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function estimatedRows(table: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select reltuples::int as n from pg_class where relname = ${table}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? Number.NaN;
}

async function addAttitudes(count: number, from: number) {
  await database.db.execute(sql`insert into payment_reminder_attitudes (key, name)
    select 'stat-' || n, 'Thái độ ' || n from generate_series(${from}::int, ${from + count - 1}::int) n`);
}

// The job runs on PGlite only: PostgreSQL's autovacuum does this there, on its own schedule.
describe.skipIf(process.env.TEST_DB === 'postgres')('planner statistics on PGlite', () => {
  it('analyzes every table once, then only the tables changed past the threshold', async () => {
    const all = await analyzeTables(database.db, true);
    expect(all).toEqual(expect.arrayContaining(['contracts', 'payment_reminder_attitudes']));
    // Nothing changed since: nothing to do.
    expect(await analyzeTables(database.db, false)).toEqual([]);

    const before = await estimatedRows('payment_reminder_attitudes');
    // Under the threshold (50 rows + 10 %): left as it is.
    await addAttitudes(10, 1);
    expect(await analyzeTables(database.db, false)).toEqual([]);
    // Past it: analyzed, and the planner's estimate is the table's real size.
    await addAttitudes(200, 100);
    expect(await analyzeTables(database.db, false)).toEqual(['payment_reminder_attitudes']);
    expect(await estimatedRows('payment_reminder_attitudes')).toBe(before + 210);
  });
});
