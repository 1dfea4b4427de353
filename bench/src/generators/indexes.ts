import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverDir } from '../lib/paths.ts';
import type { SqlClient } from '../lib/sql-client.ts';
import { indexDefinitions, rebuildIndexes } from './clients.ts';

const migrationsDir = path.join(serverDir, 'src/db/migrations');

/** The newest `CREATE INDEX "<name>" …` of the server's migrations, as it was written there. */
async function migrationIndexDefinition(name: string): Promise<string | undefined> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  let found: string | undefined;
  const pattern = new RegExp(`CREATE (UNIQUE )?INDEX (IF NOT EXISTS )?"${name}" [^;]*`, 'g');
  for (const file of files) {
    const text = await readFile(path.join(migrationsDir, file), 'utf8');
    for (const match of text.matchAll(pattern)) {
      found = match[0];
    }
  }
  return found;
}

/**
 * A load that died between dropping its indexes and rebuilding them leaves them missing: recreate
 * each from the server's own migration before anything else, so the schema is the server's again.
 */
export async function restoreMissingIndexes(
  db: SqlClient,
  names: readonly string[],
  log: (line: string) => void,
): Promise<void> {
  const present = new Set((await indexDefinitions(db, names)).map((row) => row.name));
  const missing: { name: string; definition: string }[] = [];
  for (const name of names.filter((candidate) => !present.has(candidate))) {
    const definition = await migrationIndexDefinition(name);
    if (!definition) {
      throw new Error(`Index ${name} is missing and no migration creates it`);
    }
    missing.push({ name, definition: definition.replace(`"${name}"`, name) });
  }
  if (missing.length > 0) {
    log(`  ${missing.map((m) => m.name).join(', ')}: missing (an interrupted load); rebuilding`);
    await rebuildIndexes(db, missing, log);
  }
}

/**
 * Runs a large load with `names` dropped when `drop` (cheaper built once than maintained row by
 * row), and rebuilds them from their own definitions afterwards, also when the load fails.
 */
export async function withoutIndexes<T>(
  db: SqlClient,
  names: readonly string[],
  drop: boolean,
  log: (line: string) => void,
  work: () => Promise<T>,
): Promise<T> {
  const dropped = drop ? await indexDefinitions(db, names) : [];
  try {
    for (const { name } of dropped) {
      await db.query(`drop index if exists ${name}`);
    }
    return await work();
  } finally {
    await rebuildIndexes(db, dropped, log);
  }
}
