// npm run bench:verbs -w @pawndesk/bench [-- --connections 10 --duration 10 --requests 4000]
// Settle and renew-into at the 2,000,000-contract data set (issue 18 item 2): over HTTP as the
// demo validator, each request on a contract of its own, beside the raw SQL of the statements the
// use case sends (scenarios/verbs.ts). The HTTP side writes: every request settles or renews a
// generated contract for good (the bench database is the bench's own).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { businessDate } from '@pawndesk/domain/dates';
import { openPostgres, postgresSessionOptions } from '@pawndesk/server/src/db/client.ts';
import { migrate } from '@pawndesk/server/src/db/migrate.ts';
import { roleSeeds } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { demoPassword } from '@pawndesk/server/src/db/seed/seed-demo.ts';
import { stopPrintWorker } from '@pawndesk/server/src/lib/pdf-worker-client.ts';
import pg from 'pg';
import { closedLoop, type LoopResult, serialLoop } from './lib/loops.ts';
import { defaultDatabaseUrl, outDir, repoRoot } from './lib/paths.ts';
import { rawBesideHttpCells, rawBesideHttpHeader } from './lib/report.ts';
import { startPawnDesk } from './lib/server-process.ts';
import { redactUrl } from './lib/sql-client.ts';
import { fetchBranchIds, type HttpResult, measure, signIn } from './scenarios/http.ts';
import { planVerbs, replayVerb, type VerbRequest, type VerbScenario } from './scenarios/verbs.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    serial: { type: 'string', default: '100' },
    requests: { type: 'string', default: '4000' },
    recordings: { type: 'string', default: '500' },
  },
});
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const serialIterations = Number(values.serial);
const url = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main() {
  log(`Settle and renew-into bench on ${redactUrl(url)}`);
  const database = await openPostgres(url);
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  const validator = roleSeeds.find((role) => role.key === 'validator');
  if (!validator) {
    throw new Error('The validator role is not in the seed');
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, options: postgresSessionOptions });
  const documentsDir = await mkdtemp(path.join(tmpdir(), 'pawndesk-verbs-'));
  const today = businessDate(new Date());
  const sql: { key: string; serial: LoopResult; concurrent: LoopResult }[] = [];
  const http: HttpResult[] = [];
  const warnings: string[] = [];
  let scenarios: VerbScenario[] = [];
  try {
    log('  planning: bodies from the domain, use cases recorded and rolled back');
    scenarios = await planVerbs({
      pool,
      permissions: validator.permissions,
      today,
      documentsDir,
      requests: Number(values.requests),
      recordings: Number(values.recordings),
    });
    await stopPrintWorker();
    for (const scenario of scenarios) {
      log(`  raw SQL: ${scenario.key}`);
      let replayed = 0;
      const next = () => scenario.recorded[replayed++ % scenario.recorded.length] ?? [];
      const work = () => replayVerb(pool, next());
      await serialLoop(work, 5);
      sql.push({
        key: scenario.key,
        serial: await serialLoop(work, serialIterations, 20_000),
        concurrent: await closedLoop(work, connections, durationSeconds * 1000),
      });
    }

    log('  starting the server');
    const server = await startPawnDesk({
      databaseUrl: url,
      dataDir: path.join(outDir, 'server-data'),
      logLevel: 'warn',
    });
    try {
      const branch = (await fetchBranchIds(server.url)).get('HN01');
      if (branch === undefined) {
        throw new Error('Branch HN01 is missing');
      }
      const token = await signIn(server.url, 'validator', demoPassword, branch);
      for (const scenario of scenarios) {
        // One hand-out for both loads: a contract settled at 1 connection is not settled again.
        let handedOut = 0;
        const next = (): VerbRequest => {
          const request = scenario.requests[handedOut % scenario.requests.length];
          handedOut += 1;
          if (!request) {
            throw new Error(`${scenario.key} has no request`);
          }
          return request;
        };
        const target = {
          url: `${server.url}${scenario.requests[0]?.path ?? ''}`,
          method: 'POST' as const,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request: object) => {
                const { path: requestPath, body } = next();
                return { ...request, path: requestPath, body };
              },
            },
          ],
        };
        for (const load of [1, connections]) {
          log(`  http: ${scenario.key}, ${load} connection(s)`);
          const result = await measure(scenario.key, scenario.label, target, {
            connections: load,
            durationSeconds,
            warmupSeconds: 1,
          });
          http.push({ ...result, connections: load });
        }
        if (handedOut > scenario.requests.length) {
          // Past the end the rotation settles contracts again (409s): too few were planned.
          warnings.push(
            `${scenario.key}: ${handedOut} requests for ${scenario.requests.length} planned contracts; give more --requests`,
          );
        }
      }
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await pool.end();
    await stopPrintWorker();
    await rm(documentsDir, { recursive: true, force: true });
  }

  const lines = [
    `## Settle and renew-into (${today})`,
    '',
    ...rawBesideHttpHeader('verb', connections),
    ...scenarios.map((scenario) => {
      const raw = sql.find((row) => row.key === scenario.key);
      const [single, loaded] = http.filter((row) => row.key === scenario.key);
      return `| ${scenario.label} | ${scenario.recorded[0]?.length} | ${rawBesideHttpCells(raw, single, loaded)}`;
    }),
    '',
    'Raw SQL: the use case’s statements, its transaction rolled back where it commits (so one',
    'recorded contract replays many times); the API commits, and settle renders and files the',
    'receipt PDF besides. Every HTTP request settles or renews a contract of its own.',
    ...warnings.map((warning) => `**Warning:** ${warning}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `verbs-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const paths = scenarios.map((scenario) => ({
    key: scenario.key,
    path: scenario.requests[0]?.path,
    requests: scenario.requests.length,
    statements: scenario.recorded[0]?.map((statement) => statement.sql),
  }));
  await writeFile(file, `${JSON.stringify({ today, paths, sql, http, warnings }, null, 2)}\n`);
  log(`Results: ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `settle and renew-into bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
