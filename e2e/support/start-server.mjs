// Starts the built server for the end-to-end run on a fresh embedded database with the e2e accounts,
// and the phone exchange beside it (Kamailio on PORT + 5000; phone.spec.ts fails without it).
// The server's warnings and errors (slow requests included) go to test-results/e2e-server.log,
// which `npm test` prints when an end-to-end test failed or passed only on retry.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodeFlags from '../../apps/server/node-flags.json' with { type: 'json' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'pawndesk-e2e-'));
const port = Number(process.env.PORT ?? 3199);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'pretty',
  PHONE_EXCHANGE: 'managed',
  PHONE_WS_PORT: String(port + 5000),
  // The same value as e2e/support/phone.ts, which starts a second exchange with it.
  PHONE_SECRET: 'e2e-phone-secret-0123456789-abcdefghijklmnop',
};
const prepared = spawnSync('npx', ['tsx', 'e2e/support/prepare.ts'], { stdio: 'inherit', env });
if (prepared.status !== 0) {
  process.exit(prepared.status ?? 1);
}
const logDir = path.join(import.meta.dirname, '../../test-results');
mkdirSync(logDir, { recursive: true });
const log = createWriteStream(path.join(logDir, 'e2e-server.log'), { flags: 'a' });
const server = spawn(process.execPath, [...nodeFlags.flags, 'apps/server/dist/server.js'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env,
});
server.stdout.pipe(log);
// Start-up failures stay visible in the runner's output too.
server.stderr.pipe(log);
server.stderr.pipe(process.stderr);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
