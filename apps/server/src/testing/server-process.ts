import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeFlags from '../../node-flags.json' with { type: 'json' };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');
const readyLine = /PawnDesk is ready in [\d.]+ s: (http:\/\/\S+)/;

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything it printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * `npm start`'s server as a real child process, from source (tsx), on the Node.js running the
 * tests. `env` is added to this process's environment; the port is picked by the system.
 */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeFlags.flags, '--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`));
    };
    child.once('exit', onExit);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(readyLine)?.[1];
      if (url) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ url, output: () => output, stop: () => stop(child, exited) });
      }
    });
  });
}

/** SIGTERM, the server's clean shutdown; SIGKILL if it hangs. */
async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(force);
}
