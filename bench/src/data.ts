// `npm run bench:data`: builds the bench database (migrate, demo seed, bulk rows) and prints rows/s.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generators } from './generators/registry.ts';
import { assertFlagsArrived, describeError, intFlag, withOptionalValue } from './lib/args.ts';
import { type DataTarget, prepareBenchData } from './lib/bench-data.ts';
import { defaultDatabaseUrl, defaultPgliteDataDir } from './lib/paths.ts';
import { formatNumber, markdownTable } from './lib/table.ts';

const usage = `Usage: npm run bench:data -- [options]

  --pglite [dir]     write to an embedded PGlite data directory instead of PostgreSQL
                     (the server's DATA_DIR layout: <dir>/pglite; default ${path.relative(process.cwd(), defaultPgliteDataDir)})
  --reset            start from an empty database (drops pawndesk_bench* / deletes the PGlite dir)
${generators.map((g) => `${`  --${g.key} <n>`.padEnd(21)}${g.description} (default ${g.defaultCount})`).join('\n')}

PostgreSQL target: BENCH_DATABASE_URL (default ${defaultDatabaseUrl}), created if missing.
Counts are totals: a second run only adds what is missing.`;

function parse() {
  const generatorOptions = Object.fromEntries(
    generators.map((generator) => [generator.key, { type: 'string' as const }]),
  );
  const { values } = parseArgs({
    args: withOptionalValue(process.argv.slice(2), '--pglite', defaultPgliteDataDir),
    options: {
      pglite: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      ...generatorOptions,
    },
    strict: true,
  });
  const byKey: Record<string, unknown> = values;
  const counts: Record<string, number> = {};
  for (const generator of generators) {
    const raw = byKey[generator.key];
    counts[generator.key] = intFlag(
      typeof raw === 'string' ? raw : undefined,
      generator.defaultCount,
      `--${generator.key}`,
      0,
    );
  }
  const target: DataTarget = values.pglite
    ? { kind: 'pglite', dataDir: path.resolve(values.pglite) }
    : { kind: 'postgres', url: process.env.BENCH_DATABASE_URL || defaultDatabaseUrl };
  return { help: values.help === true, reset: values.reset === true, counts, target };
}

async function main(): Promise<void> {
  assertFlagsArrived(['pglite', 'reset', ...generators.map((g) => g.key)], 'bench:data');
  const options = parse();
  if (options.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const report = await prepareBenchData({ ...options, log });
  const rows = report.generators.map((generator) => [
    generator.key,
    Object.entries(generator.inserted)
      .map(([table, inserted]) => `${table} ${formatNumber(inserted)}`)
      .join(', '),
    formatNumber(generator.total),
    formatNumber(generator.seconds, 2),
    formatNumber(generator.rowsPerSecond),
  ]);
  log('');
  log(
    markdownTable(['generator', 'rows inserted', 'total after', 'seconds', 'rows/s'], rows, [
      'left',
      'left',
      'right',
      'right',
      'right',
    ]),
  );
  log('');
  log(
    report.insertedRows > 0
      ? `Inserted ${formatNumber(report.insertedRows)} rows at ${formatNumber(report.rowsPerSecond)} rows/s; ${formatNumber(report.seconds, 1)} s in all (migrate, seed, analyze included).`
      : `Nothing to insert: the data is already there (${formatNumber(report.seconds, 1)} s).`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:data failed: ${describeError(error)}\n`);
  process.exit(1);
});
