// npm run bench:cash-log -w @pawndesk/bench [-- --connections 10 --duration 10] [--pglite <dir>]
// The cash log at 3,000,000 entries (issue #6 item 10, issue #18 item 3): raw SQL beside HTTP for
// list pages with running balances (first, deep, last, under each filter) and the summary, each
// list page held to 50 ms p50; then a 200,000-row xlsx export (time and server memory).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgres } from '@pawndesk/server/src/db/client.ts';
import { migrate } from '@pawndesk/server/src/db/migrate.ts';
import { demoPassword } from '@pawndesk/server/src/db/seed/seed-demo.ts';
import { closedLoop, type LoopResult, serialLoop } from './lib/loops.ts';
import { defaultDatabaseUrl, outDir, repoRoot } from './lib/paths.ts';
import { startPawnDesk } from './lib/server-process.ts';
import { openPgClient, openTarget, redactUrl, type SqlClient } from './lib/sql-client.ts';
import {
  type CashLogExplain,
  cashListBudgetMs,
  explainCashLogScenarios,
  exportProbeBudgetMs,
  jitOffUrl,
  measureExport,
  planCashLogScenarios,
  runCashLogWork,
} from './scenarios/cash-log.ts';
import { fetchBranchIds, type HttpResult, measure, signIn } from './scenarios/http.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    serial: { type: 'string', default: '100' },
    /** The server on embedded PGlite in this data directory (`bench:data -- --pglite <dir>`): HTTP only. */
    pglite: { type: 'string' },
  },
});
const pgliteDir = values.pglite ? path.resolve(values.pglite) : undefined;
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const serialIterations = Number(values.serial);
const url = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
const log = (line: string) => process.stderr.write(`${line}\n`);
/** Errors, timeouts and non-2xx answers of one HTTP run. */
const failures = (row: HttpResult | undefined) =>
  (row?.errors ?? 0) + (row?.timeouts ?? 0) + (row?.non2xx ?? 0);
/** Within budget, and answered at all: a run whose every request timed out has a p50 of 0. */
const meets = (row: HttpResult | undefined) =>
  row !== undefined && row.requests > 0 && failures(row) === 0 && row.p50 <= cashListBudgetMs;
/** Raw SQL is not measured on PGlite. */
const ms = (value: number | undefined) => (value === undefined ? '—' : `${value} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Raw SQL beside the API: each scenario's statements serial and concurrent, then EXPLAIN. */
async function measureRawSql(
  db: SqlClient,
  plan: Awaited<ReturnType<typeof planCashLogScenarios>>,
) {
  const jitOffDb = openPgClient(jitOffUrl(url));
  const sql: { key: string; serial: LoopResult; concurrent: LoopResult }[] = [];
  try {
    for (const scenario of plan.scenarios) {
      log(`  raw SQL: ${scenario.key}`);
      const work = () => runCashLogWork(db, jitOffDb, scenario);
      await serialLoop(work, 5);
      sql.push({
        key: scenario.key,
        serial: await serialLoop(work, serialIterations, 20_000),
        concurrent: await closedLoop(work, connections, durationSeconds * 1000),
      });
    }
    return { sql, explains: await explainCashLogScenarios(db, jitOffDb, plan) };
  } finally {
    await jitOffDb.close();
  }
}

async function main() {
  log(`Cash log bench on ${pgliteDir ? `PGlite ${pgliteDir}` : redactUrl(url)}`);
  let db: SqlClient;
  if (pgliteDir) {
    db = await openTarget({ kind: 'pglite', dataDir: pgliteDir });
  } else {
    // The raw SQL runs first: it must read the counters and indexes the server's migrations add.
    const database = await openPostgres(url);
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    db = openPgClient(url);
  }
  let plan: Awaited<ReturnType<typeof planCashLogScenarios>>;
  const sql: { key: string; serial: LoopResult; concurrent: LoopResult }[] = [];
  const explains: CashLogExplain[] = [];
  try {
    plan = await planCashLogScenarios(db);
    log(`  ${plan.entries.toLocaleString('en-US')} entries, ${plan.closures} closures`);
    // PGlite has one engine, which the server opens itself: the API alone is measured there.
    if (!pgliteDir) {
      const raw = await measureRawSql(db, plan);
      sql.push(...raw.sql);
      explains.push(...raw.explains);
    }
  } finally {
    await db.close();
  }

  log('  starting the server');
  const server = await startPawnDesk({
    ...(pgliteDir
      ? { dataDir: pgliteDir }
      : { databaseUrl: url, dataDir: path.join(outDir, 'server-data') }),
    logLevel: 'warn',
  });
  const http: HttpResult[] = [];
  let exported: Awaited<ReturnType<typeof measureExport>> | undefined;
  try {
    const branch = (await fetchBranchIds(server.url)).get('HN01');
    if (branch === undefined) {
      throw new Error('Branch HN01 is missing');
    }
    const token = await signIn(server.url, 'headaccountant', demoPassword, branch);
    const headers = { authorization: `Bearer ${token}` };
    for (const scenario of plan.scenarios) {
      const target = { url: `${server.url}${scenario.path}`, headers };
      log(`  http: ${scenario.key}, 1 connection`);
      const single = await measure(scenario.key, `${scenario.label}, 1 connection`, target, {
        connections: 1,
        durationSeconds,
        warmupSeconds: 1,
      });
      single.connections = 1;
      log(`  http: ${scenario.key}, ${connections} connections`);
      const loaded = await measure(scenario.key, scenario.label, target, {
        connections,
        durationSeconds,
        warmupSeconds: 1,
      });
      http.push(single, loaded);
    }
    log(`  http: export of ${plan.exportRange.rows.toLocaleString('en-US')} rows`);
    exported = await measureExport(server.url, server.pid, token, plan);
  } finally {
    await server.stop('SIGTERM');
  }

  const lines = [
    `## Cash log on ${pgliteDir ? 'PGlite' : 'PostgreSQL'} (${plan.entries.toLocaleString('en-US')} entries, ${plan.closures} month-end closures)`,
    '',
    `| scenario | total from | raw SQL p50 (1 caller) | raw SQL p99 | raw SQL p50 (${connections} callers) | HTTP p50 (1 conn) | HTTP p99 (1 conn) | HTTP p50 (${connections} conn) | HTTP p99 (${connections} conn) | HTTP req/s (${connections} conn) | errors/non-2xx | p50 ≤ ${cashListBudgetMs} ms |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...plan.scenarios.map((scenario) => {
      const raw = sql.find((row) => row.key === scenario.key);
      const [single, loaded] = http.filter((row) => row.key === scenario.key);
      const verdict = !scenario.list ? '—' : meets(single) ? 'PASS' : 'FAIL';
      return `| ${scenario.label} | ${scenario.total ?? '—'} | ${ms(raw?.serial.p50)} | ${ms(raw?.serial.p99)} | ${ms(raw?.concurrent.p50)} | ${single?.p50} ms | ${single?.p99} ms | ${loaded?.p50} ms | ${loaded?.p99} ms | ${loaded?.requestsPerSecond} | ${failures(single) + failures(loaded)} | ${verdict} |`;
    }),
    '',
    `Target: every list page p50 ≤ ${cashListBudgetMs} ms (HTTP, 1 connection): ${
      plan.scenarios.filter(
        (scenario) => scenario.list && meets(http.find((row) => row.key === scenario.key)),
      ).length
    } of ${plan.scenarios.filter((scenario) => scenario.list).length} met`,
    '',
    ...explains.map(
      (explain) => `EXPLAIN ANALYZE ${explain.key}: execution ${explain.executionMs} ms`,
    ),
    '',
    exported
      ? `Export: ${exported.rows.toLocaleString('en-US')} rows (${exported.fromDate} … ${exported.toDate}) in ${exported.seconds.toFixed(1)} s, ${mb(exported.bytes)} xlsx; server RSS ${mb(exported.rssBeforeBytes)} before, peak ${mb(exported.rssPeakBytes)} while streaming (${exported.fileName})`
      : 'Export: not measured',
    exported
      ? `While it streamed, GET /crm/api/v1/me/ one after another: ${exported.probe.count} answers, p50 ${exported.probe.p50} ms, p99 ${exported.probe.p99} ms, max ${exported.probe.max} ms; p99 ≤ ${exportProbeBudgetMs} ms: ${exported.probe.p99 <= exportProbeBudgetMs ? 'PASS' : 'FAIL'}`
      : '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `cash-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ plan, sql, http, explains, export: exported }, null, 2)}\n`,
  );
  log(`Results: ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `cash log bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
