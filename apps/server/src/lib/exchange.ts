import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, existsSync, openSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { exchangeConfigTemplate } from './paths.ts';

/**
 * The phone exchange (decisions/0024): Kamailio run as the current user from the configuration
 * template in deploy/kamailio, written with the shared secret into a runtime directory that also
 * holds its pid file and log.
 */
export type ExchangeOptions = {
  /** Holds kamailio.cfg (mode 0600: the secret is in it), kamailio.pid and kamailio.log. */
  runtimeDir: string;
  port: number;
  /** 127.0.0.1 unless the exchange must be reached from elsewhere (deploy/kamailio/README.md). */
  listenAddress?: string;
  domain: string;
  secret: string;
  /** Kamailio's debug level, 1 (errors and warnings) unless set; 3 traces every SIP message. */
  logLevel?: number;
};

export type RunningExchange = {
  pid: number;
  websocketUrl: string;
  logFile: string;
  /** Settles when Kamailio exits, for whatever reason. */
  exited: Promise<void>;
  stop(): Promise<void>;
};

const candidates = ['/usr/sbin/kamailio', '/usr/local/sbin/kamailio'];

/** Kamailio's binary, or undefined when it is not installed. */
export function findKamailio(): string | undefined {
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The configuration with the defines the template expects in front of it. */
export async function exchangeConfig(options: ExchangeOptions): Promise<string> {
  if (!/^[A-Za-z0-9_\-+/=.]{32,}$/.test(options.secret)) {
    throw new Error('The phone secret must be 32 or more letters, digits or _-+/=.');
  }
  if (!/^[a-z0-9.-]+$/i.test(options.domain)) {
    throw new Error(`Not a SIP domain: ${options.domain}`);
  }
  const template = await readFile(exchangeConfigTemplate, 'utf8');
  const defines = [
    '#!KAMAILIO',
    `#!define LISTEN_ADDRESS ${options.listenAddress ?? '127.0.0.1'}`,
    `#!define WS_PORT ${options.port}`,
    `#!define SIP_DOMAIN "${options.domain}"`,
    `#!define PHONE_SECRET "${options.secret}"`,
    `#!define LOG_LEVEL ${options.logLevel ?? 1}`,
  ];
  return `${defines.join('\n')}\n${template}`;
}

function files(runtimeDir: string) {
  return {
    config: path.join(runtimeDir, 'kamailio.cfg'),
    pid: path.join(runtimeDir, 'kamailio.pid'),
    log: path.join(runtimeDir, 'kamailio.log'),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Signals the process group Kamailio leads (startExchange starts it in its own). */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  // -0 would be this process's own group.
  if (!Number.isInteger(pid) || pid <= 0) {
    return false;
  }
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the main process, which ends its children; once it is gone (or after 5 s), SIGKILL
 * to whatever of the group is left, so no child outlives it. (A child that ends after the main process is
 * reparented, and may stay a zombie where nothing reaps orphans: waiting for an empty group
 * could last forever.)
 */
async function endGroup(pid: number, isGone: () => boolean): Promise<void> {
  process.kill(pid, 'SIGTERM');
  await waitFor(isGone, 5000);
  signalGroup(pid, 'SIGKILL');
}

/**
 * Stops the Kamailio whose pid file is in `runtimeDir` (SIGTERM to its main process, which ends
 * its children; SIGKILL after 5 s). True when one was running.
 */
export async function stopExchange(runtimeDir: string): Promise<boolean> {
  const { pid: pidFile } = files(runtimeDir);
  if (!existsSync(pidFile)) {
    return false;
  }
  const pid = Number((await readFile(pidFile, 'utf8')).trim());
  const wasRunning = Number.isInteger(pid) && pid > 0 && isAlive(pid);
  if (wasRunning) {
    await endGroup(pid, () => !isAlive(pid));
  }
  await rm(pidFile, { force: true });
  return wasRunning;
}

/**
 * Writes the configuration, checks it, stops a Kamailio left running from this runtime directory
 * (a server that was killed), starts Kamailio in the foreground as a child of this process and
 * waits until its WebSocket port accepts connections.
 */
export async function startExchange(options: ExchangeOptions): Promise<RunningExchange> {
  const binary = findKamailio();
  if (!binary) {
    throw new Error(
      'Kamailio is not installed (apt-get install kamailio kamailio-websocket-modules kamailio-autheph-modules)',
    );
  }
  const paths = files(options.runtimeDir);
  await mkdir(options.runtimeDir, { recursive: true, mode: 0o700 });
  await writeFile(paths.config, await exchangeConfig(options), { mode: 0o600 });
  const check = spawnSync(binary, ['-c', '-f', paths.config], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`The exchange's configuration is invalid:\n${check.stderr}${check.stdout}`);
  }
  await stopExchange(options.runtimeDir);
  const host = options.listenAddress ?? '127.0.0.1';
  if (await accepts(host, options.port)) {
    throw new Error(`The exchange's port ${host}:${options.port} is taken by another program`);
  }

  const log = openSync(paths.log, 'a');
  let child: ChildProcess;
  try {
    // -DD: no fork into the background, so the exchange is this process's child; -E: log to
    // stderr (the log file); -Y: the runtime directory instead of /run/kamailio.
    child = spawn(
      binary,
      [
        '-f',
        paths.config,
        '-DD',
        '-E',
        '-Y',
        options.runtimeDir,
        '-P',
        paths.pid,
        '-m',
        '64',
        '-M',
        '8',
      ],
      // Its own process group: Kamailio ends its children with kill(0, …), which must not reach
      // this process, and stopping signals the whole group, so no child outlives it.
      { stdio: ['ignore', log, log], detached: true },
    );
  } finally {
    closeSync(log);
  }
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  const ready = await waitFor(async () => exited || (await accepts(host, options.port)), 10_000);
  if (exited || !ready) {
    signalGroup(child.pid ?? 0, 'SIGKILL');
    const tail = (await readFile(paths.log, 'utf8')).split('\n').slice(-15).join('\n');
    throw new Error(`The exchange did not start on ${host}:${options.port}:\n${tail}`);
  }
  const pid = child.pid ?? 0;
  return {
    pid,
    websocketUrl: `ws://${host}:${options.port}`,
    logFile: paths.log,
    exited: exitedPromise,
    async stop() {
      await endGroup(pid, () => exited);
      await rm(paths.pid, { force: true });
    },
  };
}
