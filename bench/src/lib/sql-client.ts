import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { postgresSessionOptions } from '@pawndesk/server/src/db/client.ts';
import pg from 'pg';

/** The smallest driver surface bench needs, the same over PostgreSQL and PGlite. */
export type SqlClient = {
  kind: 'postgres' | 'pglite';
  /** `name` makes it a named prepared statement, as the server prepares its hot queries. */
  query<T extends object = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    name?: string,
  ): Promise<T[]>;
  /** Several `;`-separated statements without parameters, in one session. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
};

/** Where bench data lives: a PostgreSQL database, or a PGlite data directory (server layout). */
export type DataTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** A pg.Pool; `max` 10 matches the server's pool so raw SQL and the API share the same limits. */
export function openPgClient(url: string, max = 10): SqlClient {
  // The server's own session settings, so the raw SQL runs as the server's statements do.
  const pool = new pg.Pool({ connectionString: url, max, options: postgresSessionOptions });
  return {
    kind: 'postgres',
    async query<T extends object>(text: string, params: readonly unknown[] = [], name?: string) {
      const result = await pool.query(
        name ? { name, text, values: [...params] } : { text, values: [...params] },
      );
      return result.rows as T[];
    },
    async exec(text: string) {
      // Without values pg sends a simple query, which may hold several statements.
      await pool.query(text);
    },
    close: () => pool.end(),
  };
}

/** PGlite on `<dataDir>/pglite`, the layout the server uses for DATA_DIR. */
async function openPgliteClient(dataDir: string): Promise<SqlClient> {
  const client = await PGlite.create(`${dataDir}/pglite`, {
    extensions: { btree_gin, pg_trgm, unaccent },
  });
  return {
    kind: 'pglite',
    async query<T extends object>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(text, [...params]);
      return result.rows;
    },
    async exec(text: string) {
      // PGlite's query() prepares its text, which refuses several statements; exec() does not.
      await client.exec(text);
    },
    close: () => client.close(),
  };
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) {
    throw new Error(`No database name in ${url}`);
  }
  return name;
}

async function withMaintenanceClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseExists(url: string): Promise<boolean> {
  return withMaintenanceClient(url, async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [
      databaseName(url),
    ]);
    return (result.rowCount ?? 0) > 0;
  });
}

/** Creates the database when missing; returns whether it did. */
export async function ensureDatabase(url: string): Promise<boolean> {
  if (await databaseExists(url)) {
    return false;
  }
  await withMaintenanceClient(url, (client) =>
    client.query(`create database ${pg.escapeIdentifier(databaseName(url))}`),
  );
  return true;
}

/** Drops a bench database; refuses any name that does not start with pawndesk_bench. */
export function dropBenchDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (!name.startsWith('pawndesk_bench')) {
    throw new Error(`Refusing to drop '${name}': only pawndesk_bench* databases are bench-owned`);
  }
  return withMaintenanceClient(url, async (client) => {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  });
}

/** The URL with any password hidden, for log lines. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) {
    parsed.password = '***';
  }
  return parsed.toString();
}

export async function openTarget(target: DataTarget): Promise<SqlClient> {
  return target.kind === 'postgres' ? openPgClient(target.url) : openPgliteClient(target.dataDir);
}
