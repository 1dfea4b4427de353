import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import nodeFlags from '@pawndesk/server/node-flags.json' with { type: 'json' };
import { ensureServerBuild } from './build.ts';
import { repoRoot, serverEntry } from './paths.ts';

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null; ms: number };

export type ChildServer = {
  pid: number;
  url: string;
  /** Wall time from spawn until the ready line appeared. */
  wallMs: number;
  /** The ready line's match, for callers that read more out of it. */
  match: RegExpMatchArray;
  output(): string;
  /** Peak resident set size so far (VmHWM), in bytes; undefined off Linux or after exit. */
  peakRssBytes(): number | undefined;
  /** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ExitStatus>;
};

export type SpawnOptions = {
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Must capture the URL in a group named `url`; end it with \n so a split chunk cannot cut it. */
  ready: RegExp;
  timeoutMs: number;
  cwd?: string;
};

const outputLimit = 64 * 1024;

function readStatusKb(pid: number, field: string): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = status.match(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function waitForExit(child: ChildProcess): Promise<Omit<ExitStatus, 'ms'>> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Spawns `node <args>` and resolves once stdout matches `ready`; rejects with the output if not. */
export function spawnUntilReady(options: SpawnOptions): Promise<ChildServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [...options.args], {
    cwd: options.cwd ?? repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputLimit);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000) => {
    const stopping = performance.now();
    const exited = waitForExit(child);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const status = await exited;
    clearTimeout(timer);
    return { ...status, ms: performance.now() - stopping };
  };

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      void stop('SIGKILL');
      reject(new Error(`${reason}\n--- output ---\n${output.slice(-4000)}`));
    };
    const onData = () => {
      const match = output.match(options.ready);
      const url = match?.groups?.url;
      if (!match || !url) {
        return;
      }
      cleanup();
      const pid = child.pid ?? 0;
      resolve({
        pid,
        url,
        wallMs: performance.now() - started,
        match,
        output: () => output,
        peakRssBytes: () => readStatusKb(pid, 'VmHWM'),
        stop,
      });
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(`node ${options.args.join(' ')} exited before it was ready (code ${code}, ${signal})`);
    const timer = setTimeout(
      () => fail(`node ${options.args.join(' ')} not ready after ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** The server's own settings; everything else in the environment passes through untouched. */
const serverVariables = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'LOG_LEVEL',
  'JWT_SECRET',
  'WEB_DIST',
  'SEED_DEMO',
  'COOKIE_SECURE',
  'REFERENCE_CACHE',
];

export type PawnDeskOptions = {
  /** PostgreSQL URL, or undefined for embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  logLevel?: string;
  timeoutMs?: number;
  /** More of the server's settings (REFERENCE_CACHE=off, say). */
  settings?: Record<string, string>;
};

export type PawnDeskServer = ChildServer & { reportedSeconds: number };

/**
 * `node apps/server/dist/server.js` on a free port, resolved when it prints "PawnDesk is ready".
 * The build is made first when it is missing, so every bench command works on a fresh clone.
 */
export async function startPawnDesk(options: PawnDeskOptions): Promise<PawnDeskServer> {
  const build = ensureServerBuild(false);
  if (!build.available) {
    throw new Error(build.error ?? 'apps/server/dist/server.js is missing');
  }
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !serverVariables.includes(key)),
  );
  Object.assign(env, {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: options.logLevel ?? 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.settings,
  });
  const server = await spawnUntilReady({
    args: [...nodeFlags.flags, serverEntry],
    env,
    ready: /PawnDesk is ready in (?<seconds>[\d.]+) s: (?<url>\S+)\r?\n/,
    timeoutMs: options.timeoutMs ?? 120_000,
  });
  return { ...server, reportedSeconds: Number(server.match.groups?.seconds) };
}
