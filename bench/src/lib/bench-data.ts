import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Database, openPglite, openPostgres } from '@pawndesk/server/src/db/client.ts';
import { migrate } from '@pawndesk/server/src/db/migrate.ts';
import { seedDemo } from '@pawndesk/server/src/db/seed/seed-demo.ts';
import { generators } from '../generators/registry.ts';
import {
  type DataTarget,
  dropBenchDatabase,
  ensureDatabase,
  openTarget,
  redactUrl,
} from './sql-client.ts';

export type { DataTarget } from './sql-client.ts';

import { round } from './stats.ts';

export type DataOptions = {
  target: DataTarget;
  /** Rows wanted per generator key; a missing key uses the generator's default. */
  counts: Readonly<Record<string, number>>;
  /** Start from an empty database (drops it, or deletes the PGlite directory). */
  reset: boolean;
  log: (line: string) => void;
};

export type GeneratorReport = {
  key: string;
  existing: number;
  total: number;
  inserted: Record<string, number>;
  seconds: number;
  rowsPerSecond: number;
};

export type DataReport = {
  target: string;
  createdDatabase: boolean;
  seededDemo: boolean;
  generators: GeneratorReport[];
  insertedRows: number;
  seconds: number;
  rowsPerSecond: number;
};

function describeTarget(target: DataTarget): string {
  return target.kind === 'postgres'
    ? `PostgreSQL ${redactUrl(target.url)}`
    : `PGlite ${path.join(target.dataDir, 'pglite')}`;
}

/** Migrates and seeds the demo data through the server's own code; returns what it did. */
async function prepareSchema(
  target: DataTarget,
  reset: boolean,
): Promise<{ created: boolean; seeded: boolean }> {
  let created = false;
  let database: Database;
  if (target.kind === 'postgres') {
    if (reset) {
      await dropBenchDatabase(target.url);
    }
    created = await ensureDatabase(target.url);
    database = await openPostgres(target.url);
  } else {
    const dir = path.join(target.dataDir, 'pglite');
    if (reset) {
      await rm(dir, { recursive: true, force: true });
    }
    database = await openPglite(dir);
  }
  try {
    await migrate(database);
    const anyUser = await database.db.query.users.findFirst({ columns: { id: true } });
    if (anyUser) {
      return { created, seeded: false };
    }
    await seedDemo(database.db);
    return { created, seeded: true };
  } finally {
    await database.close();
  }
}

/** Migrates, seeds the demo data once, then tops every generator up to its count. */
export async function prepareBenchData(options: DataOptions): Promise<DataReport> {
  const { target, log } = options;
  const started = performance.now();
  log(`Bench data in ${describeTarget(target)}`);
  const { created, seeded } = await prepareSchema(target, options.reset);
  if (created) {
    log('  created the database');
  }
  if (seeded) {
    log('  migrated and seeded the demo data');
  }
  const db = await openTarget(target);
  const reports: GeneratorReport[] = [];
  try {
    for (const generator of generators) {
      const count = options.counts[generator.key] ?? generator.defaultCount;
      const generatorStarted = performance.now();
      const result = await generator.generate(db, count, log);
      const seconds = (performance.now() - generatorStarted) / 1000;
      const rows = Object.values(result.inserted).reduce((sum, value) => sum + value, 0);
      reports.push({
        key: generator.key,
        ...result,
        seconds: round(seconds, 3),
        rowsPerSecond: rows > 0 ? Math.round(rows / seconds) : 0,
      });
    }
    if (reports.some((report) => Object.values(report.inserted).some((rows) => rows > 0))) {
      // Fresh statistics, so the planner sees the bulk tables at their real size.
      await db.query('analyze');
    }
  } finally {
    await db.close();
  }
  const insertedRows = reports.reduce(
    (sum, report) => sum + Object.values(report.inserted).reduce((a, b) => a + b, 0),
    0,
  );
  const seconds = (performance.now() - started) / 1000;
  const generationSeconds = reports.reduce((sum, report) => sum + report.seconds, 0);
  return {
    target: describeTarget(target),
    createdDatabase: created,
    seededDemo: seeded,
    generators: reports,
    insertedRows,
    seconds: round(seconds, 3),
    rowsPerSecond: insertedRows > 0 ? Math.round(insertedRows / generationSeconds) : 0,
  };
}
