import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type SQL, sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../lib/paths.ts';
import type { Database, DbOrTx } from './client.ts';

/**
 * A logical dump of the database (ADR 0012): every table of the `public` schema as JSON lines (the
 * database's own `row_to_json`, so no value passes through a JavaScript number), the sequences,
 * and the migrations applied. The schema itself is not dumped: the migrations rebuild it. The same
 * code serves PGlite and PostgreSQL, so a backup of one restores into the other.
 */
export type DumpedTable = { name: string; columns: string[]; rows: number; sha256: string };
export type DumpedSequence = { name: string; lastValue: string; isCalled: boolean };
export type DatabaseDump = {
  source: Database['kind'];
  serverVersion: string;
  /** The `created_at` (the journal's `when`) of every applied migration, oldest first. */
  migrations: number[];
  tables: DumpedTable[];
  sequences: DumpedSequence[];
};

export class DumpError extends Error {}

const fetchSize = 1000;
const batchRows = 1000;
const batchChars = 4 * 1024 * 1024;

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

const publicName = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;
const regclass = (name: string) => sql`format('public.%I', ${name}::text)::regclass`;
const notExtensionMember = (catalog: string, objectId: SQL) =>
  sql`not exists (select 1 from pg_depend d where d.classid = ${catalog}::regclass
    and d.objid = ${objectId} and d.deptype = 'e')`;

/** The file of a table's rows inside the dump folder. */
export function tableFile(dir: string, table: string): string {
  return path.join(dir, `${encodeURIComponent(table)}.jsonl`);
}

/** Tables of `public` that belong to no extension, by name. */
async function listTables(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and not c.relispartition and ${notExtensionMember('pg_class', sql`c.oid`)}
      order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Insertable columns (generated ones are computed again), in table order. */
async function listColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
      where a.attrelid = ${regclass(table)} and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attnum`,
  );
  return rows.map((row) => row.name);
}

async function listPrimaryKey(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${regclass(table)} and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((row) => row.name);
}

async function listSequences(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
        and ${notExtensionMember('pg_class', sql`c.oid`)}
      order by c.relname`,
  );
  return rows.map((row) => row.name);
}

async function listAppliedMigrations(db: DbOrTx): Promise<number[]> {
  const [exists] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) {
    return [];
  }
  const rows = await rowsOf<{ createdAt: string }>(
    db,
    sql`select created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => Number(row.createdAt));
}

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) {
    await once(stream, 'drain');
  }
}

async function dumpTable(db: DbOrTx, table: string, file: string): Promise<DumpedTable> {
  const columns = await listColumns(db, table);
  const key = await listPrimaryKey(db, table);
  // Rows in key order: a parent row (contracts.parent_id) comes before its children on restore.
  const order =
    key.length > 0 ? sql` order by ${sql.join(key.map(sql.identifier), sql`, `)}` : sql``;
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  let rows = 0;
  await db.execute(
    sql`declare pawndesk_dump no scroll cursor for
      select row_to_json(t)::text as "row" from ${publicName(table)} t${order}`,
  );
  for (;;) {
    const batch = await rowsOf<{ row: string }>(
      db,
      sql`fetch forward ${sql.raw(String(fetchSize))} from pawndesk_dump`,
    );
    if (batch.length === 0) {
      break;
    }
    const text = `${batch.map((line) => line.row).join('\n')}\n`;
    hash.update(text);
    await write(out, text);
    rows += batch.length;
  }
  await db.execute(sql`close pawndesk_dump`);
  out.end();
  await closed;
  return { name: table, columns, rows, sha256: hash.digest('hex') };
}

/**
 * Writes every table into `dir` from one consistent snapshot (a repeatable-read, read-only
 * transaction: on PostgreSQL the server may keep working meanwhile).
 */
export async function dumpDatabase(database: Database, dir: string): Promise<DatabaseDump> {
  await mkdir(dir, { recursive: true });
  return database.db.transaction(
    async (tx) => {
      const migrations = await listAppliedMigrations(tx);
      if (migrations.length === 0) {
        throw new DumpError('This database has no PawnDesk migrations: nothing to back up');
      }
      const [version] = await rowsOf<{ version: string }>(tx, sql`select version() as version`);
      const tables: DumpedTable[] = [];
      for (const table of await listTables(tx)) {
        tables.push(await dumpTable(tx, table, tableFile(dir, table)));
      }
      const sequences: DumpedSequence[] = [];
      for (const name of await listSequences(tx)) {
        const [state] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
          tx,
          sql`select last_value::text as "lastValue", is_called as "isCalled" from ${publicName(name)}`,
        );
        if (state) {
          sequences.push({ name, lastValue: state.lastValue, isCalled: state.isCalled });
        }
      }
      return {
        source: database.kind,
        serverVersion: version?.version ?? '',
        migrations,
        tables,
        sequences,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** True when the database holds PawnDesk data: staff accounts or branches. */
export async function isDatabaseInUse(db: DbOrTx): Promise<boolean> {
  for (const table of ['users', 'branches']) {
    const [exists] = await rowsOf<{ found: boolean }>(
      db,
      sql`select to_regclass(format('public.%I', ${table}::text)) is not null as found`,
    );
    if (!exists?.found) {
      continue;
    }
    const [row] = await rowsOf<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${publicName(table)}) as found`,
    );
    if (row?.found) {
      return true;
    }
  }
  return false;
}

/** Drops what the migrations created (tables, views, sequences, functions, types, bookkeeping). */
async function dropPawnDeskObjects(tx: DbOrTx): Promise<void> {
  const relations = await rowsOf<{ name: string; kind: string }>(
    tx,
    sql`select c.relname as name, c.relkind::text as kind from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm', 'r', 'p', 'S')
        and ${notExtensionMember('pg_class', sql`c.oid`)}`,
  );
  const dropOrder = ['v', 'm', 'r', 'p', 'S'];
  const statement: Record<string, string> = {
    v: 'view',
    m: 'materialized view',
    r: 'table',
    p: 'table',
    S: 'sequence',
  };
  for (const kind of dropOrder) {
    for (const relation of relations.filter((item) => item.kind === kind)) {
      await tx.execute(
        sql`drop ${sql.raw(statement[kind] ?? 'table')} if exists ${publicName(relation.name)} cascade`,
      );
    }
  }
  const routines = await rowsOf<{ signature: string; kind: string }>(
    tx,
    sql`select p.oid::regprocedure::text as signature, p.prokind::text as kind from pg_proc p
      where p.pronamespace = 'public'::regnamespace and ${notExtensionMember('pg_proc', sql`p.oid`)}`,
  );
  for (const routine of routines) {
    const what =
      routine.kind === 'p' ? 'procedure' : routine.kind === 'a' ? 'aggregate' : 'function';
    await tx.execute(sql.raw(`drop ${what} if exists ${routine.signature} cascade`));
  }
  const types = await rowsOf<{ name: string }>(
    tx,
    sql`select t.oid::regtype::text as name from pg_type t
      where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'r')
        and ${notExtensionMember('pg_type', sql`t.oid`)}`,
  );
  for (const type of types) {
    await tx.execute(sql.raw(`drop type if exists ${type.name} cascade`));
  }
  await tx.execute(sql`drop schema if exists drizzle cascade`);
}

/** Applies migrations as drizzle's migrator does, inside the caller's transaction. */
async function applyMigrations(tx: DbOrTx, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
    id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at)
        values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

async function listForeignKeys(tx: DbOrTx): Promise<{ child: string; parent: string }[]> {
  return rowsOf(
    tx,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and child.relnamespace = 'public'::regnamespace`,
  );
}

/** Parents before children (self-references aside: rows go in key order). */
function loadOrder(tables: string[], keys: { child: string; parent: string }[]): string[] {
  const pending = new Set(tables);
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      keys.every((key) => key.child !== table || key.parent === table || !pending.has(key.parent)),
    );
    // A cycle between tables (none today) is loaded as it comes; a broken reference then fails
    // the restore, which rolls back whole.
    const next = ready.length > 0 ? ready : [...pending];
    for (const table of next) {
      pending.delete(table);
      order.push(table);
    }
  }
  return order;
}

async function loadTable(tx: DbOrTx, table: DumpedTable, file: string): Promise<number> {
  const columns = sql.join(table.columns.map(sql.identifier), sql`, `);
  let batch: string[] = [];
  let chars = 0;
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) {
      return;
    }
    const json = `[${batch.join(',')}]`;
    await tx.execute(
      sql`insert into ${publicName(table.name)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${publicName(table.name)}, ${json}::json)`,
    );
    loaded += batch.length;
    batch = [];
    chars = 0;
  };
  const lines = createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line === '') {
      continue;
    }
    batch.push(line);
    chars += line.length;
    if (batch.length >= batchRows || chars >= batchChars) {
      await flush();
    }
  }
  await flush();
  return loaded;
}

/**
 * Replaces everything PawnDesk keeps in the database with the dump in `dir`, in one transaction:
 * drop PawnDesk's objects, apply the migrations the backup had, load the rows (user triggers off,
 * the count tables come from the dump), set the sequences, then apply the migrations that came
 * after the backup. Any failure rolls the whole restore back and leaves the database as it was.
 */
export async function loadDatabase(
  database: Database,
  dir: string,
  dump: DatabaseDump,
): Promise<void> {
  const known = readMigrationFiles({ migrationsFolder });
  const isPrefix = dump.migrations.every((when, index) => known[index]?.folderMillis === when);
  if (!isPrefix || dump.migrations.length > known.length) {
    throw new DumpError(
      'The backup comes from a newer or different version of PawnDesk (its migrations are not this version’s): update PawnDesk first',
    );
  }
  const before = known.slice(0, dump.migrations.length);
  const after = known.slice(dump.migrations.length);
  await database.db.transaction(async (tx) => {
    await dropPawnDeskObjects(tx);
    await applyMigrations(tx, before);
    const tables = await listTables(tx);
    const expected = dump.tables.map((table) => table.name).sort();
    if (JSON.stringify(tables) !== JSON.stringify(expected)) {
      throw new DumpError(
        `The backup's tables (${expected.join(', ')}) differ from the schema its migrations build (${tables.join(', ')})`,
      );
    }
    for (const table of dump.tables) {
      const columns = await listColumns(tx, table.name);
      if (JSON.stringify(columns) !== JSON.stringify(table.columns)) {
        throw new DumpError(`The columns of ${table.name} in the backup differ from the schema`);
      }
    }
    if (tables.length > 0) {
      // Rows the migrations wrote (the count tables' first rows) come from the dump instead.
      await tx.execute(sql`truncate ${sql.join(tables.map(publicName), sql`, `)}`);
    }
    for (const table of tables) {
      await tx.execute(sql`alter table ${publicName(table)} disable trigger user`);
    }
    const byName = new Map(dump.tables.map((table) => [table.name, table]));
    for (const name of loadOrder(tables, await listForeignKeys(tx))) {
      const table = byName.get(name);
      if (!table) {
        continue;
      }
      const loaded = await loadTable(tx, table, tableFile(dir, name));
      if (loaded !== table.rows) {
        throw new DumpError(`${name}: ${loaded} rows read from the backup, ${table.rows} expected`);
      }
    }
    for (const table of tables) {
      await tx.execute(sql`alter table ${publicName(table)} enable trigger user`);
    }
    for (const sequence of dump.sequences) {
      await tx.execute(
        sql`select setval(${regclass(sequence.name)}, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    }
    await applyMigrations(tx, after);
  });
}
