// npm run bench:reminders -w @pawndesk/bench [-- --connections 10 --duration 10]
// The payment reminder at the 2,000,000-contract data set (issue #16 item 9): the past-due list
// (default sort, and filtered), its summary and a client's due contracts, over HTTP as the demo
// collector, beside the raw SQL of exactly the statements the service sends for each request.
// The statements are not retyped: the reminder service itself runs once per request on a Drizzle
// instance whose logger records them, and the raw runs replay them in the same order.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, businessDate } from '@pawndesk/domain/dates';
import {
  dueContractsQuery,
  pastDueFilterQuery,
  pastDueListQuery,
} from '@pawndesk/domain/reminder-api';
import { openPostgres } from '@pawndesk/server/src/db/client.ts';
import { migrate } from '@pawndesk/server/src/db/migrate.ts';
import * as schema from '@pawndesk/server/src/db/schema.ts';
import { demoPassword } from '@pawndesk/server/src/db/seed/seed-demo.ts';
import {
  listDueContracts,
  listPastDueClients,
  summarize,
} from '@pawndesk/server/src/modules/reminders/reminders.service.ts';
import type { RequestContext } from '@pawndesk/server/src/plugins/context.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { closedLoop, type LoopResult, serialLoop } from './lib/loops.ts';
import { defaultDatabaseUrl, outDir, repoRoot } from './lib/paths.ts';
import { rawBesideHttpCells, rawBesideHttpHeader } from './lib/report.ts';
import { startPawnDesk } from './lib/server-process.ts';
import { openPgClient, redactUrl, type SqlClient } from './lib/sql-client.ts';
import { fetchBranchIds, type HttpResult, measure, signIn } from './scenarios/http.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    serial: { type: 'string', default: '100' },
  },
});
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const serialIterations = Number(values.serial);
const url = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Issue 16's target: the list and the summary at p50 ≤ 50 ms. */
const budgetMs = 50;
/** The due-contracts request rotates over this many clients of the list's first pages. */
const sampleClients = 50;

type Statement = { sql: string; params: unknown[] };
type Request = { path: string; statements: Statement[] };
type Scenario = { key: `reminders-${string}`; label: string; budget: boolean; requests: Request[] };

const base = '/crm/api/v2';

/** The service's database work for one request, recorded by a logging Drizzle instance. */
function recorder(pool: pg.Pool) {
  let recording: Statement[] = [];
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => recording.push({ sql, params }) },
  });
  return {
    db,
    async record(work: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      await work();
      if (recording.length === 0) {
        throw new Error('The service sent no statement');
      }
      return recording;
    },
  };
}

async function collectorContext(pool: pg.Pool, db: RequestContext['db']): Promise<RequestContext> {
  const { rows } = await pool.query<{ id: number; branchId: number }>(
    `select u.id, b.id as "branchId" from users u, branches b
     where u.username = 'collector' and b.code = 'HN01'`,
  );
  const [collector] = rows;
  if (!collector) {
    throw new Error('The demo collector or branch HN01 is missing: run bench:data first');
  }
  return {
    db,
    now: () => new Date(),
    actor: {
      userId: collector.id,
      username: 'collector',
      branchId: collector.branchId,
      permissions: ['payment_reminder_access'],
      isSuperuser: false,
    },
    requestId: 'bench',
    ip: '127.0.0.1',
    log: Fastify({ logger: false }).log,
  };
}

/** Plans the requests and records each one's statements by running the service once. */
async function plan(pool: pg.Pool): Promise<{ scenarios: Scenario[]; counts: string }> {
  const { db, record } = recorder(pool);
  const ctx = await collectorContext(pool, db);
  const today = businessDate(new Date());
  const filtered = {
    fromDate: addDays(today, -5),
    toDate: today,
    minApprovedAmount: '5000000',
  };
  const filteredSearch = new URLSearchParams(filtered).toString();
  const listed = await listPastDueClients(ctx, pastDueListQuery.parse({ pageSize: '50' }));
  const clients = [
    ...listed.items,
    ...(await listPastDueClients(ctx, pastDueListQuery.parse({ pageSize: '50', page: '2' }))).items,
  ].slice(0, sampleClients);
  if (clients.length === 0) {
    throw new Error('No past-due client: run bench:data -- --contracts 2000000');
  }
  const dueEnd = addDays(today, 4);
  const dueRequests: Request[] = [];
  for (const client of clients) {
    const query = { toDate: dueEnd, filterEnd: today };
    dueRequests.push({
      path: `${base}/clients/${client.id}/due-contracts/?${new URLSearchParams(query)}`,
      statements: await record(() =>
        listDueContracts(ctx, client.id, dueContractsQuery.parse(query)),
      ),
    });
  }
  const scenarios: Scenario[] = [
    {
      key: 'reminders-list',
      label: `GET ${base}/past-due-clients/ (default sort, page 1 of 20)`,
      budget: true,
      requests: [
        {
          path: `${base}/past-due-clients/`,
          statements: await record(() => listPastDueClients(ctx, pastDueListQuery.parse({}))),
        },
      ],
    },
    {
      key: 'reminders-list-filtered',
      label: `GET ${base}/past-due-clients/?${filteredSearch}`,
      budget: true,
      requests: [
        {
          path: `${base}/past-due-clients/?${filteredSearch}`,
          statements: await record(() => listPastDueClients(ctx, pastDueListQuery.parse(filtered))),
        },
      ],
    },
    {
      key: 'reminders-summary',
      label: `GET ${base}/past-due-clients/summary/`,
      budget: true,
      requests: [
        {
          path: `${base}/past-due-clients/summary/`,
          statements: await record(() => summarize(ctx, pastDueFilterQuery.parse({}))),
        },
      ],
    },
    {
      key: 'reminders-due-contracts',
      label: `GET ${base}/clients/{id}/due-contracts/?toDate=…&filterEnd=… (rotating over ${dueRequests.length} clients)`,
      budget: false,
      requests: dueRequests,
    },
  ];
  const { rows } = await pool.query<{ contracts: number; pastDue: number }>(
    `select (select count(*) from contracts)::int as contracts,
       (select count(*) from contracts where status in ('DISBURSED', 'OVERDUE')
          and matures_on < $1)::int as "pastDue"`,
    [today],
  );
  const counts = `${rows[0]?.contracts.toLocaleString('en-US')} contracts, ${rows[0]?.pastDue.toLocaleString('en-US')} past due; ${listed.total.toLocaleString('en-US')} past-due clients`;
  return { scenarios, counts };
}

/** The next request of a rotation, shared by every caller. */
function rotation(scenario: Scenario): () => Request {
  let next = 0;
  return () => {
    const request = scenario.requests[next % scenario.requests.length];
    next += 1;
    if (!request) {
      throw new Error(`${scenario.key} has no request`);
    }
    return request;
  };
}

async function replay(db: SqlClient, request: Request): Promise<void> {
  for (const statement of request.statements) {
    await db.query(statement.sql, statement.params);
  }
}

/**
 * Waits until the bench database runs no statement: a slow request's callers that autocannon
 * stopped waiting for are still queued in the server, and would be measured as the next run's.
 */
async function drained(pool: pg.Pool): Promise<void> {
  for (;;) {
    const { rows } = await pool.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.busy ?? 0) === 0) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  log(`Payment reminder bench on ${redactUrl(url)}`);
  // The raw SQL runs first: it must see the indexes the server's migrations add, as HTTP will.
  const database = await openPostgres(url);
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = openPgClient(url);
  const sql: { key: string; serial: LoopResult; concurrent: LoopResult }[] = [];
  let planned: Awaited<ReturnType<typeof plan>>;
  try {
    planned = await plan(pool);
    log(`  ${planned.counts}`);
    for (const scenario of planned.scenarios) {
      log(`  raw SQL: ${scenario.key}`);
      const next = rotation(scenario);
      const work = () => replay(db, next());
      await serialLoop(work, 5);
      sql.push({
        key: scenario.key,
        serial: await serialLoop(work, serialIterations, 20_000),
        concurrent: await closedLoop(work, connections, durationSeconds * 1000),
      });
    }
  } finally {
    await db.close();
  }

  log('  starting the server');
  const server = await startPawnDesk({
    databaseUrl: url,
    dataDir: path.join(outDir, 'server-data'),
    logLevel: 'warn',
  });
  const http: HttpResult[] = [];
  try {
    const branch = (await fetchBranchIds(server.url)).get('HN01');
    if (branch === undefined) {
      throw new Error('Branch HN01 is missing');
    }
    const token = await signIn(server.url, 'collector', demoPassword, branch);
    const headers = { authorization: `Bearer ${token}` };
    for (const scenario of planned.scenarios) {
      const next = rotation(scenario);
      // autocannon's request hook picks the next path of the rotation for every request.
      const target = {
        url: `${server.url}${scenario.requests[0]?.path ?? ''}`,
        headers,
        requests: [{ setupRequest: (request: object) => ({ ...request, path: next().path }) }],
      };
      for (const load of [1, connections]) {
        await drained(pool);
        log(`  http: ${scenario.key}, ${load} connection(s)`);
        const result = await measure(scenario.key, scenario.label, target, {
          connections: load,
          durationSeconds,
          warmupSeconds: 1,
        });
        http.push({ ...result, connections: load });
      }
    }
  } finally {
    await server.stop('SIGTERM');
    await pool.end();
  }

  const lines = [
    `## Payment reminder (${planned.counts})`,
    '',
    ...rawBesideHttpHeader('scenario', connections),
    ...planned.scenarios.map((scenario) => {
      const raw = sql.find((row) => row.key === scenario.key);
      const [single, loaded] = http.filter((row) => row.key === scenario.key);
      return `| ${scenario.label} | ${scenario.requests[0]?.statements.length} | ${rawBesideHttpCells(raw, single, loaded)}`;
    }),
    '',
    `Target: list and summary p50 ≤ ${budgetMs} ms over HTTP (1 connection): ${planned.scenarios
      .filter((scenario) => scenario.budget)
      .map((scenario) => {
        const p50 =
          http.find((row) => row.key === scenario.key && row.connections === 1)?.p50 ?? Number.NaN;
        return `${scenario.key} ${p50} ms ${p50 <= budgetMs ? 'PASS' : 'FAIL'}`;
      })
      .join(', ')}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  await mkdir(outDir, { recursive: true });
  const file = path.join(
    outDir,
    `reminders-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const paths = planned.scenarios.map((scenario) => ({
    key: scenario.key,
    path: scenario.requests[0]?.path,
    requests: scenario.requests.length,
    statements: scenario.requests[0]?.statements.map((statement) => statement.sql),
  }));
  await writeFile(
    file,
    `${JSON.stringify({ counts: planned.counts, paths, sql, http }, null, 2)}\n`,
  );
  log(`Results: ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `payment reminder bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
