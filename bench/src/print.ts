// npm run bench:print [-- --runs 20]  (tsx --expose-gc: the heap is measured after a collection)
// Printed documents (issue 14): render time of the redeem bill (with its VietQR) and the 3-page
// vehicle contract. Cold = the first render in a fresh Node process (module loading reported
// apart); warm = median of --runs renders after 10 untimed ones (the JIT needs them: the first
// few renders of a document run about twice as slow); RSS of the process afterwards.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { outDir, repoRoot } from './lib/paths.ts';

const documents = ['bill', 'contract'] as const;
type DocumentKey = (typeof documents)[number];
/** Issue 14's targets for a warm render. */
const warmTargetMs: Record<DocumentKey, number> = { bill: 100, contract: 300 };
const labels: Record<DocumentKey, string> = {
  bill: 'redeem bill, 2 copies + VietQR (1 page)',
  contract: 'vehicle mortgage contract (3 pages)',
};

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, cold: { type: 'string' } },
});
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Loads the print package and the samples, and answers a builder per document. */
async function load() {
  const print = await import('@pawndesk/print/node');
  const samples = await import('@pawndesk/print/testing/sample-documents');
  const builders = {
    bill: () => print.redeemBillDocument(samples.sampleRedeemBill('BANK_TRANSFER')),
    contract: () => print.mortgageContractDocument(samples.sampleVehicleContract()),
  } satisfies Record<DocumentKey, unknown>;
  return { render: print.renderToPdfBuffer, builders };
}

type ColdResult = { importMs: number; firstRenderMs: number; bytes: number; rssBytes: number };

/** Child mode: one first render in this fresh process, as JSON on stdout. */
async function coldChild(key: DocumentKey): Promise<void> {
  const importStarted = performance.now();
  const { render, builders } = await load();
  const renderStarted = performance.now();
  const pdf = await render(builders[key]());
  const result: ColdResult = {
    importMs: renderStarted - importStarted,
    firstRenderMs: performance.now() - renderStarted,
    bytes: pdf.length,
    rssBytes: process.memoryUsage().rss,
  };
  process.stdout.write(JSON.stringify(result));
}

function coldRun(key: DocumentKey): ColdResult {
  // Same Node and the same loader flags (tsx) as this process, so the child starts as we did.
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--cold', key],
    { encoding: 'utf8', cwd: process.cwd() },
  );
  if (child.status !== 0) {
    throw new Error(`cold ${key} failed: ${child.stderr}`);
  }
  return JSON.parse(child.stdout) as ColdResult;
}

const warmUpRuns = 10;

/** Heap in use after a full collection, when the process runs with --expose-gc. */
function settledHeap(): number | null {
  if (!globalThis.gc) {
    return null;
  }
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

type WarmResult = { medianMs: number; minMs: number; maxMs: number; runs: number };
type Render = Awaited<ReturnType<typeof load>>['render'];

async function warmRuns(
  render: Render,
  build: () => Parameters<Render>[0],
  runs: number,
): Promise<WarmResult> {
  for (let index = 0; index < warmUpRuns; index++) {
    await render(build());
  }
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await render(build());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const median =
    times.length % 2 === 0
      ? ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2
      : (times[middle] ?? 0);
  return { medianMs: median, minMs: times[0] ?? 0, maxMs: times.at(-1) ?? 0, runs };
}

async function main() {
  const runs = Number(values.runs);
  const cold = Object.fromEntries(
    documents.map((key) => {
      log(`  cold: ${key} (fresh process)`);
      return [key, coldRun(key)];
    }),
  ) as Record<DocumentKey, ColdResult>;
  const { render, builders } = await load();
  // One render of each first, so the heap baseline holds the loaded fonts and code.
  for (const key of documents) {
    await render(builders[key]());
  }
  const heapBefore = settledHeap();
  const warm = {} as Record<DocumentKey, WarmResult>;
  for (const key of documents) {
    log(`  warm: ${key} × ${runs}`);
    warm[key] = await warmRuns(render, builders[key], runs);
  }
  const heapAfter = settledHeap();
  const rendersMeasured = documents.length * (runs + warmUpRuns);
  const rssBytes = process.memoryUsage().rss;
  const lines = [
    `Print bench (Node ${process.version}, ${runs} warm runs)`,
    '',
    '| document | cold: load modules | cold: first render | warm median (min–max) | target | PDF | RSS after cold |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...documents.map((key) => {
      const c = cold[key];
      const w = warm[key];
      const verdict = w.medianMs <= warmTargetMs[key] ? 'met' : 'MISSED';
      return `| ${labels[key]} | ${c.importMs.toFixed(0)} ms | ${c.firstRenderMs.toFixed(0)} ms | ${w.medianMs.toFixed(1)} ms (${w.minMs.toFixed(1)}–${w.maxMs.toFixed(1)}) | ≤ ${warmTargetMs[key]} ms: ${verdict} | ${(c.bytes / 1024).toFixed(0)} KB | ${mb(c.rssBytes)} |`;
    }),
    '',
    `RSS after all warm runs (both documents, one process): ${mb(rssBytes)}`,
    heapBefore === null || heapAfter === null
      ? 'Heap growth: not measured (run with --expose-gc)'
      : `Heap after GC: ${mb(heapBefore)} before the warm runs, ${mb(heapAfter)} after ${rendersMeasured} renders (${((heapAfter - heapBefore) / rendersMeasured / 1024).toFixed(1)} KB a render)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `print-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ node: process.version, cold, warm, rssBytes, heapBefore, heapAfter }, null, 2)}\n`,
  );
  log(`Results: ${path.relative(repoRoot, file)}`);
  const missed = documents.filter((key) => warm[key].medianMs > warmTargetMs[key]);
  if (missed.length > 0) {
    process.exitCode = 1;
  }
}

const coldKey = values.cold as DocumentKey | undefined;
(coldKey ? coldChild(coldKey) : main()).catch((error: unknown) => {
  process.stderr.write(
    `print bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
