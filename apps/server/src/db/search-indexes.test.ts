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

describe('GIN indexes of the searches (docs/decisions/0043)', () => {
  it("should keep every GIN index's pending list short: searches read it in full", async () => {
    const result = (await database.db.execute(sql`
      select i.relname as name, coalesce(array_to_string(i.reloptions, ','), '') as options
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_am am on am.oid = i.relam
      join pg_namespace n on n.oid = i.relnamespace
      where am.amname = 'gin' and n.nspname = 'public'
      order by 1`)) as unknown as { rows: { name: string; options: string }[] };
    expect(result.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'assets_search_trgm_idx',
        'cash_logs_notes_month_trgm_idx',
        'clients_name_trgm_idx',
        'orders_text_trgm_idx',
      ]),
    );
    for (const row of result.rows) {
      expect(row.options, row.name).toContain('gin_pending_list_limit=64');
    }
  });
});
