import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { openDatabase } from './open.ts';
import { users } from './schema.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);
const name = `pawndesk_t_start_${process.pid}`;
let url: string;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe.skipIf(!onPostgres)('several processes starting on one empty PostgreSQL database', () => {
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(adminUrl ?? '');
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('should migrate and seed once while the others wait', async () => {
    let seeds = 0;
    const seed = async (database: Database) => {
      seeds += 1;
      await database.db
        .insert(users)
        .values({ username: 'admin', passwordHash: 'x', firstName: 'A', lastName: 'B' });
    };
    const opened = await Promise.all(
      [1, 2, 3].map(() =>
        openDatabase({ databaseUrl: url, dataDir: '/nonexistent', seed, log: () => {} }),
      ),
    );
    try {
      expect(seeds).toBe(1);
      expect(opened.map((result) => result.created).sort()).toEqual([false, false, true]);
      const rows = await opened[0]?.database.db.select().from(users);
      expect(rows).toHaveLength(1);
    } finally {
      await Promise.all(opened.map((result) => result.database.close()));
    }
  });
});
