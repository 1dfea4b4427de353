import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ExitStatus, startPawnDesk } from '../lib/server-process.ts';
import { round } from '../lib/stats.ts';
import { fetchBranchIds, signIn } from './http.ts';

export type StartRun = {
  /** Wall time from spawn to the ready line, in seconds. */
  wallSeconds: number;
  /** The figure the server printed ("ready in X s"), measured from its own start. */
  reportedSeconds: number;
  exit: ExitStatus;
  /** Exit code 0 and the "stopped" line after SIGTERM. */
  cleanShutdown: boolean;
};

export type StartupResult = {
  fresh?: StartRun;
  existing?: StartRun;
  /** After the restart the seeded data answers: /misc lists branches and a demo user signs in. */
  restartWorks: boolean;
  error?: string;
};

async function startAndStop(
  dataDir: string,
  check?: (url: string) => Promise<void>,
): Promise<StartRun & { checkError?: string }> {
  const server = await startPawnDesk({ dataDir, logLevel: 'warn' });
  let checkError: string | undefined;
  try {
    await check?.(server.url);
  } catch (error) {
    checkError = error instanceof Error ? error.message : String(error);
  }
  const exit = await server.stop('SIGTERM');
  return {
    wallSeconds: round(server.wallMs / 1000, 2),
    reportedSeconds: server.reportedSeconds,
    exit: { ...exit, ms: Math.round(exit.ms) },
    cleanShutdown: exit.code === 0 && server.output().includes('PawnDesk stopped'),
    ...(checkError ? { checkError } : {}),
  };
}

/**
 * `npm start` on embedded PGlite: first start in an empty DATA_DIR (creates, migrates, seeds),
 * SIGTERM, then a second start on the same directory.
 */
export async function measureStartup(
  password: string,
  log: (line: string) => void,
): Promise<StartupResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pawndesk-bench-start-'));
  const result: StartupResult = { restartWorks: false };
  try {
    log('  startup: fresh DATA_DIR');
    result.fresh = await startAndStop(dataDir);
    log('  startup: existing DATA_DIR');
    const { checkError, ...existing } = await startAndStop(dataDir, async (url) => {
      const branchIds = await fetchBranchIds(url);
      const hn01 = branchIds.get('HN01');
      if (hn01 === undefined) {
        throw new Error('No branch HN01 after restart');
      }
      await signIn(url, 'admin', password, hn01);
    });
    result.existing = existing;
    result.restartWorks = checkError === undefined;
    if (checkError) {
      result.error = `restart check failed: ${checkError}`;
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return result;
}
