import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repos accept either, so services can compose them in one transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Listener = (payload: string) => void;

/** What a listener that keeps state hears of its LISTEN connection (PostgreSQL only). */
export type ListenEvents = {
  /** The connection dropped: notifications from now on are lost until it is back. */
  onLost?: () => void;
  /** The connection is back: notifications sent meanwhile are gone, so reload state now. */
  onReconnect?: () => void;
};

/** The database plus the pieces drizzle does not cover: LISTEN and closing. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls `listener` with every NOTIFY on `channel`; `events` tell of a lost LISTEN connection. */
  listen(channel: string, listener: Listener, events?: ListenEvents): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

// Postgres bigint (int8) columns in raw SQL come back as strings from node-postgres; parse them
// as numbers so both drivers agree (money stays far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * PGlite's shared buffers. Its default, PostgreSQL's 128 MB, is zeroed by the WebAssembly memset
 * at every open, before the first statement: 1.2–1.9 s of the server's start-up on the 2-core
 * bench machine under load (CPU profile, docs/decisions/0036). The files stay in the operating
 * system's cache, so a page that is not in these buffers is one read of the file away.
 */
export const pgliteSharedBuffers = '32MB';

export async function openPglite(
  dataDir: string | undefined,
  /** A data folder dumped by PGlite's dumpDataDir to start from instead of an empty cluster. */
  loadDataDir?: Blob,
): Promise<Database> {
  let unlock = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? 'memory://', {
      extensions: { btree_gin, pg_trgm, unaccent },
      loadDataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    // In-process: the LISTEN never drops, so there is no reconnect to report.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, listener);
      return unlisten;
    },
    async close() {
      await client.close();
      await unlock();
    },
  };
}

/**
 * Session settings of every server connection. The planner overestimates the rows of the
 * reminder's partial-index scans (148,000 for 32,000 at 2,000,000 contracts), and then:
 * - JIT off: it crossed jit_above_cost and spent 40–350 ms compiling a query that runs in tens of
 *   ms (bench, docs/decisions/0017); no statement here gains from JIT;
 * - no parallel workers: it started two for the summary's lateness groups, 74–78 ms where one
 *   process takes 18–26 ms (docs/decisions/0033). Requests run side by side on the pool; on a
 *   branch server's few cores, workers only take cores from the other requests.
 */
export const postgresSessionOptions = '-c jit=off -c max_parallel_workers_per_gather=0';

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: postgresSessionOptions });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL pool: ${error.message}\n`);
  });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  // LISTEN needs one dedicated connection for the life of the process; when it drops, a new one
  // re-subscribes every channel.
  let listenClient: pg.Client | undefined;
  let closing = false;
  let hasConnected = false;
  const listeners = new Map<string, Set<Listener>>();
  const connectionListeners = new Set<ListenEvents>();
  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) {
        listener(message.payload ?? '');
      }
    });
    const lost = (error?: Error) => {
      if (listenClient !== client || closing) {
        return;
      }
      process.stderr.write(
        `PostgreSQL LISTEN connection lost${error ? `: ${error.message}` : ''}; reconnecting\n`,
      );
      listenClient = undefined;
      for (const events of connectionListeners) {
        events.onLost?.();
      }
      retryListenClient();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      for (const channel of listeners.keys()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    listenClient = client;
    if (hasConnected) {
      for (const events of connectionListeners) {
        events.onReconnect?.();
      }
    }
    hasConnected = true;
    return client;
  }
  // Every second until the database answers again: a restart can take longer than one try.
  function retryListenClient(): void {
    setTimeout(() => {
      if (closing) {
        return;
      }
      ensureListenClient().catch((error: unknown) => {
        process.stderr.write(
          `PostgreSQL LISTEN reconnect failed: ${(error as Error).message}; retrying\n`,
        );
        retryListenClient();
      });
    }, 1000);
  }
  let connecting: Promise<pg.Client> | undefined;
  function ensureListenClient(): Promise<pg.Client> {
    if (listenClient) {
      return Promise.resolve(listenClient);
    }
    connecting ??= connectListener().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }
  return {
    db,
    kind: 'postgres',
    async listen(channel, listener, events) {
      let set = listeners.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      if (events) {
        connectionListeners.add(events);
      }
      const client = await ensureListenClient();
      if (isNewChannel) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      const registered = set;
      return async () => {
        registered.delete(listener);
        if (events) {
          connectionListeners.delete(events);
        }
      };
    },
    async close() {
      closing = true;
      await listenClient?.end();
      await pool.end();
    },
  };
}
