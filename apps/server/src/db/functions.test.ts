import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function one(query: ReturnType<typeof sql>): Promise<unknown> {
  // Both drivers answer raw SQL with `rows`; drizzle types the result per driver.
  const result = (await database.db.execute(query)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const [row] = result.rows;
  return row ? Object.values(row)[0] : undefined;
}

describe('SQL functions of the migrations', () => {
  it.each([
    [5, 'TS-000005'],
    [999_999, 'TS-999999'],
    [1_000_000, 'TS-1000000'],
    [12_345_678, 'TS-12345678'],
  ])('should write asset number %i as %s, never truncated', async (n, code) => {
    expect(await one(sql`select asset_code(${n}::bigint)`)).toBe(code);
  });

  it.each([
    ['Nguyễn Văn Hùng', 'nguyen van hung'],
    ['ĐẶNG THỊ', 'dang thi'],
    ['Hoà Thuỷ', 'hoa thuy'],
  ])('should normalise %j for search as %j', async (text, normalised) => {
    expect(await one(sql`select vn_norm(${text})`)).toBe(normalised);
  });
});
