// The cash log at scale (3,000,000 entries, issue #6 item 10): a list page with running balances,
// the summary and a 200,000-row export, over HTTP beside the same work as raw SQL. As in
// search.ts, the statements are not retyped: the server's repo functions run once against a
// capturing Drizzle driver, so bench replays exactly what the server sends.
import { readFileSync } from 'node:fs';
import { cashLogPageSize } from '@pawndesk/domain/cash-log-api';
import {
  balancesAt,
  countEntries,
  listEntriesQuery,
  sumInOut,
} from '@pawndesk/server/src/modules/cash-log/cash-log.repo.ts';
import type { SqlClient } from '../lib/sql-client.ts';
import { capture, type Statement as SearchStatement } from './search.ts';

export const cashLogScenarioKeys = ['cash-list-month', 'cash-list-deep', 'cash-summary'] as const;
export type CashLogScenarioKey = (typeof cashLogScenarioKeys)[number];

/** Issue #6's target: a list page p50 under 50 ms on PostgreSQL. */
export const cashListBudgetMs = 50;
const exportRows = 200_000;

/** `jitOff`: the server runs it with SET LOCAL jit = off (cash-log.repo.ts listEntries). */
export type Statement = SearchStatement & { jitOff?: boolean };

export type CashLogScenario = {
  key: CashLogScenarioKey;
  label: string;
  /** Path and query of the API call (as the demo head accountant). */
  path: string;
  /** What the service runs in parallel for this request. */
  statements: Statement[];
};

export type CashLogPlan = {
  entries: number;
  closures: number;
  scenarios: CashLogScenario[];
  /** The export's range: the newest 200,000 listed entries. */
  exportRange: { fromDate: string; toDate: string; rows: number };
};

async function one<T extends object>(db: SqlClient, sql: string, params: unknown[] = []) {
  const [row] = await db.query<T>(sql, params);
  return row;
}

const listed = ['registered', 'retracted'] as const;

/** The console's default view (this month), a deep page of everything, and the month's summary. */
export async function planCashLogScenarios(db: SqlClient): Promise<CashLogPlan> {
  const counts = await one<{ entries: number; closures: number; today: string }>(
    db,
    `select (select count(*)::int from cash_logs) as entries,
       (select count(*)::int from cash_closures) as closures,
       (now() at time zone 'Asia/Ho_Chi_Minh')::date::text as today`,
  );
  if (!counts || counts.entries < exportRows) {
    throw new Error('Too few cash log entries; run bench:data -- --cash-logs 3000000');
  }
  const today = counts.today;
  const monthStart = `${today.slice(0, 8)}01`;
  const month = { fromDate: monthStart, toDate: today };
  const deepPage = 50;
  const scenarios: CashLogScenario[] = [
    {
      key: 'cash-list-month',
      label: `GET /api/v1/cash-logs/ this month, page 1 of ${cashLogPageSize}, running balances`,
      path: `/api/v1/cash-logs/?fromDate=${monthStart}&toDate=${today}&page=1&pageSize=${cashLogPageSize}`,
      statements: [
        {
          ...(await capture((repoDb) =>
            repoDb.execute(
              listEntriesQuery(month, listed, { limit: cashLogPageSize, offset: 0 }, true),
            ),
          )),
          jitOff: true,
        },
        await capture((repoDb) => countEntries(repoDb, month, listed)),
      ],
    },
    {
      key: 'cash-list-deep',
      label: `GET /api/v1/cash-logs/ all dates, page ${deepPage} (offset ${(deepPage - 1) * cashLogPageSize}), running balances`,
      path: `/api/v1/cash-logs/?page=${deepPage}&pageSize=${cashLogPageSize}`,
      statements: [
        {
          ...(await capture((repoDb) =>
            repoDb.execute(
              listEntriesQuery(
                {},
                listed,
                { limit: cashLogPageSize, offset: (deepPage - 1) * cashLogPageSize },
                true,
              ),
            ),
          )),
          jitOff: true,
        },
        await capture((repoDb) => countEntries(repoDb, {}, listed)),
      ],
    },
    {
      key: 'cash-summary',
      label: 'GET /api/v1/cash-logs/summary/ this month (in, out, cash and bank balances)',
      path: `/api/v1/cash-logs/summary/?fromDate=${monthStart}&toDate=${today}`,
      statements: [
        await capture((repoDb) => sumInOut(repoDb, month)),
        await capture((repoDb) => balancesAt(repoDb, undefined, today)),
      ],
    },
  ];
  const oldest = await one<{ day: string }>(
    db,
    `select registration_date::text as day from cash_logs where status <> 'pending'
     order by registration_date desc, id desc offset ${exportRows - 1} limit 1`,
  );
  const fromDate = oldest?.day ?? monthStart;
  const rows = await one<{ n: number }>(
    db,
    `select count(*)::int as n from cash_logs where status <> 'pending'
     and registration_date between $1::date and $2::date`,
    [fromDate, today],
  );
  return {
    entries: counts.entries,
    closures: counts.closures,
    scenarios,
    exportRange: { fromDate, toDate: today, rows: rows?.n ?? 0 },
  };
}

/** One request's database work as the service does it: its statements in parallel. */
/** A pool for the statements the server runs with JIT off (the same setting, per connection). */
export function jitOffUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', '-c jit=off');
  return parsed.toString();
}

export async function runCashLogWork(
  db: SqlClient,
  jitOffDb: SqlClient,
  scenario: CashLogScenario,
): Promise<void> {
  await Promise.all(
    scenario.statements.map((statement) =>
      (statement.jitOff ? jitOffDb : db).query(statement.sql, statement.params),
    ),
  );
}

export type CashLogExplain = { key: CashLogScenarioKey; executionMs: number; plan: string };

/** EXPLAIN (ANALYZE, BUFFERS) of each scenario's first statement, once warm. */
export async function explainCashLogScenarios(
  db: SqlClient,
  jitOffDb: SqlClient,
  plan: CashLogPlan,
): Promise<CashLogExplain[]> {
  const results: CashLogExplain[] = [];
  for (const scenario of plan.scenarios) {
    const [statement] = scenario.statements;
    if (!statement) {
      continue;
    }
    const client = statement.jitOff ? jitOffDb : db;
    await client.query(statement.sql, statement.params);
    const rows = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.params,
    );
    const lines = rows.map((row) => row['QUERY PLAN']);
    const execution = lines.find((line) => line.startsWith('Execution Time'));
    results.push({
      key: scenario.key,
      executionMs: Number(execution?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN),
      plan: lines.join('\n'),
    });
  }
  return results;
}

function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

export type ExportResult = {
  rows: number;
  fromDate: string;
  toDate: string;
  seconds: number;
  bytes: number;
  /** Server resident memory just before the export and its peak while streaming (VmRSS samples). */
  rssBeforeBytes: number;
  rssPeakBytes: number;
  fileName: string;
};

/**
 * Downloads the export over HTTP, reading the stream as it comes, while sampling the server's
 * resident memory every 20 ms: time to the last byte, size and peak memory.
 */
export async function measureExport(
  baseUrl: string,
  pid: number,
  token: string,
  plan: CashLogPlan,
): Promise<ExportResult> {
  const { fromDate, toDate, rows } = plan.exportRange;
  const url = `${baseUrl}/api/v1/cash-logs/?xlsx=true&fromDate=${fromDate}&toDate=${toDate}`;
  const rssBeforeBytes = residentBytes(pid);
  let rssPeakBytes = rssBeforeBytes;
  const sampler = setInterval(() => {
    rssPeakBytes = Math.max(rssPeakBytes, residentBytes(pid));
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) {
      throw new Error(`export: HTTP ${response.status} ${await response.text()}`);
    }
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += (chunk as Uint8Array).byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      rows,
      fromDate,
      toDate,
      seconds,
      bytes,
      rssBeforeBytes,
      rssPeakBytes: Math.max(rssPeakBytes, residentBytes(pid)),
      fileName: response.headers.get('content-disposition') ?? '',
    };
  } finally {
    clearInterval(sampler);
  }
}
