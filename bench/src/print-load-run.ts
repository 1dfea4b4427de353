// npm run bench:print-load -w @pawndesk/bench [-- --printers 4 --duration 10]
// Issue 18 item 6 for printing: the server on a fresh demo data folder (embedded PGlite, the
// default), `--printers` callers reprinting mortgage contracts back to back while one caller reads
// a contract's detail again and again (20 ms apart). A print renders in the print worker; the
// detail read must not wait for it (target: p99 ≤ 250 ms). Prints go to the demo data's documents.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoPassword } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { closedLoop } from './lib/loops.ts';
import { outDir, repoRoot } from './lib/paths.ts';
import { probeBudgetMs, probeWhile } from './lib/probe.ts';
import { startPawnDesk } from './lib/server-process.ts';
import { round } from './lib/stats.ts';
import { fetchBranchIds, getJson, signIn } from './scenarios/http.ts';

const { values } = parseArgs({
  options: {
    printers: { type: 'string', default: '4' },
    duration: { type: 'string', default: '10' },
  },
});
const printers = Number(values.printers);
const durationMs = Number(values.duration) * 1000;
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawndesk-print-load-'));
  log(`Print load bench: demo data on PGlite in ${dataDir}`);
  const server = await startPawnDesk({ dataDir, logLevel: 'warn' });
  try {
    const branch = (await fetchBranchIds(server.url)).get('HN01');
    if (branch === undefined) {
      throw new Error('Branch HN01 is missing');
    }
    const token = await signIn(server.url, 'admin', demoPassword, branch);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await getJson<{ items: { finfluxId: number }[] }>(
      `${server.url}/crm/api/v2/contracts/?page=1&pageSize=20`,
      { headers },
    );
    const numbers = list.items.map((item) => item.finfluxId);
    const [probed] = numbers;
    if (probed === undefined) {
      throw new Error('the demo data has no contract');
    }
    let next = 0;
    const print = async () => {
      const id = numbers[next++ % numbers.length];
      const response = await fetch(`${server.url}/crm/api/v2/contracts/finflux-${id}:print/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ kind: 'MORTGAGE_CONTRACT' }),
      });
      await response.arrayBuffer();
      if (!response.ok) {
        throw new Error(`print ${id}: HTTP ${response.status}`);
      }
    };
    const detailUrl = `${server.url}/crm/api/v2/contracts/finflux-${probed}/`;
    log('  warm-up: 3 prints, the detail alone');
    for (let index = 0; index < 3; index++) {
      await print();
    }
    let quiet = true;
    setTimeout(() => {
      quiet = false;
    }, 3000);
    const alone = await probeWhile(detailUrl, token, () => !quiet);
    log(`  ${printers} printers for ${durationMs / 1000} s, the detail read beside them`);
    let printing = true;
    const [prints, beside] = await Promise.all([
      closedLoop(print, printers, durationMs).finally(() => {
        printing = false;
      }),
      probeWhile(detailUrl, token, () => !printing),
    ]);
    const result = {
      printers,
      seconds: durationMs / 1000,
      loadAverage: round(os.loadavg()[0] ?? 0),
      prints: {
        perSecond: prints.opsPerSecond,
        p50: round(prints.p50, 0),
        p99: round(prints.p99, 0),
      },
      detailAlone: alone,
      detailWhilePrinting: beside,
      pass: beside.p99 <= probeBudgetMs,
    };
    await mkdir(outDir, { recursive: true });
    const file = path.join(
      outDir,
      `print-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(
      [
        '| measure | p50 | p99 | max | count |',
        '| --- | ---: | ---: | ---: | ---: |',
        `| contract reprint (${printers} callers, ${prints.opsPerSecond}/s) | ${result.prints.p50} ms | ${result.prints.p99} ms | ${round(prints.max, 0)} ms | ${prints.count} |`,
        `| contract detail, alone | ${alone.p50} ms | ${alone.p99} ms | ${alone.max} ms | ${alone.count} |`,
        `| contract detail, while printing | ${beside.p50} ms | ${beside.p99} ms | ${beside.max} ms | ${beside.count} |`,
        '',
        `Detail p99 while printing ≤ ${probeBudgetMs} ms: ${result.pass ? 'PASS' : 'FAIL'}. Load average ${result.loadAverage}.`,
        `Results: ${path.relative(repoRoot, file)}`,
        '',
      ].join('\n'),
    );
    if (!result.pass) {
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
