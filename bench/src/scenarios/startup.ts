import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ChildServer, type ExitStatus, spawnUntilReady } from '../lib/server-process.ts';
import { round } from '../lib/stats.ts';
import { fetchBranchIds, signIn } from './http.ts';

export type StartRun = {
  /** Seconds from spawning `node scripts/start.mjs` (what `npm start` runs) to the first 200 of /login. */
  firstPageSeconds: number;
  /** Wall time from spawn to the ready line, in seconds (the banner waits for the exchange). */
  wallSeconds: number;
  /** The figure the server printed ("ready in X s"): from its process start to listening. */
  reportedSeconds: number;
  /** The server's own "Start-up:" line: each step and its milliseconds. */
  steps: { name: string; ms: number }[];
  exit: ExitStatus;
  /** Exit code 0 and the "stopped" line after SIGTERM. */
  cleanShutdown: boolean;
};

export type StartupResult = {
  fresh?: StartRun;
  /** Warm restarts on the same directory; the target is on their median. */
  restarts: StartRun[];
  /** With `--pglite <dir>`: warm restarts on the bench's own data (its DATA_DIR, left in place). */
  benchData?: { dataDir: string; restarts: StartRun[] };
  /** After the restart the seeded data answers: /misc lists branches and a demo user signs in. */
  restartWorks: boolean;
  error?: string;
};

/** The target of issue 18: the first answered page under 3 s after `npm start` on existing data. */
export const restartBudgetSeconds = 3;
const restartRuns = 3;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') {
    throw new Error('no free port');
  }
  return address.port;
}

/** Polls `url` every 10 ms until it answers 200; ms since `started`. */
async function firstAnswer(url: string, started: number, gaveUp: () => boolean): Promise<number> {
  while (!gaveUp()) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) {
        return performance.now() - started;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} never answered`);
}

export function parseSteps(output: string): StartRun['steps'] {
  const line = output.match(/^Start-up: (.*)$/m)?.[1] ?? '';
  return [...line.matchAll(/([^,]+?) (\d+) ms/g)].map((match) => ({
    name: (match[1] ?? '').trim(),
    ms: Number(match[2]),
  }));
}

async function startAndStop(
  dataDir: string,
  check?: (url: string) => Promise<void>,
): Promise<StartRun & { checkError?: string }> {
  const [port, exchangePort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PHONE_WS_PORT: String(exchangePort),
  };
  const started = performance.now();
  let failed = false;
  const spawned = spawnUntilReady({
    args: ['scripts/start.mjs'],
    env,
    ready: /PawnDesk is ready in (?<seconds>[\d.]+) s: (?<url>\S+)\r?\n/,
    timeoutMs: 180_000,
  });
  spawned.catch(() => {
    failed = true;
  });
  const firstPageMs = await firstAnswer(
    `http://127.0.0.1:${port}/login`,
    started,
    () => failed,
  ).catch(async (error: unknown) => {
    // The start failed: its own error (with the output) says why.
    await spawned;
    throw error;
  });
  const server: ChildServer = await spawned;
  let checkError: string | undefined;
  try {
    await check?.(server.url);
  } catch (error) {
    checkError = error instanceof Error ? error.message : String(error);
  }
  const exit = await server.stop('SIGTERM');
  return {
    firstPageSeconds: round(firstPageMs / 1000, 2),
    wallSeconds: round(server.wallMs / 1000, 2),
    reportedSeconds: Number(server.match.groups?.seconds),
    steps: parseSteps(server.output()),
    exit: { ...exit, ms: Math.round(exit.ms) },
    cleanShutdown: exit.code === 0 && server.output().includes('PawnDesk stopped'),
    ...(checkError ? { checkError } : {}),
  };
}

/** The median warm restart, the one the target is checked on. */
export function medianRestart(restarts: readonly StartRun[]): StartRun | undefined {
  const sorted = [...restarts].sort((a, b) => a.firstPageSeconds - b.firstPageSeconds);
  return sorted[Math.floor(sorted.length / 2)];
}

/** After a restart the data answers: /misc lists the demo branches and the admin signs in. */
function restartCheck(password: string) {
  return async (url: string) => {
    const branchIds = await fetchBranchIds(url);
    const hn01 = branchIds.get('HN01');
    if (hn01 === undefined) {
      throw new Error('No branch HN01 after restart');
    }
    await signIn(url, 'admin', password, hn01);
  };
}

/**
 * `npm start` (node scripts/start.mjs: the build check, then the server) on embedded PGlite: a
 * first start in an empty DATA_DIR (creates, migrates, seeds), SIGTERM, then warm restarts on the
 * same directory, each timed to the first answered page. With `benchDataDir` (the bench's
 * `--pglite` data, which holds the demo seed too), warm restarts on it as well: what a shop with
 * years of data waits; `demo: false` measures only those.
 */
export async function measureStartup(
  password: string,
  log: (line: string) => void,
  options: { benchDataDir?: string; demo?: boolean } = {},
): Promise<StartupResult> {
  const { benchDataDir, demo = true } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pawndesk-bench-start-'));
  const result: StartupResult = { restarts: [], restartWorks: false };
  try {
    if (demo) {
      log('  startup: fresh DATA_DIR');
      result.fresh = await startAndStop(dataDir);
      for (let run = 1; run <= restartRuns; run += 1) {
        log(`  startup: existing DATA_DIR, restart ${run} of ${restartRuns}`);
        const { checkError, ...restart } = await startAndStop(dataDir, restartCheck(password));
        result.restarts.push(restart);
        if (checkError) {
          result.error = `restart check failed: ${checkError}`;
        }
      }
    }
    if (benchDataDir) {
      const benchData = { dataDir: benchDataDir, restarts: [] as StartRun[] };
      result.benchData = benchData;
      for (let run = 1; run <= restartRuns; run += 1) {
        log(`  startup: the bench's data in ${benchDataDir}, restart ${run} of ${restartRuns}`);
        const { checkError, ...restart } = await startAndStop(benchDataDir, restartCheck(password));
        benchData.restarts.push(restart);
        if (checkError) {
          result.error = `restart check on the bench's data failed: ${checkError}`;
        }
      }
    }
    result.restartWorks = result.error === undefined;
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return result;
}
