// The cash log at scale (3,000,000 entries, issues #6 and #18): list pages (first, deep, the last,
// under each filter the console offers) with running balances and the summary, then a 200,000-row
// export, over HTTP beside the same work as raw SQL. As in search.ts, the statements are not
// retyped: the server's repo functions run against a recording Drizzle driver on the bench
// database, so bench replays exactly what the server sends, step after step.
import { readFileSync } from 'node:fs';
import {
  type CashLogFilter,
  type CashLogStatus,
  cashLogPageSize,
  pendingPageSize,
} from '@pawndesk/domain/cash-log-api';
import * as schema from '@pawndesk/server/src/db/schema.ts';
import {
  balancesAt,
  countEntries,
  countersAnswer,
  listEntriesQuery,
  locatePage,
  sumInOut,
} from '@pawndesk/server/src/modules/cash-log/cash-log.repo.ts';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { probeBudgetMs, probeWhile } from '../lib/probe.ts';
import type { SqlClient } from '../lib/sql-client.ts';
import type { LatencySummary } from '../lib/stats.ts';
import { capture, type Statement as SearchStatement } from './search.ts';

export type CashLogScenarioKey = `cash-${string}`;

/** Issues #6 and #18's target: every list page p50 ≤ 50 ms on PostgreSQL at 3,000,000 entries. */
export const cashListBudgetMs = 50;
const exportRows = 200_000;

/** `jitOff`: the server runs it with SET LOCAL jit = off (cash-log.repo.ts listEntries). */
export type Statement = SearchStatement & { jitOff?: boolean };

export type CashLogScenario = {
  key: CashLogScenarioKey;
  label: string;
  /** Path and query of the API call (as the demo head accountant). */
  path: string;
  /** A list page (held to the budget) or the summary. */
  list: boolean;
  /** Where the total comes from: the counters, or counting the matching rows. */
  total?: 'counters' | 'rows';
  /** What the service runs for this request: steps one after another, a step's statements in parallel. */
  steps: Statement[][];
};

export type CashLogPlan = {
  entries: number;
  closures: number;
  scenarios: CashLogScenario[];
  /** The export's range: the newest 200,000 listed entries (all of them in a smaller book). */
  exportRange: { fromDate: string; toDate: string; rows: number };
};

async function one<T extends object>(db: SqlClient, sql: string, params: unknown[] = []) {
  const [row] = await db.query<T>(sql, params);
  return row;
}

type RepoDb = Parameters<typeof locatePage>[0];

/** Runs repo code on the bench database through a driver that records each statement. */
async function record<T>(db: SqlClient, work: (repoDb: RepoDb) => Promise<T>) {
  const statements: Statement[] = [];
  const repoDb = drizzle(
    async (sql, params, method) => {
      statements.push({ sql, params });
      const rows = await db.query<Record<string, unknown>>(sql, params);
      // Raw SQL (`execute`) reads rows as objects; the query builder reads arrays of values.
      return { rows: method === 'execute' ? rows : rows.map((row) => Object.values(row)) };
    },
    { schema, casing: 'snake_case' },
  );
  const result = await work(repoDb as unknown as RepoDb);
  return { result, statements };
}

const listed = ['registered', 'retracted'] as const;

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of [value].flat()) {
      if (item !== undefined) {
        params.append(key, String(item));
      }
    }
  }
  return params.toString();
}

/**
 * A list request's statements as the service's listPage runs them: with counters, the seek
 * (one or two statements) then the page; else the page beside the count.
 */
async function listSteps(
  db: SqlClient,
  filter: CashLogFilter,
  statuses: readonly CashLogStatus[],
  page: number,
  pageSize: number,
  withBalances: boolean,
): Promise<Statement[][]> {
  const offset = (page - 1) * pageSize;
  const pageStatement = async (located: { offset: number; upTo?: string }) => ({
    ...(await capture((repoDb) =>
      repoDb.execute(
        listEntriesQuery(filter, statuses, { limit: pageSize, ...located }, withBalances),
      ),
    )),
    jitOff: withBalances,
  });
  if (!countersAnswer(filter)) {
    return [
      [
        await pageStatement({ offset }),
        await capture((repoDb) => countEntries(repoDb, filter, statuses)),
      ],
    ];
  }
  const { result, statements } = await record(db, (repoDb) =>
    locatePage(repoDb, filter, statuses, offset),
  );
  return [...statements.map((statement) => [statement]), [await pageStatement(result.page)]];
}

/**
 * The console's default view (this month), the first, a deep and the last page of every date, a
 * deep page under each filter the console offers (fund, type, direction, category, dates), the
 * pending tab, the filters counted from rows (amount range, loan number, text), and the summary.
 */
export async function planCashLogScenarios(db: SqlClient): Promise<CashLogPlan> {
  const counts = await one<{ entries: number; closures: number; listed: number; today: string }>(
    db,
    `select (select count(*)::int from cash_logs) as entries,
       (select count(*)::int from cash_logs where status <> 'pending') as listed,
       (select count(*)::int from cash_closures) as closures,
       (now() at time zone 'Asia/Ho_Chi_Minh')::date::text as today`,
  );
  if (!counts || counts.listed < cashLogPageSize) {
    throw new Error('Too few cash log entries; run bench:data -- --cash-logs 3000000');
  }
  const picks = await one<{ fund: number; category: number; loan: string }>(
    db,
    `select (select id from funds order by id limit 1) as fund,
       (select id from cash_log_categories where key = 'ORDINARY_EXPENSE') as category,
       (select mifos_loan_id::text from cash_logs where mifos_loan_id is not null
         order by id desc limit 1) as loan`,
  );
  if (!picks) {
    throw new Error('No fund or category in the bench database');
  }
  const today = counts.today;
  const monthStart = `${today.slice(0, 8)}01`;
  const quarterStart = new Date(`${monthStart}T00:00:00Z`);
  quarterStart.setUTCMonth(quarterStart.getUTCMonth() - 2);
  const month = { fromDate: monthStart, toDate: today };
  const deep = 50;
  const lastPage = Math.ceil(counts.listed / cashLogPageSize);
  const lists: {
    key: CashLogScenarioKey;
    label: string;
    filter: CashLogFilter;
    page: number;
    pending?: boolean;
  }[] = [
    {
      key: 'cash-list-month',
      label: 'this month, page 1 (the default view)',
      filter: month,
      page: 1,
    },
    { key: 'cash-list-all-first', label: 'all dates, page 1', filter: {}, page: 1 },
    {
      key: 'cash-list-deep',
      label: `all dates, page ${deep} (offset ${(deep - 1) * cashLogPageSize})`,
      filter: {},
      page: deep,
    },
    {
      key: 'cash-list-last',
      label: `all dates, last page (${lastPage})`,
      filter: {},
      page: lastPage,
    },
    {
      key: 'cash-list-fund-deep',
      label: `one fund, all dates, page ${deep}`,
      filter: { funds: [picks.fund] },
      page: deep,
    },
    {
      key: 'cash-list-bank-deep',
      label: `bank funds, all dates, page ${deep}`,
      filter: { types: ['BANK'] },
      page: deep,
    },
    {
      key: 'cash-list-in-deep',
      label: `money in, all dates, page ${deep}`,
      filter: { directions: [1] },
      page: deep,
    },
    {
      key: 'cash-list-category-deep',
      label: `one category and its children, all dates, page ${deep}`,
      filter: { categories: [picks.category] },
      page: deep,
    },
    {
      key: 'cash-list-quarter-fund',
      label: 'three months, one fund, page 10',
      filter: {
        fromDate: quarterStart.toISOString().slice(0, 10),
        toDate: today,
        funds: [picks.fund],
      },
      page: 10,
    },
    {
      key: 'cash-list-pending',
      label: 'pending tab, page 1',
      filter: {},
      page: 1,
      pending: true,
    },
    {
      key: 'cash-list-amount',
      label: 'this month, amount ≥ 10,000,000, page 1',
      filter: { ...month, minAmount: 10_000_000 },
      page: 1,
    },
    {
      key: 'cash-list-amount-all',
      label: 'all dates, amount ≥ 19,000,000, page 1',
      filter: { minAmount: 19_000_000 },
      page: 1,
    },
    {
      key: 'cash-list-loan',
      label: 'all dates, search a loan number',
      filter: { search: picks.loan },
      page: 1,
    },
    {
      key: 'cash-list-text',
      label: 'this month, search text "điện"',
      filter: { ...month, search: 'điện' },
      page: 1,
    },
  ];
  const scenarios: CashLogScenario[] = [];
  for (const list of lists) {
    const pageSize = list.pending ? pendingPageSize : cashLogPageSize;
    scenarios.push({
      key: list.key,
      label: `GET /api/v1/cash-logs/${list.pending ? 'pending/ ' : ' '}${list.label}`,
      path: `/api/v1/cash-logs/${list.pending ? 'pending/' : ''}?${queryString({ ...list.filter, page: list.page, pageSize })}`,
      list: true,
      total: countersAnswer(list.filter) ? 'counters' : 'rows',
      steps: await listSteps(
        db,
        list.filter,
        list.pending ? ['pending'] : listed,
        list.page,
        pageSize,
        !list.pending,
      ),
    });
  }
  scenarios.push({
    key: 'cash-summary',
    label: 'GET /api/v1/cash-logs/summary/ this month (in, out, cash and bank balances)',
    path: `/api/v1/cash-logs/summary/?fromDate=${monthStart}&toDate=${today}`,
    list: false,
    steps: [
      [
        await capture((repoDb) => sumInOut(repoDb, month)),
        await capture((repoDb) => balancesAt(repoDb, undefined, today)),
      ],
    ],
  });
  const oldest = await one<{ day: string }>(
    db,
    `select registration_date::text as day from cash_logs where status <> 'pending'
     order by registration_date desc, id desc offset ${Math.min(exportRows, counts.listed) - 1} limit 1`,
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

/** A pool for the statements the server runs with JIT off (the same setting, per connection). */
export function jitOffUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', '-c jit=off');
  return parsed.toString();
}

/** One request's database work as the service does it: its steps in order, each in parallel. */
export async function runCashLogWork(
  db: SqlClient,
  jitOffDb: SqlClient,
  scenario: CashLogScenario,
): Promise<void> {
  for (const step of scenario.steps) {
    await Promise.all(
      step.map((statement) =>
        (statement.jitOff ? jitOffDb : db).query(statement.sql, statement.params),
      ),
    );
  }
}

export type CashLogExplain = { key: CashLogScenarioKey; executionMs: number; plan: string };

/** EXPLAIN (ANALYZE, BUFFERS) of each scenario's last step's first statement (its page), once warm. */
export async function explainCashLogScenarios(
  db: SqlClient,
  jitOffDb: SqlClient,
  plan: CashLogPlan,
): Promise<CashLogExplain[]> {
  const results: CashLogExplain[] = [];
  for (const scenario of plan.scenarios) {
    const [statement] = scenario.steps[scenario.steps.length - 1] ?? [];
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
  /** A small request (GET /crm/api/v1/me/) sent one after another while the export streams. */
  probe: LatencySummary;
};

/** The bound on the small requests answered during an export (issue #18 item 6), p99. */
export const exportProbeBudgetMs = probeBudgetMs;

/**
 * Downloads the export over HTTP, reading the stream as it comes, while sampling the server's
 * resident memory every 20 ms and timing a small request sent again and again: time to the last
 * byte, size, peak memory and the small request's latencies.
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
  let finished = false;
  const probe = probeWhile(`${baseUrl}/crm/api/v1/me/`, token, () => finished);
  // Its failure is thrown where it is awaited; until then it must not end the process unhandled
  // (which would leave the server running).
  probe.catch(() => undefined);
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
    finished = true;
    return {
      rows,
      fromDate,
      toDate,
      seconds,
      bytes,
      rssBeforeBytes,
      rssPeakBytes: Math.max(rssPeakBytes, residentBytes(pid)),
      fileName: response.headers.get('content-disposition') ?? '',
      probe: await probe,
    };
  } finally {
    finished = true;
    clearInterval(sampler);
  }
}
