import {
  type BundleResult,
  loginBudgetBytes,
  type RouteBundle,
  routeBudgetBytes,
} from '../scenarios/bundle.ts';
import {
  type ContractReport,
  contractListBudgetMs,
  contractScenarioKeys,
} from '../scenarios/contracts.ts';
import type { HttpResult } from '../scenarios/http.ts';
import {
  type OrderPlanExplain,
  orderListBudgetMs,
  orderScenarioKeys,
} from '../scenarios/orders.ts';
import { nameSearchBudgetMs, type SearchPlanExplain } from '../scenarios/search.ts';
import type { SqlWorkResult } from '../scenarios/sql.ts';
import {
  medianRestart,
  restartBudgetSeconds,
  type StartRun,
  type StartupResult,
} from '../scenarios/startup.ts';
import type { DataReport } from './bench-data.ts';
import type { LoopResult } from './loops.ts';
import type { ExitStatus } from './server-process.ts';
import { formatBytes, formatMs, formatNumber, markdownTable } from './table.ts';

export type TargetCheck = { target: string; measured: string; status: 'PASS' | 'MISS' | 'n/a' };

export type BenchResults = {
  startedAt: string;
  finishedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryBytes: number;
    node: string;
    database: string;
    /** 1-minute load average before and after the run: other work on the box skews the figures. */
    loadAverage: { start: number; end: number };
  };
  options: {
    database: 'postgres' | 'pglite';
    connections: number;
    durationSeconds: number;
    warmupSeconds: number;
    serialIterations: number;
  };
  warnings: string[];
  data: DataReport;
  http: HttpResult[];
  sql: SqlWorkResult[];
  /** The order-list scenarios' data and plans, when they ran. */
  orders?: {
    totalOrders: number;
    phonePrefix: string;
    agent: { username: string; orders: number };
    explains: OrderPlanExplain[];
  };
  /** The client/asset search scenarios' terms and plans, when they ran. */
  search?: {
    clients: number;
    assets: number;
    terms: { key: string; term: string; matching: number }[];
    explains: SearchPlanExplain[];
  };
  /** The contract scenarios' data, raw SQL and plans, when they ran. */
  contracts?: ContractReport;
  memory: { serverPeakRssBytes?: number; helloPeakRssBytes?: number };
  serverExit?: ExitStatus;
  startup?: StartupResult;
  bundle?: BundleResult;
  targets: TargetCheck[];
};

const freshStartBudgetSeconds = 30;

function status(pass: boolean): TargetCheck['status'] {
  return pass ? 'PASS' : 'MISS';
}

export function evaluateTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const { startup, bundle } = results;
  if (startup) {
    const { fresh } = startup;
    const restart = medianRestart(startup.restarts);
    checks.push({
      target: `npm start ready, fresh DATA_DIR < ${freshStartBudgetSeconds} s`,
      measured: fresh
        ? `${fresh.firstPageSeconds} s to the first page`
        : (startup.error ?? 'did not start'),
      status: fresh ? status(fresh.firstPageSeconds < freshStartBudgetSeconds) : 'MISS',
    });
    checks.push({
      target: `npm start on existing data: first answered page < ${restartBudgetSeconds} s (median of ${startup.restarts.length})`,
      measured: restart
        ? `${restart.firstPageSeconds} s (runs ${startup.restarts.map((run) => run.firstPageSeconds).join(', ')})`
        : (startup.error ?? 'did not start'),
      status: restart ? status(restart.firstPageSeconds < restartBudgetSeconds) : 'MISS',
    });
    if (startup.benchData) {
      const { restarts } = startup.benchData;
      const benchRestart = medianRestart(restarts);
      checks.push({
        target: `npm start on the bench's PGlite data: first answered page < ${restartBudgetSeconds} s (median of ${restarts.length})`,
        measured: benchRestart
          ? `${benchRestart.firstPageSeconds} s (runs ${restarts.map((run) => run.firstPageSeconds).join(', ')})`
          : (startup.error ?? 'did not start'),
        status: benchRestart
          ? status(benchRestart.firstPageSeconds < restartBudgetSeconds)
          : 'MISS',
      });
    }
    const runs = [fresh, ...startup.restarts, ...(startup.benchData?.restarts ?? [])];
    const clean = runs.every((run) => run?.cleanShutdown) && startup.restartWorks;
    checks.push({
      target: 'SIGTERM exits 0 and the restart works',
      measured: `exit ${runs.map((run) => run?.exit.code ?? '?').join(', ')}; restart ${startup.restartWorks ? 'ok' : 'failed'}`,
      status: status(clean),
    });
  }
  if (bundle) {
    const measured = bundle.method !== 'not measured';
    checks.push({
      target: `JS shipped for /login <= ${loginBudgetBytes / 1000} kB gzip`,
      measured: measured
        ? `${formatBytes(bundle.js.gzipBytes)} gzip (${bundle.method})`
        : `not measured: ${bundle.reason}`,
      status: measured ? status(bundle.js.gzipBytes <= loginBudgetBytes) : 'n/a',
    });
    checks.push(routeBundleTarget(bundle));
  }
  if (results.http.length > 0) {
    const failures = results.http.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    const silent = results.http.filter((r) => r.requests === 0).length;
    checks.push({
      target: 'HTTP scenarios: no errors, timeouts or non-2xx',
      measured: `${formatNumber(failures)} failed responses${silent > 0 ? `; ${silent} scenario(s) with no response inside the run` : ''}`,
      status: status(failures === 0 && silent === 0),
    });
  }
  checks.push(...orderTargets(results));
  checks.push(...contractTargets(results));
  if (results.serverExit) {
    checks.push({
      target: 'bench server exits 0 on SIGTERM after load',
      measured: `exit ${results.serverExit.code ?? results.serverExit.signal}`,
      status: status(results.serverExit.code === 0),
    });
  }
  // Issue 18: each request at the run's connections against the raw SQL of the same work.
  for (const work of [...results.sql, ...(results.contracts?.raw ?? [])]) {
    if (work.key === 'sign-in' || work.key === 'argon2') {
      continue;
    }
    for (const api of apiResultsFor(results.http, work.key)) {
      const ratio = apiVsRaw(api, work.concurrent);
      if (ratio) {
        checks.push({
          target: `${api.label}: ≥ ${apiThroughputTarget} of raw SQL req/s, p50 ≤ ${apiLatencyTarget}× raw`,
          measured: `${formatNumber(ratio.throughput, 2)} of raw req/s, p50 ${formatNumber(ratio.p50, 2)}× raw`,
          status: status(ratio.pass),
        });
      }
    }
  }
  return checks;
}

/**
 * p50 < 25 ms per order-list request on PostgreSQL, checked twice: one request at a time (its
 * latency) and at the run's concurrency (latency plus queueing), with the raw SQL alongside.
 */
function orderTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  if (results.options.database !== 'postgres') {
    return [];
  }
  const checks: TargetCheck[] = [];
  for (const key of orderScenarioKeys) {
    const loaded = results.http.find((r) => r.key === key && r.connections === undefined);
    const single = results.http.find((r) => r.key === key && r.connections === 1);
    const raw = results.sql.find((work) => work.key === key);
    const label = loaded?.label ?? raw?.label.split(':')[0] ?? key;
    if (single) {
      checks.push({
        target: `${label}: p50 < ${orderListBudgetMs} ms, 1 connection`,
        measured: `${latency(single.p50)} ms (p99 ${latency(single.p99)} ms)${raw ? `; raw SQL serial ${formatMs(raw.serial.p50)} ms` : ''}`,
        status: status(single.p50 < orderListBudgetMs),
      });
    } else if (raw) {
      checks.push({
        target: `${label}: raw SQL p50 < ${orderListBudgetMs} ms, 1 caller`,
        measured: `${formatMs(raw.serial.p50)} ms (p99 ${formatMs(raw.serial.p99)} ms)`,
        status: status(raw.serial.p50 < orderListBudgetMs),
      });
    }
    if (loaded) {
      checks.push({
        target: `${label}: p50 < ${orderListBudgetMs} ms, -c ${results.options.connections}`,
        measured: `${latency(loaded.p50)} ms at ${formatNumber(loaded.requestsPerSecond)} req/s${raw ? `; raw SQL ${formatMs(raw.concurrent.p50)} ms at ${formatNumber(raw.concurrent.opsPerSecond)} ops/s` : ''}`,
        status: status(loaded.p50 < orderListBudgetMs),
      });
    }
  }
  if (results.search) {
    const key = 'clients-name';
    const term = results.search.terms.find((t) => t.key === key)?.term ?? '';
    const raw = results.sql.find((work) => work.key === key);
    const rawText = (loop: 'serial' | 'concurrent') =>
      raw
        ? `; raw SQL ${loop === 'serial' ? 'serial' : `-c ${results.options.connections}`} p95 ${formatMs(raw[loop].p95)} ms`
        : '';
    for (const connections of [1, undefined]) {
      const api = results.http.find((r) => r.key === key && r.connections === connections);
      const where = connections === 1 ? '1 connection' : `-c ${results.options.connections}`;
      if (api) {
        // No response inside the run is a miss, not a 0 ms latency.
        const answered = api.requests > 0;
        checks.push({
          target: `name search '${term}': p95 < ${nameSearchBudgetMs} ms, ${where}`,
          measured: `${answered ? `p50 ${latency(api.p50)} / p95 ${formatNumber(api.p95)} / p99 ${latency(api.p99)} ms` : `no response completed in ${results.options.durationSeconds} s`}${rawText(connections === 1 ? 'serial' : 'concurrent')}`,
          status: status(answered && api.p95 < nameSearchBudgetMs),
        });
      } else if (raw && connections === 1) {
        checks.push({
          target: `name search '${term}': raw SQL p95 < ${nameSearchBudgetMs} ms, 1 caller`,
          measured: `p50 ${formatMs(raw.serial.p50)} / p95 ${formatMs(raw.serial.p95)} ms`,
          status: status(raw.serial.p95 < nameSearchBudgetMs),
        });
      }
    }
  }
  return checks;
}

/**
 * "Limit → Index Only Scan using orders_default_sort_idx on orders (40,000 rows)": a plan on one
 * line. Long plans keep their top node and what reads orders.
 */
function planSummary(plan: string, tables: readonly string[] = ['orders']): string {
  const all = plan
    .split('\n')
    .filter((line, index) => index === 0 || line.trimStart().startsWith('->'))
    .map((line) => {
      const node = line.replace(/^\s*(->\s*)?/, '');
      const name = node.split('  (')[0] ?? node;
      const rows = node.match(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/)?.[1];
      return rows ? `${name} (${formatNumber(Number(rows))} rows)` : name;
    });
  if (all.length <= 4) {
    return all.join(' → ');
  }
  const reads = new RegExp(` on (${tables.join('|')})\\b`);
  const kept = all.filter((node, index) => index === 0 || reads.test(node));
  return `${kept.join(' → ')} (+${all.length - kept.length} more nodes)`;
}

/**
 * Issue 5: the contract list with its summary, p50 < 50 ms on PostgreSQL, checked at 1 connection
 * and at the run's concurrency, with the raw SQL of the same statements beside it.
 */
function contractTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  if (results.options.database !== 'postgres' || !results.contracts) {
    return [];
  }
  const key = 'contracts-list';
  const raw = results.contracts.raw.find((work) => work.key === key);
  const checks: TargetCheck[] = [];
  for (const connections of [1, undefined]) {
    const api = results.http.find((r) => r.key === key && r.connections === connections);
    const where = connections === 1 ? '1 connection' : `-c ${results.options.connections}`;
    const loop = connections === 1 ? raw?.serial : raw?.concurrent;
    if (api) {
      const answered = api.requests > 0;
      checks.push({
        target: `contract list with summary: p50 < ${contractListBudgetMs} ms, ${where}`,
        measured: `${answered ? `p50 ${latency(api.p50)} / p99 ${latency(api.p99)} ms` : 'no response'}${loop ? `; raw SQL p50 ${formatMs(loop.p50)} / p99 ${formatMs(loop.p99)} ms` : ''}`,
        status: status(answered && api.p50 < contractListBudgetMs),
      });
    }
  }
  return checks;
}

/** Per request: HTTP p50/p99 at -c N and at 1 connection, raw SQL p50/p99 serial and at -c N. */
function contractSection(
  contracts: ContractReport,
  http: readonly HttpResult[],
  connections: number,
): string {
  const pair = (p50: string, p99: string) => `${p50} / ${p99}`;
  const figures = markdownTable(
    [
      'request',
      `HTTP -c ${connections} p50 / p99 ms`,
      'req/s',
      'HTTP 1 conn p50 / p99 ms',
      'raw SQL serial p50 / p99 ms',
      `raw SQL -c ${connections} p50 / p99 ms`,
      'raw ops/s',
      'statements',
    ],
    contractScenarioKeys.map((key) => {
      const loaded = http.find((r) => r.key === key && r.connections === undefined);
      const single = http.find((r) => r.key === key && r.connections === 1);
      const raw = contracts.raw.find((work) => work.key === key);
      return [
        contracts.paths.find((p) => p.key === key)?.path ?? key,
        loaded ? pair(latency(loaded.p50), latency(loaded.p99)) : '',
        loaded ? formatNumber(loaded.requestsPerSecond) : '',
        single ? pair(latency(single.p50), latency(single.p99)) : '',
        raw ? pair(formatMs(raw.serial.p50), formatMs(raw.serial.p99)) : '',
        raw ? pair(formatMs(raw.concurrent.p50), formatMs(raw.concurrent.p99)) : '',
        raw ? formatNumber(raw.concurrent.opsPerSecond) : '',
        String(raw?.statements.length ?? ''),
      ];
    }),
    [left, right, right, right, right, right, right, right],
  );
  const plans = markdownTable(
    ['request', 'statement', 'planning ms', 'execution ms', 'plan'],
    contracts.explains.map((explain) => [
      explain.key,
      explain.statement,
      formatMs(explain.planningMs),
      formatMs(explain.executionMs),
      planSummary(explain.plan, ['contracts', 'contract_transactions', 'contract_day_counts']),
    ]),
    [left, left, right, right, left],
  );
  return [
    `${formatNumber(contracts.contracts)} contracts, ${formatNumber(contracts.transactions)} transactions. The list: DISBURSED and OVERDUE submitted ${contracts.fromDate}…${contracts.toDate}, page 1 of 20 (${formatNumber(contracts.matching)} matching); detail and transactions rotate over ${formatNumber(contracts.sampled.contracts)} generated contracts spread over the table (${formatNumber(contracts.sampled.transactions)} transactions). Raw SQL: the statements the contract repos send for each request (captured from the repo functions), as the service runs them (the list: page ids then the prepared views statement ∥ the counts per status with the active clients; the transactions: the contract's view, then its rows). The paths below are the first of each rotation.`,
    '',
    figures,
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of each statement of the first request, warm; the full plans are in the JSON.',
    '',
    plans,
  ].join('\n');
}

function orderSection(orders: NonNullable<BenchResults['orders']>): string {
  const table = markdownTable(
    ['request', 'statement', 'planning ms', 'execution ms', 'plan'],
    orders.explains.map((explain) => [
      explain.key,
      explain.statement,
      formatMs(explain.planningMs),
      formatMs(explain.executionMs),
      planSummary(explain.plan),
    ]),
    [left, left, right, right, left],
  );
  return [
    `${formatNumber(orders.totalOrders)} orders; phone prefix ${orders.phonePrefix}; my-orders as ${orders.agent.username} (${formatNumber(orders.agent.orders)} orders). EXPLAIN (ANALYZE, BUFFERS) of each request's id-page and counters statements and of page 1's views statement, warm; the full plans are in the JSON.`,
    '',
    table,
  ].join('\n');
}

function searchSection(search: NonNullable<BenchResults['search']>): string {
  const terms = markdownTable(
    ['request', 'term', 'matching'],
    search.terms.map((t) => [t.key, t.term, formatNumber(t.matching)]),
    [left, left, right],
  );
  const plans = markdownTable(
    ['request', 'statement', 'planning ms', 'execution ms', 'plan'],
    search.explains.map((explain) => [
      explain.key,
      explain.statement,
      formatMs(explain.planningMs),
      formatMs(explain.executionMs),
      planSummary(explain.plan, ['clients', 'assets']),
    ]),
    [left, left, right, right, left],
  );
  return [
    `${formatNumber(search.clients)} clients, ${formatNumber(search.assets)} assets. The statements are the server's own (clients.repo.ts / assets.repo.ts run against a capturing driver); EXPLAIN (ANALYZE, BUFFERS) of each, warm; the full plans are in the JSON.`,
    '',
    terms,
    '',
    plans,
  ].join('\n');
}

const right = 'right' as const;
const left = 'left' as const;

function latency(ms: number): string {
  return ms === 0 ? '<1' : formatNumber(ms);
}

function httpTable(http: readonly HttpResult[]): string {
  return markdownTable(
    ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'errors', 'non-2xx', 'note'],
    http.map((r) => [
      r.label,
      formatNumber(r.requestsPerSecond),
      latency(r.p50),
      formatNumber(r.p95, 1),
      latency(r.p99),
      formatNumber(r.requests),
      formatNumber(r.errors + r.timeouts),
      formatNumber(r.non2xx),
      r.note ?? '',
    ]),
    [left, right, right, right, right, right, right, right, left],
  );
}

/** Issue 18's targets at the run's connections: the API against the raw SQL of the same work. */
export const apiThroughputTarget = 0.8;
export const apiLatencyTarget = 1.3;

type RawWork = {
  key: HttpResult['key'] | 'argon2';
  label: string;
  concurrent: LoopResult;
  serial: LoopResult;
};

/** API ÷ raw throughput and p50, and whether both meet the targets (sign-in's argon2 is exempt). */
export function apiVsRaw(
  api: HttpResult | undefined,
  raw: LoopResult,
): { throughput: number; p50: number; pass: boolean } | undefined {
  if (!api || raw.opsPerSecond === 0) {
    return undefined;
  }
  const throughput = api.requestsPerSecond / raw.opsPerSecond;
  // autocannon records whole milliseconds: under 1 ms counts as 1 against the raw p50.
  const p50 = Math.max(api.p50, 1) / Math.max(raw.p50, 0.001);
  return {
    throughput,
    p50,
    pass: throughput >= apiThroughputTarget && p50 <= apiLatencyTarget,
  };
}

/**
 * The HTTP runs of one raw work at the run's connections: one, or several ways of answering the
 * same work (/misc from memory, revalidated, uncached).
 */
function apiResultsFor(http: readonly HttpResult[], key: RawWork['key']): HttpResult[] {
  const apiKey = key === 'argon2' ? 'sign-in' : key;
  return http.filter((r) => r.key === apiKey && r.connections === undefined);
}

function sqlTable(works: readonly RawWork[], http: readonly HttpResult[]): string {
  return markdownTable(
    [
      'work',
      'API req/s',
      'API p50/p95/p99 ms',
      'raw ops/s',
      'raw p50/p95/p99 ms',
      'raw serial p50/p95/p99 ms',
      'API ÷ raw req/s',
      'API ÷ raw p50',
      `≥ ${apiThroughputTarget} and ≤ ${apiLatencyTarget}×`,
    ],
    works.flatMap((work) => {
      const apis = apiResultsFor(http, work.key);
      // One raw work measured by several API rows (/misc kept, revalidated, uncached) names
      // each row's API run.
      const named = apis.length > 1;
      return (apis.length > 0 ? apis : [undefined]).map((api) => sqlRow(work, api, named));
    }),
    [left, right, right, right, right, right, right, right, left],
  );
}

function sqlRow(work: RawWork, api: HttpResult | undefined, named: boolean): string[] {
  const ratio = apiVsRaw(api, work.concurrent);
  const verdict =
    work.key === 'sign-in' || work.key === 'argon2'
      ? 'n/a (argon2)'
      : ratio
        ? status(ratio.pass)
        : 'n/a';
  return [
    api && named ? `${work.label} → ${api.label}` : work.label,
    api ? formatNumber(api.requestsPerSecond) : '',
    api ? `${latency(api.p50)} / ${formatNumber(api.p95, 1)} / ${latency(api.p99)}` : '',
    formatNumber(work.concurrent.opsPerSecond),
    `${formatMs(work.concurrent.p50)} / ${formatMs(work.concurrent.p95)} / ${formatMs(work.concurrent.p99)}`,
    `${formatMs(work.serial.p50)} / ${formatMs(work.serial.p95)} / ${formatMs(work.serial.p99)}`,
    ratio ? formatNumber(ratio.throughput, 2) : '',
    ratio ? formatNumber(ratio.p50, 2) : '',
    verdict,
  ];
}

export function startupTable(startup: StartupResult): string {
  const runs: [string, StartRun | undefined][] = [
    ...(startup.fresh || startup.restarts.length > 0
      ? [
          ['fresh DATA_DIR (create, migrate, seed)', startup.fresh] as [
            string,
            StartRun | undefined,
          ],
        ]
      : []),
    ...startup.restarts.map((run, index): [string, StartRun] => [
      `existing DATA_DIR, restart ${index + 1}`,
      run,
    ]),
    ...(startup.benchData?.restarts ?? []).map((run, index): [string, StartRun] => [
      `the bench's data, restart ${index + 1}`,
      run,
    ]),
  ];
  const medians = [
    medianRestart(startup.restarts),
    medianRestart(startup.benchData?.restarts ?? []),
  ];
  const rows = runs.map(([label, run]) => [
    label,
    run ? formatNumber(run.firstPageSeconds, 2) : '-',
    run ? formatNumber(run.reportedSeconds, 2) : '-',
    run ? formatNumber(run.wallSeconds, 2) : '-',
    run ? run.steps.map((step) => `${step.name} ${formatNumber(step.ms)}`).join(', ') : '-',
    run ? `${run.exit.code ?? run.exit.signal} in ${formatNumber(run.exit.ms)} ms` : '-',
    run && medians.includes(run) ? status(run.firstPageSeconds < restartBudgetSeconds) : '',
  ]);
  return `${markdownTable(
    [
      'npm start (PGlite)',
      'first page s',
      'listening s',
      'banner s',
      'server steps (ms)',
      'exit after SIGTERM',
      `< ${restartBudgetSeconds} s`,
    ],
    rows,
    [left, right, right, right, left, right, left],
  )}

First page: from spawning \`node scripts/start.mjs\` (\`npm start\`: the build check, then the server) to the first 200 of /login, polled every 10 ms. Listening: the server's own figure, from its process start. Banner: the ready line, printed once the phone exchange has started (after listening). Server steps: its "Start-up:" line (modules = loading the code before the first line runs).`;
}

/** Every route within its budget (issue 18): the one check over the per-route table. */
function routeBundleTarget(bundle: BundleResult): TargetCheck {
  const target = `JS per console route <= ${routeBudgetBytes / 1000} kB gzip (/login ${loginBudgetBytes / 1000} kB)`;
  const routes = bundle.routes ?? [];
  if (routes.length === 0) {
    return { target, measured: `not measured: ${bundle.reason ?? 'no browser'}`, status: 'n/a' };
  }
  const over = routes.filter((route) => route.error || route.js.gzipBytes > route.budgetBytes);
  const heaviest = routes.reduce((max, route) =>
    route.js.gzipBytes > max.js.gzipBytes ? route : max,
  );
  return {
    target,
    measured: `${routes.length - over.length} of ${routes.length} within; heaviest ${heaviest.route} ${formatBytes(heaviest.js.gzipBytes)}${over.length > 0 ? `; over or failed: ${over.length > 8 ? `${over.length} routes (table above)` : over.map((route) => route.route).join(', ')}` : ''}`,
    status: status(over.length === 0),
  };
}

/** One row per console route: what a first visit to it downloads, against its budget. */
export function routeBundleTable(routes: readonly RouteBundle[]): string {
  return markdownTable(
    [
      'route',
      'opened',
      'JS files',
      'JS raw',
      'JS gzip',
      'budget',
      'phone JS',
      'CSS gzip',
      'idle ms',
      'status',
    ],
    routes.map((route) => [
      route.route,
      route.error
        ? `error: ${route.error}`
        : route.landedOn && route.landedOn !== route.url
          ? `${route.url} → ${route.landedOn}`
          : (route.url ?? '-'),
      formatNumber(route.js.files),
      formatBytes(route.js.rawBytes),
      formatBytes(route.js.gzipBytes),
      formatBytes(route.budgetBytes),
      route.phone.files > 0 ? formatBytes(route.phone.gzipBytes) : '-',
      formatBytes(route.css.gzipBytes),
      route.networkIdleMs === undefined ? '-' : formatNumber(route.networkIdleMs),
      route.error ? 'MISS' : status(route.js.gzipBytes <= route.budgetBytes),
    ]),
    [left, left, right, right, right, right, right, right, right, left],
  );
}

function bundleSection(bundle: BundleResult): string {
  if (bundle.method === 'not measured') {
    return `Not measured: ${bundle.reason}.`;
  }
  const table = markdownTable(
    ['/login assets', 'files', 'raw', 'gzip'],
    (['js', 'css'] as const).map((kind) => [
      kind.toUpperCase(),
      formatNumber(bundle[kind].files),
      formatBytes(bundle[kind].rawBytes),
      formatBytes(bundle[kind].gzipBytes),
    ]),
    [left, right, right, right],
  );
  const how =
    bundle.method === 'chromium'
      ? 'Method: headless Chromium loading /login until network idle, every script/stylesheet response gzip-sized (zlib level 6).'
      : `Method: index.html script/modulepreload/stylesheet tags, files gzip-sized (${bundle.reason}).`;
  const timings = bundle.timings
    ? `\nCold load: DOMContentLoaded ${bundle.timings.domContentLoadedMs} ms, load ${bundle.timings.loadMs} ms, network idle ${bundle.timings.networkIdleMs} ms.`
    : '';
  const routes =
    bundle.routes && bundle.routes.length > 0
      ? `\n\nEvery route, each opened cold in a fresh browser context (signed in as admin, ids from the database), JS requested until network idle (phone JS: the phone's SIP agent, asked for after the first content, shown apart and not in the route's JS):\n\n${routeBundleTable(bundle.routes)}`
      : '';
  return `${table}\n\n${how}${timings}${routes}`;
}

export function renderReport(results: BenchResults): string {
  const { machine, options } = results;
  const lines: string[] = [
    `# PawnDesk bench, ${results.startedAt}`,
    '',
    `${machine.cpus} × ${machine.cpuModel}, ${formatNumber(machine.memoryBytes / 2 ** 30, 1)} GiB RAM, Node ${machine.node}; database ${options.database} (${machine.database}); load average ${machine.loadAverage.start} at start, ${machine.loadAverage.end} at end.`,
    `autocannon -c ${options.connections} -d ${options.durationSeconds} ${options.warmupSeconds > 0 ? `(after a ${options.warmupSeconds} s warm-up)` : '(no warm-up)'}, in the bench process: autocannon, the server and the database share the same cores.`,
    `Data: ${results.data.generators.map((g) => `${formatNumber(g.total)} generated ${g.key}`).join(', ')}.`,
    ...results.warnings.map((warning) => `**Warning:** ${warning}`),
  ];
  if (results.http.length > 0) {
    lines.push('', '## HTTP', '', httpTable(results.http));
    const { serverPeakRssBytes, helloPeakRssBytes } = results.memory;
    lines.push(
      '',
      `Peak RSS (VmHWM): PawnDesk server ${serverPeakRssBytes ? formatBytes(serverPeakRssBytes) : 'n/a'}, hello world ${helloPeakRssBytes ? formatBytes(helloPeakRssBytes) : 'n/a'}.`,
    );
  }
  const rawWorks: RawWork[] = [...results.sql, ...(results.contracts?.raw ?? [])];
  if (rawWorks.length > 0) {
    lines.push(
      '',
      '## API vs raw SQL of the same work (same run)',
      '',
      sqlTable(rawWorks, results.http),
      '',
      `raw: the route's statements straight through the driver (${options.database === 'postgres' ? 'pg.Pool max 10, like the server' : 'PGlite in the bench process'}), ${options.connections} concurrent callers for ${options.durationSeconds} s; serial: 1 caller, ${formatNumber(options.serialIterations)} calls (argon2: a tenth).`,
    );
  }
  if (results.orders) {
    lines.push('', '## Order lists: query plans', '', orderSection(results.orders));
  }
  if (results.search) {
    lines.push(
      '',
      '## Client and asset search: terms and query plans',
      '',
      searchSection(results.search),
    );
  }
  if (results.contracts) {
    lines.push(
      '',
      '## Contracts: list with summary, detail, transactions',
      '',
      contractSection(results.contracts, results.http, options.connections),
    );
  }
  if (results.startup) {
    lines.push('', '## Start-up', '', startupTable(results.startup));
    if (results.startup.error) {
      lines.push('', `Error: ${results.startup.error}`);
    }
  }
  if (results.bundle) {
    lines.push('', '## JS shipped per route', '', bundleSection(results.bundle));
  }
  lines.push(
    '',
    '## Targets',
    '',
    markdownTable(
      ['target', 'measured', 'result'],
      results.targets.map((check) => [check.target, check.measured, check.status]),
    ),
  );
  return `${lines.join('\n')}\n`;
}

/**
 * The table of a runner that measures requests beside the raw SQL of their statements
 * (bench:reminders, bench:verbs): its header, and each row's cells after the label and the
 * statement count; the ratios at the run's connections against the raw SQL's callers (issue 18).
 */
export function rawBesideHttpHeader(first: string, connections: number): string[] {
  return [
    `| ${first} | statements | raw SQL p50 (1 caller) | raw SQL p99 | raw SQL p50 (${connections} callers) | HTTP p50 (1 conn) | HTTP p99 (1 conn) | HTTP p50 (${connections} conn) | HTTP req/s (${connections} conn) | raw SQL/s (${connections} callers) | API ÷ raw req/s | API ÷ raw p50 | ≥ ${apiThroughputTarget} and ≤ ${apiLatencyTarget}× | errors/non-2xx |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
}

export function rawBesideHttpCells(
  raw: { serial: LoopResult; concurrent: LoopResult } | undefined,
  single: HttpResult | undefined,
  loaded: HttpResult | undefined,
): string {
  const failures = [single, loaded].reduce(
    (sum, row) => sum + (row?.errors ?? 0) + (row?.non2xx ?? 0),
    0,
  );
  const ratio = raw ? apiVsRaw(loaded, raw.concurrent) : undefined;
  const ratios = ratio
    ? `${ratio.throughput.toFixed(2)} | ${ratio.p50.toFixed(2)} | ${ratio.pass ? 'PASS' : 'MISS'}`
    : ' | | n/a';
  return `${raw?.serial.p50} ms | ${raw?.serial.p99} ms | ${raw?.concurrent.p50} ms | ${single?.p50} ms | ${single?.p99} ms | ${loaded?.p50} ms | ${loaded?.requestsPerSecond} | ${raw?.concurrent.opsPerSecond} | ${ratios} | ${failures} |`;
}
