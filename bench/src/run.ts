// `npm run bench`: HTTP scenarios, the raw SQL of the same work, start-up and the /login bundle,
// in one run. The Markdown report goes to stdout, progress to stderr, the JSON to bench/out/.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoPassword } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { describeError } from './lib/args.ts';
import { prepareBenchData } from './lib/bench-data.ts';
import { ensureServerBuild, ensureWebBuild } from './lib/build.ts';
import { outDir, repoRoot } from './lib/paths.ts';
import { type BenchResults, evaluateTargets, renderReport } from './lib/report.ts';
import { startPawnDesk } from './lib/server-process.ts';
import { openTarget } from './lib/sql-client.ts';
import { round } from './lib/stats.ts';
import { parseRunOptions, usage } from './run-options.ts';
import { type BundleResult, measureBundle } from './scenarios/bundle.ts';
import {
  type ContractPlan,
  type ContractPlanExplain,
  type ContractRawResult,
  contractReport,
  explainContractScenarios,
  measureContractSql,
  planContractScenarios,
} from './scenarios/contracts.ts';
import {
  type HttpResult,
  measureContracts,
  measureHelloWorld,
  measureMisc,
  measureOrderLists,
  measurePawnDesk,
  measureSearches,
} from './scenarios/http.ts';
import {
  explainOrderScenarios,
  type OrderPlan,
  type OrderPlanExplain,
  planOrderScenarios,
} from './scenarios/orders.ts';
import {
  explainSearchScenarios,
  planSearchScenarios,
  type SearchPlan,
  type SearchPlanExplain,
} from './scenarios/search.ts';
import { runSqlScenarios, type SqlWorkResult } from './scenarios/sql.ts';
import { measureStartup, type StartupResult } from './scenarios/startup.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const options = parseRunOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const warnings: string[] = [];

  const serverBuild = ensureServerBuild(options.build);
  if (!serverBuild.available) {
    throw new Error(serverBuild.error ?? 'apps/server/dist/server.js is missing');
  }
  if (serverBuild.error) {
    warnings.push(`${serverBuild.error}; measured the previous apps/server/dist/server.js.`);
  } else if (serverBuild.stale) {
    warnings.push('apps/server/dist/server.js is older than its sources; --build rebuilds it.');
  }
  if (options.runs('bundle')) {
    const webBuild = ensureWebBuild(options.build);
    if (webBuild.error) {
      warnings.push(
        webBuild.available
          ? `${webBuild.error}; measured the previous apps/web/dist.`
          : webBuild.error,
      );
    } else if (webBuild.stale) {
      warnings.push('apps/web/dist is older than its sources; --build rebuilds it.');
    }
  }

  const data = await prepareBenchData({
    target: options.target,
    // Without the order scenarios no orders are needed: a count of 0 generates none.
    counts: {
      users: options.users,
      orders: options.runs('orders') ? options.orders : 0,
      clients: options.runs('search') ? options.clients : 0,
      assets: options.runs('search') ? options.assets : 0,
      contracts: options.runs('contracts') ? options.contracts : 0,
      transactions: options.runs('contracts') ? options.transactions : 0,
      // The cash log has its own run (npm run bench:cash-log); this one adds none.
      'cash-logs': 0,
    },
    reset: false,
    log,
  });
  const generatedUsers = data.generators.find((g) => g.key === 'users')?.total ?? 0;
  if (generatedUsers === 0) {
    throw new Error('No generated users to sign in with');
  }

  // Raw SQL first: PGlite allows one process per data directory, so it runs before the server.
  let sql: SqlWorkResult[] = [];
  let orderPlan: OrderPlan | undefined;
  let orderExplains: OrderPlanExplain[] = [];
  let searchPlan: SearchPlan | undefined;
  let searchExplains: SearchPlanExplain[] = [];
  let contractPlan: ContractPlan | undefined;
  let contractRaw: ContractRawResult[] = [];
  let contractExplains: ContractPlanExplain[] = [];
  const db = await openTarget(options.target);
  let databaseVersion = '';
  try {
    const [version] = await db.query<{ version: string }>('select version()');
    databaseVersion = version?.version.split(' on ')[0] ?? '';
    if (options.runs('orders')) {
      orderPlan = await planOrderScenarios(db);
    }
    if (options.runs('search')) {
      searchPlan = await planSearchScenarios(db);
    }
    if (options.runs('contracts')) {
      contractPlan = await planContractScenarios(db);
    }
    if (options.runs('sql')) {
      log('Raw SQL');
      sql = await runSqlScenarios(db, {
        callers: options.load.connections,
        durationMs: options.load.durationSeconds * 1000,
        serialIterations: options.serialIterations,
        generatedUsers,
        orders: orderPlan,
        searches: searchPlan,
        log,
      });
    }
    if (orderPlan) {
      log('EXPLAIN ANALYZE: order lists');
      orderExplains = await explainOrderScenarios(db, orderPlan);
    }
    if (searchPlan) {
      log('EXPLAIN ANALYZE: client and asset search');
      searchExplains = await explainSearchScenarios(db, searchPlan);
    }
    if (contractPlan) {
      // Its own raw SQL, beside its HTTP figures, even when the sql scenario is skipped.
      log('Raw SQL: contracts');
      contractRaw = await measureContractSql(db, contractPlan, {
        callers: options.load.connections,
        durationMs: options.load.durationSeconds * 1000,
        iterations: options.serialIterations,
        log,
      });
      log('EXPLAIN ANALYZE: contracts');
      contractExplains = await explainContractScenarios(db, contractPlan);
    }
  } finally {
    await db.close();
  }

  const http: HttpResult[] = [];
  const memory: BenchResults['memory'] = {};
  if (options.runs('http')) {
    log('HTTP: Fastify hello world');
    const hello = await measureHelloWorld(options.load);
    http.push(hello.result);
    memory.helloPeakRssBytes = hello.peakRssBytes;
  }

  const serverTarget = {
    databaseUrl: options.target.kind === 'postgres' ? options.target.url : undefined,
    dataDir:
      options.target.kind === 'pglite' ? options.target.dataDir : path.join(outDir, 'server-data'),
  };
  let bundle: BundleResult | undefined;
  let serverExit: BenchResults['serverExit'];
  const httpStartedAt = new Date();
  if (options.runs('http') || options.runs('bundle') || contractPlan) {
    log(`HTTP: PawnDesk server on ${options.target.kind}`);
    const server = await startPawnDesk({ ...serverTarget, logLevel: 'warn' });
    try {
      if (options.runs('http')) {
        http.push(
          ...(await measurePawnDesk(server.url, {
            load: options.load,
            generatedUsers,
            password: demoPassword,
            log,
          })),
        );
        if (orderPlan) {
          http.push(
            ...(await measureOrderLists(server.url, orderPlan, {
              load: options.load,
              password: demoPassword,
              log,
            })),
          );
        }
        if (searchPlan) {
          http.push(
            ...(await measureSearches(server.url, searchPlan, {
              load: options.load,
              password: demoPassword,
              log,
            })),
          );
        }
      }
      if (contractPlan) {
        http.push(
          ...(await measureContracts(server.url, contractPlan, {
            load: options.load,
            password: demoPassword,
            log,
          })),
        );
      }
      if (options.runs('http') || contractPlan) {
        memory.serverPeakRssBytes = server.peakRssBytes();
      }
      if (options.runs('bundle')) {
        log('Bundle: every console route');
        bundle = await measureBundle(server.url, demoPassword);
      }
    } finally {
      serverExit = await server.stop('SIGTERM');
    }
    if (options.runs('http') || contractPlan) {
      // Sign-ins leave refresh tokens (one per request in the sign-in scenario); keep the bench
      // database steady.
      const cleanup = await openTarget(options.target);
      await cleanup.query('delete from refresh_tokens where created_at >= $1', [httpStartedAt]);
      await cleanup.close();
    }
  }

  if (options.runs('http')) {
    // After the first server stopped: on PGlite the two could not share the data folder.
    log('HTTP: /misc on a second server with REFERENCE_CACHE=off');
    const uncached = await startPawnDesk({
      ...serverTarget,
      logLevel: 'warn',
      settings: { REFERENCE_CACHE: 'off' },
    });
    try {
      http.push(await measureMisc(uncached.url, 'uncached', options.load));
    } finally {
      await uncached.stop('SIGTERM');
    }
  }

  let startup: StartupResult | undefined;
  if (options.runs('startup')) {
    log('Start-up: npm start on PGlite');
    startup = await measureStartup(
      demoPassword,
      log,
      options.target.kind === 'pglite' ? { benchDataDir: options.target.dataDir } : {},
    );
  }

  const cpus = os.cpus();
  const partial: Omit<BenchResults, 'targets'> = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
      memoryBytes: os.totalmem(),
      node: process.versions.node,
      database: databaseVersion,
      loadAverage: { start: round(loadAtStart), end: round(os.loadavg()[0] ?? 0) },
    },
    options: {
      database: options.target.kind,
      connections: options.load.connections,
      durationSeconds: options.load.durationSeconds,
      warmupSeconds: options.load.warmupSeconds,
      serialIterations: options.serialIterations,
    },
    warnings,
    data,
    http,
    sql,
    ...(orderPlan
      ? {
          orders: {
            totalOrders: orderPlan.totalOrders,
            phonePrefix: orderPlan.phonePrefix,
            agent: { username: orderPlan.agent.username, orders: orderPlan.agent.orders },
            explains: orderExplains,
          },
        }
      : {}),
    ...(searchPlan
      ? {
          search: {
            clients: searchPlan.clients,
            assets: searchPlan.assets,
            terms: searchPlan.scenarios.map((scenario) => ({
              key: scenario.key,
              term: scenario.term,
              matching: scenario.matching,
            })),
            explains: searchExplains,
          },
        }
      : {}),
    ...(contractPlan
      ? { contracts: contractReport(contractPlan, contractRaw, contractExplains) }
      : {}),
    memory,
    ...(serverExit ? { serverExit } : {}),
    ...(startup ? { startup } : {}),
    ...(bundle ? { bundle } : {}),
  };
  const results: BenchResults = { ...partial, targets: evaluateTargets(partial) };
  process.stdout.write(`\n${renderReport(results)}`);

  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `results-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nResults: ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${describeError(error)}\n`);
  process.exit(1);
});
