import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from './client.ts';
import { migrate } from './migrate.ts';

export type OpenOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Fills an empty database; runs once, inside the first start. */
  seed: (database: Database) => Promise<void>;
  log: (message: string) => void;
  /** Called after each start-up step with its name, for the start-up timings. */
  step?: (name: string) => void;
};

/** Opens the database, applies migrations and seeds it when it is new. */
export async function openDatabase(
  options: OpenOptions,
): Promise<{ database: Database; created: boolean }> {
  if (options.databaseUrl) {
    const database = await openPostgres(options.databaseUrl);
    // Several server processes may start at once on one database (deploy/README.md): one
    // migrates and seeds while the others wait, then find the work done.
    const created = await whileStarting(options.databaseUrl, async () => {
      await migrate(database);
      options.step?.('migrations');
      return seedIfEmpty(database, options);
    });
    options.step?.('seed check');
    return { database, created };
  }
  const finalDir = path.join(options.dataDir, 'pglite');
  if (existsSync(finalDir)) {
    const database = await openPglite(finalDir);
    options.step?.('PGlite open');
    await migrate(database);
    options.step?.('migrations');
    return { database, created: false };
  }
  // A first start builds the database beside its final place and renames it when complete, so an
  // interrupted first start never leaves a half-built data directory behind.
  const buildDir = path.join(options.dataDir, 'pglite.building');
  await rm(buildDir, { recursive: true, force: true });
  await mkdir(options.dataDir, { recursive: true });
  options.log(`Creating the embedded database in ${finalDir}`);
  const building = await openPglite(buildDir);
  await migrate(building);
  await seedIfEmpty(building, options);
  await building.close();
  await rename(buildDir, finalDir);
  options.step?.('create, migrate and seed');
  const database = await openPglite(finalDir);
  options.step?.('PGlite open');
  return { database, created: true };
}

/** Any constant every process agrees on; "PDST" in ASCII. */
const startLockKey = 0x50445354;

/** Runs `work` holding a session advisory lock on a connection of its own. */
async function whileStarting<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startLockKey]);
    return await work();
  } finally {
    // Ending the session releases the lock, even if `work` failed.
    await client.end();
  }
}

async function seedIfEmpty(database: Database, options: OpenOptions): Promise<boolean> {
  const users = await database.db.query.users.findFirst({ columns: { id: true } });
  if (users) {
    return false;
  }
  options.log('Empty database: loading the demo data');
  await options.seed(database);
  return true;
}
