import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Database, openPglite, openPostgres } from './client.ts';
import { migrate } from './migrate.ts';

export type OpenOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Fills an empty database; runs once, inside the first start. */
  seed: (database: Database) => Promise<void>;
  log: (message: string) => void;
};

/** Opens the database, applies migrations and seeds it when it is new. */
export async function openDatabase(
  options: OpenOptions,
): Promise<{ database: Database; created: boolean }> {
  if (options.databaseUrl) {
    const database = await openPostgres(options.databaseUrl);
    await migrate(database);
    const created = await seedIfEmpty(database, options);
    return { database, created };
  }
  const finalDir = path.join(options.dataDir, 'pglite');
  if (existsSync(finalDir)) {
    const database = await openPglite(finalDir);
    await migrate(database);
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
  return { database: await openPglite(finalDir), created: true };
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
