import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../lib/paths.ts';
import type { Database, Schema } from './client.ts';

export async function migrate(database: Database): Promise<void> {
  // The two drizzle drivers expose distinct migrators; each one gets the database it was built for.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
