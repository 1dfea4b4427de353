import path from 'node:path';
import { parseArgs } from 'node:util';
import { assetsGenerator } from './generators/assets.ts';
import { clientsGenerator } from './generators/clients.ts';
import { contractTransactionsGenerator } from './generators/contract-transactions.ts';
import { contractsGenerator } from './generators/contracts.ts';
import { ordersGenerator } from './generators/orders.ts';
import {
  assertFlagsArrived,
  intFlag,
  numberFlag,
  UsageError,
  withOptionalValue,
} from './lib/args.ts';
import { defaultDatabaseUrl, defaultPgliteDataDir } from './lib/paths.ts';
import type { DataTarget } from './lib/sql-client.ts';
import type { LoadOptions } from './scenarios/http.ts';

export const scenarios = [
  'http',
  'sql',
  'orders',
  'search',
  'contracts',
  'startup',
  'bundle',
] as const;
export type Scenario = (typeof scenarios)[number];

export const usage = `Usage: npm run bench -w @pawndesk/bench -- [options]

  --quick              3 s runs, 500 serial SQL calls (a smoke run)
  --duration <s>       seconds per HTTP scenario and concurrent SQL loop (default 10)
  --connections <n>    autocannon connections and concurrent SQL callers (default 50)
  --warmup <s>         discarded warm-up before each HTTP scenario (default 1; 0 for none)
  --sql-iterations <n> serial raw SQL calls per work item (default 2000)
  --pglite [dir]       run the server on embedded PGlite in <dir> (default bench/out/pglite-data)
  --users <n>          generated staff users to have before measuring (default 10000)
  --orders <n>         generated orders to have before measuring (default 500000)
  --clients <n>        generated clients to have before measuring (default 1000000)
  --assets <n>         generated assets to have before measuring (default 1500000)
  --contracts <n>      generated contracts to have before measuring (default 2000000)
  --transactions <n>   generated contract transactions to have before measuring (default 6000000)
  --skip <list>        comma-separated: ${scenarios.join(',')}
                       (orders: the order-list requests, both over HTTP and as raw SQL;
                        search: the client/asset searches, the same;
                        contracts: the contract list, detail and transactions, the same,
                        run even when http and sql are skipped)
  --build              rebuild the server and web app when older than their sources
                       (without it they are built only when missing)

PostgreSQL (default): BENCH_DATABASE_URL or ${defaultDatabaseUrl}.`;

export type RunOptions = {
  help: boolean;
  build: boolean;
  load: LoadOptions;
  serialIterations: number;
  users: number;
  orders: number;
  clients: number;
  assets: number;
  contracts: number;
  transactions: number;
  target: DataTarget;
  runs(scenario: Scenario): boolean;
};

export function parseRunOptions(argv: readonly string[]): RunOptions {
  assertFlagsArrived(
    [
      'quick',
      'duration',
      'connections',
      'warmup',
      'sql-iterations',
      'pglite',
      'users',
      'orders',
      'clients',
      'assets',
      'contracts',
      'transactions',
      'skip',
      'build',
    ],
    'bench',
  );
  const { values } = parseArgs({
    args: withOptionalValue(argv, '--pglite', defaultPgliteDataDir),
    options: {
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      'sql-iterations': { type: 'string' },
      pglite: { type: 'string' },
      users: { type: 'string' },
      orders: { type: 'string' },
      clients: { type: 'string' },
      assets: { type: 'string' },
      contracts: { type: 'string' },
      transactions: { type: 'string' },
      skip: { type: 'string', default: '' },
      build: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const quick = values.quick === true;
  const skip = new Set(values.skip.split(',').filter(Boolean));
  for (const name of skip) {
    if (!(scenarios as readonly string[]).includes(name)) {
      throw new UsageError(`--skip: unknown scenario '${name}' (known: ${scenarios.join(', ')})`);
    }
  }
  return {
    help: values.help === true,
    build: values.build === true,
    load: {
      durationSeconds: numberFlag(values.duration, quick ? 3 : 10, '--duration', 1),
      connections: intFlag(values.connections, 50, '--connections'),
      warmupSeconds: numberFlag(values.warmup, 1, '--warmup'),
    },
    serialIterations: intFlag(values['sql-iterations'], quick ? 500 : 2000, '--sql-iterations'),
    users: intFlag(values.users, 10_000, '--users'),
    orders: intFlag(values.orders, ordersGenerator.defaultCount, '--orders', 0),
    clients: intFlag(values.clients, clientsGenerator.defaultCount, '--clients', 0),
    assets: intFlag(values.assets, assetsGenerator.defaultCount, '--assets', 0),
    contracts: intFlag(values.contracts, contractsGenerator.defaultCount, '--contracts', 0),
    transactions: intFlag(
      values.transactions,
      contractTransactionsGenerator.defaultCount,
      '--transactions',
      0,
    ),
    target: values.pglite
      ? { kind: 'pglite', dataDir: path.resolve(values.pglite) }
      : { kind: 'postgres', url: process.env.BENCH_DATABASE_URL || defaultDatabaseUrl },
    runs: (scenario) => !skip.has(scenario),
  };
}
