import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, type DbOrTx, openPglite, type Schema } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { testPhoneSettings, testSecret } from '../testing/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { urlOf } from '../testing/url-of.ts';
import {
  type BackupManifest,
  createBackup,
  inspectBackup,
  manifestName,
  restoreBackup,
} from './backup.ts';
import { migrationsFolder } from './paths.ts';
import { diskStorage } from './storage.ts';
import { tokenKey } from './tokens.ts';

// The demo seed on the suite's database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), one
// backup of it, and restores into fresh databases compared table by table.
const now = new Date('2026-11-24T03:00:00Z');
let work: string;
let source: TestDatabase;
let sourceFiles: string;
let archive: string;
let manifest: BackupManifest;
const opened: Database[] = [];

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

type Fingerprint = Record<string, string>;

/**
 * Per table: the row count and an MD5 of every row in key order; per money column (bigint, not an
 * id, key, size or count): its sum and an MD5 of its values in key order; every sequence's state.
 */
async function fingerprint(db: DbOrTx): Promise<Fingerprint> {
  const result: Fingerprint = {};
  const tables = await rowsOf<{ name: string; key: string | null }>(
    db,
    sql`select c.relname as name,
        (select string_agg(quote_ident(a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum))
           from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = c.oid and i.indisprimary) as key
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      order by c.relname`,
  );
  for (const table of tables) {
    const order = sql.raw(table.key ?? 'row_to_json(t)::text');
    const [whole] = await rowsOf<{ rows: string; digest: string | null }>(
      db,
      sql`select count(*)::text as rows, md5(string_agg(row_to_json(t)::text, '|' order by ${order})) as digest
        from ${sql.identifier(table.name)} t`,
    );
    result[`${table.name}: rows`] = `${whole?.rows} ${whole?.digest}`;
    const money = await rowsOf<{ name: string }>(
      db,
      sql`select a.attname as name from pg_attribute a
        where a.attrelid = ${table.name}::regclass and a.attnum > 0 and not a.attisdropped
          and a.atttypid = 'int8'::regtype
          and a.attname !~ '(^id$|_id$|^finflux|^mifos|size|count)'`,
    );
    for (const column of money) {
      const name = sql.identifier(column.name);
      const [sums] = await rowsOf<{ total: string | null; digest: string | null }>(
        db,
        sql`select sum(${name})::text as total,
            md5(string_agg(coalesce(${name}::text, '∅'), ',' order by ${order})) as digest
          from ${sql.identifier(table.name)} t`,
      );
      result[`${table.name}.${column.name}`] = `${sums?.total} ${sums?.digest}`;
    }
  }
  const sequences = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'S'`,
  );
  for (const sequence of sequences) {
    const [state] = await rowsOf<{ state: string }>(
      db,
      sql`select last_value::text || ' ' || is_called::text as state from ${sql.identifier(sequence.name)}`,
    );
    result[`sequence ${sequence.name}`] = state?.state ?? '';
  }
  return result;
}

async function filesDigest(root: string): Promise<Record<string, string>> {
  if (!existsSync(root)) {
    return {};
  }
  const digest: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      digest[path.relative(root, file)] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
    }
  }
  return digest;
}

async function emptyTarget(): Promise<{ database: Database; files: string }> {
  const database = await openTestDatabase();
  opened.push(database);
  return { database, files: path.join(await mkdtemp(path.join(work, 'target-')), 'files') };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pawndesk-backup-'));
  source = await openTestDatabase();
  sourceFiles = path.join(work, 'source-files');
  await seedDemo(source.db, { now, storage: diskStorage(sourceFiles) });
  archive = path.join(work, 'demo.tar.gz');
  manifest = await createBackup({ database: source, filesDir: sourceFiles, file: archive, now });
}, 240_000);

afterAll(async () => {
  for (const database of opened) {
    await database.close();
  }
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

// Each restore copies the whole demo database: minutes, not seconds, on a loaded 2-core machine.
describe('npm run backup / npm run restore', { timeout: 180_000 }, () => {
  it('should write one archive whose manifest counts every table, row and document', async () => {
    expect(manifest.database.source).toBe(source.kind);
    const counts = Object.fromEntries(manifest.database.tables.map((t) => [t.name, t.rows]));
    expect(counts.users).toBeGreaterThan(0);
    expect(counts.contracts).toBeGreaterThan(1000);
    expect(counts.cash_logs).toBeGreaterThan(0);
    expect(manifest.files.count).toBe(Object.keys(await filesDigest(sourceFiles)).length);
    expect(manifest.files.count).toBeGreaterThan(0);
    expect(await inspectBackup(archive)).toEqual(manifest);
  });

  it('should restore the demo database into an empty one with the same rows, money, sequences and documents', async () => {
    const target = await emptyTarget();
    const result = await restoreBackup({
      database: target.database,
      filesDir: target.files,
      archive,
      force: false,
      now,
    });
    expect(result.previousFiles).toBeUndefined();
    const expected = await fingerprint(source.db);
    expect(Object.keys(expected).filter((key) => key.includes('.')).length).toBeGreaterThan(10);
    expect(await fingerprint(target.database.db)).toEqual(expected);
    expect(await filesDigest(target.files)).toEqual(await filesDigest(sourceFiles));

    // The restored database serves the console: a demo account signs in.
    const app = await buildApp({
      database: target.database,
      tokenKey: tokenKey(testSecret),
      phone: testPhoneSettings,
      storage: diskStorage(target.files),
    });
    const [branch] = await rowsOf<{ id: number }>(
      target.database.db,
      sql`select b.id from branches b join user_branches ub on ub.branch_id = b.id
        join users u on u.id = ub.user_id where u.username = 'admin' order by b.id limit 1`,
    );
    const signIn = await app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signIn),
      payload: { username: 'admin', password: 'demo1234', branch: Number(branch?.id) },
    });
    await app.close();
    expect(signIn.statusCode).toBe(200);
  });

  it('should restore into an embedded database without any schema (a new machine), from PostgreSQL too', async () => {
    const database = await openPglite(undefined);
    opened.push(database);
    const files = path.join(await mkdtemp(path.join(work, 'bare-')), 'files');
    await restoreBackup({ database, filesDir: files, archive, force: false, now });
    const restored = await fingerprint(database.db);
    expect(restored['contracts: rows']).toBe((await fingerprint(source.db))['contracts: rows']);
  });

  it('should restore a backup taken before the latest migration and apply that migration after the rows', async () => {
    const known = readMigrationFiles({ migrationsFolder });
    const folder = await mkdtemp(path.join(work, 'migrations-'));
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, -1);
    await writeFile(journalFile, JSON.stringify(journal));
    const older = await openPglite(undefined);
    opened.push(older);
    await migratePglite(older.db as PgliteDatabase<Schema>, { migrationsFolder: folder });
    await older.db.execute(
      sql`insert into branches (code, name, address) values ('CU', 'Chi nhánh cũ', '1 Lê Lợi')`,
    );
    const olderArchive = path.join(work, 'older.tar.gz');
    const olderManifest = await createBackup({
      database: older,
      filesDir: path.join(work, 'no-files'),
      file: olderArchive,
      now,
    });
    expect(olderManifest.database.migrations).toHaveLength(known.length - 1);
    // The tables the latest migration creates: the older backup has none of them.
    const latestTables = tablesCreatedBy(known.at(-1)?.sql ?? []);
    const olderTables = olderManifest.database.tables.map((table) => table.name);
    for (const table of latestTables) {
      expect(olderTables).not.toContain(table);
    }

    const target = await emptyTarget();
    await restoreBackup({
      database: target.database,
      filesDir: target.files,
      archive: olderArchive,
      force: false,
      now,
    });
    const [applied] = await rowsOf<{ count: number }>(
      target.database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied?.count).toBe(known.length);
    const branches = await rowsOf<{ code: string }>(
      target.database.db,
      sql`select code from branches`,
    );
    expect(branches.map((branch) => branch.code)).toEqual(['CU']);
    for (const table of latestTables) {
      const [created] = await rowsOf<{ count: number }>(
        target.database.db,
        sql`select count(*)::int as count from ${sql.identifier(table)}`,
      );
      expect(created?.count).toBe(0);
    }
  });

  it('should refuse to restore over a database with data unless forced, then replace it and keep the old documents aside', async () => {
    const target = await emptyTarget();
    await restoreBackup({
      database: target.database,
      filesDir: target.files,
      archive,
      force: false,
      now,
    });
    await target.database.db.execute(sql`update cash_logs set amount = amount + 1000`);
    await target.database.db.execute(
      sql`delete from clients where id = (select max(id) from clients)`,
    );
    await writeFile(path.join(target.files, 'added-after-backup'), 'x');

    await expect(
      restoreBackup({
        database: target.database,
        filesDir: target.files,
        archive,
        force: false,
        now,
      }),
    ).rejects.toThrow(
      /Refusing to restore: the database has data and the documents folder has files.*--force/,
    );
    expect((await fingerprint(target.database.db))['cash_logs.amount']).not.toBe(
      (await fingerprint(source.db))['cash_logs.amount'],
    );

    const forced = await restoreBackup({
      database: target.database,
      filesDir: target.files,
      archive,
      force: true,
      now,
    });
    expect(await fingerprint(target.database.db)).toEqual(await fingerprint(source.db));
    expect(await filesDigest(target.files)).toEqual(await filesDigest(sourceFiles));
    expect(forced.previousFiles).toBeDefined();
    expect(existsSync(path.join(forced.previousFiles ?? '', 'added-after-backup'))).toBe(true);
  });

  it('should refuse a damaged archive or one from a newer version and leave the database as it was', async () => {
    const target = await emptyTarget();
    const before = await fingerprint(target.database.db);
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(
      restoreBackup({
        database: target.database,
        filesDir: target.files,
        archive: damaged,
        force: false,
        now,
      }),
    ).rejects.toThrow(/not a readable PawnDesk backup/);

    // A row changed inside the archive: its checksum no longer matches.
    const tamperedRoot = await mkdtemp(path.join(work, 'tampered-'));
    await tar.extract({ file: archive, cwd: tamperedRoot });
    const cashFile = path.join(tamperedRoot, 'database', 'cash_logs.jsonl');
    const cash = await readFile(cashFile, 'utf8');
    await writeFile(cashFile, cash.replace(/"amount":(\d)/, '"amount":9$1'));
    const tampered = path.join(work, 'tampered.tar.gz');
    await tar.create(
      { gzip: true, file: tampered, cwd: tamperedRoot },
      await readdir(tamperedRoot),
    );
    await expect(
      restoreBackup({
        database: target.database,
        filesDir: target.files,
        archive: tampered,
        force: false,
        now,
      }),
    ).rejects.toThrow(/damaged: the rows of cash_logs do not match/);

    // A backup taken by a newer PawnDesk (one more migration than this version knows).
    await writeFile(cashFile, cash);
    const manifestFile = path.join(tamperedRoot, manifestName);
    const newer = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    newer.database.migrations.push(Date.parse('2030-01-01'));
    await writeFile(manifestFile, JSON.stringify(newer));
    const future = path.join(work, 'future.tar.gz');
    await tar.create({ gzip: true, file: future, cwd: tamperedRoot }, await readdir(tamperedRoot));
    await expect(
      restoreBackup({
        database: target.database,
        filesDir: target.files,
        archive: future,
        force: false,
        now,
      }),
    ).rejects.toThrow(/The database was not changed: .*newer or different version of PawnDesk/);

    expect(await fingerprint(target.database.db)).toEqual(before);
    expect(await filesDigest(target.files)).toEqual({});
  });
});

/** The tables a migration's statements create (`CREATE TABLE "name"`, as drizzle-kit writes them). */
function tablesCreatedBy(statements: string[]): string[] {
  return [
    ...statements.join('\n').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(?:"public"\.)?"(\w+)"/g),
  ].map((match) => match[1] ?? '');
}
