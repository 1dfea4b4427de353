// npm run bench:startup -w @pawndesk/bench [-- --pglite <dir>]
// Issue 18 item 4 on its own: `npm start` on a fresh demo DATA_DIR and restarted on it; with
// `--pglite <dir>` (data from `npm run bench:data -- --pglite <dir> …`) restarted on that data
// instead.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoPassword } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { outDir, repoRoot } from './lib/paths.ts';
import { startupTable } from './lib/report.ts';
import { round } from './lib/stats.ts';
import { measureStartup } from './scenarios/startup.ts';

const { values } = parseArgs({ options: { pglite: { type: 'string' } } });
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const loadBefore = round(os.loadavg()[0] ?? 0);
  const result = await measureStartup(
    demoPassword,
    log,
    values.pglite ? { benchDataDir: path.resolve(values.pglite), demo: false } : {},
  );
  const loadAfter = round(os.loadavg()[0] ?? 0);
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `startup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ loadBefore, loadAfter, ...result }, null, 2)}\n`);
  process.stdout.write(
    `${startupTable(result)}\n\nLoad average (1 min): ${loadBefore} before, ${loadAfter} after.${
      result.error ? `\n\nError: ${result.error}` : ''
    }\nResults: ${path.relative(repoRoot, file)}\n`,
  );
  if (result.error) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
