/**
 * The planner's statistics on the embedded database. PGlite has no autovacuum daemon, so nothing
 * ever runs ANALYZE there: every table keeps the planner's default guesses, and a guess of 5 rows
 * for 440 due contracts made the reminders summary re-run a subquery per client, 1,083 ms on the
 * end-to-end data against 19 ms once analyzed (docs/decisions/0037). This job does the daemon's
 * ANALYZE: every table once after start-up (PGlite's activity counters start again at zero on
 * each start), then every minute the tables changed past autovacuum's default threshold. One
 * table per statement, with a pause after each, so requests queued on the single engine wait for
 * one table at most.
 * PostgreSQL has its own daemon and does not run this.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { yieldToOthers } from '../lib/export-pace.ts';

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor's defaults. */
const baseThreshold = 50;
const scaleFactor = 0.1;

const statisticsIntervalMs = 60_000;

type TableRow = { name: string };

/** The application's tables, every one or only those changed enough since their last ANALYZE. */
async function tablesToAnalyze(db: Db, every: boolean): Promise<string[]> {
  // Counters of this session's statements reach pg_stat_user_tables once flushed.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = 'public' and c.relkind = 'r'
      and (${every} or c.reltuples < 0
        or coalesce(s.n_mod_since_analyze, 0) > ${baseThreshold} + ${scaleFactor} * c.reltuples)
    order by c.relname`)) as unknown as { rows: TableRow[] };
  return result.rows.map((row) => row.name);
}

/** Analyzes every table (`every`) or the changed ones; returns the tables analyzed. */
export async function analyzeTables(db: Db, every: boolean): Promise<string[]> {
  const tables = await tablesToAnalyze(db, every);
  for (const table of tables) {
    const started = performance.now();
    await db.execute(sql`analyze ${sql.identifier(table)}`);
    // The engine runs on the server's thread: without a pause the next table's ANALYZE would
    // start before a request that came meanwhile is even read, and the whole pass was one hold
    // (4.5 s at a tenth of the bench's scale, where one table takes up to 0.9 s).
    await yieldToOthers(performance.now() - started);
  }
  return tables;
}

/** Analyzes every table now, then the changed ones every `intervalMs`; returns a stop function. */
export function startStatisticsKeeper(
  db: Db,
  log: (message: string, error?: unknown) => void,
  intervalMs = statisticsIntervalMs,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async (every: boolean) => {
    try {
      const started = performance.now();
      const tables = await analyzeTables(db, every);
      if (tables.length > 0) {
        const ms = (performance.now() - started).toFixed(0);
        log(`Planner statistics: ${tables.length} tables analyzed in ${ms} ms`);
      }
    } catch (error) {
      log('Planner statistics failed', error);
    }
    if (!stopped) {
      timer = setTimeout(() => void run(false), intervalMs);
      timer.unref();
    }
  };
  void run(true);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
