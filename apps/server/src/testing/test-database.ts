import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging needs an interface.
  interface ProvidedContext {
    /** A migrated PGlite data folder (a tar file) each test file's database starts from. */
    pgliteTemplate: string | undefined;
    /** A migrated PostgreSQL database each test file's database is copied from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the suite runs in its "postgres" project. Both
 * start from the run's migrated template (database-template.setup.ts) when there is one.
 */
export type TestDatabase = Database & {
  /** Another connection to the same database, as a second server process would hold. */
  openSecond(): Promise<Database>;
  /** The database's connection string on PostgreSQL (undefined on PGlite), for server processes. */
  url: string | undefined;
};

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) {
    const template = inject('pgliteTemplate');
    const database = await openPglite(
      undefined,
      template ? new Blob([await readFile(template)]) : undefined,
    );
    if (!template) {
      await migrate(database);
    }
    // PGlite is in-process: a second "process" shares the instance, and only the first closes it.
    return {
      ...database,
      url: undefined,
      openSecond: async () => ({ ...database, close: async () => {} }),
    };
  }
  const name = `pawndesk_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  if (!template) {
    await migrate(database);
  }
  return {
    ...database,
    url: url.toString(),
    openSecond: () => openPostgres(url.toString()),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
