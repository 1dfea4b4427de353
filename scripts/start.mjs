// `npm start`: build what is out of date, then run the server (which migrates and seeds on first start).
import { spawn, spawnSync } from 'node:child_process';
import nodeFlags from '../apps/server/node-flags.json' with { type: 'json' };
import { isOutOfDate, repoRoot as root, serverBuild, webBuild } from './build-outputs.mjs';

for (const build of [webBuild, serverBuild]) {
  if (!isOutOfDate(build)) {
    continue;
  }
  console.log(`Building ${build.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

// A terminal gets readable lines (requests only at LOG_LEVEL=debug); LOG_FORMAT=json keeps pino's
// JSON lines for a log collector (README, "Logging"). The server runs the phone exchange beside
// itself when Kamailio is installed (PHONE_EXCHANGE=external leaves it to a separate one), and
// says so in its banner.
const server = spawn(
  process.execPath,
  [...nodeFlags.flags, '--enable-source-maps', 'apps/server/dist/server.js'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
      PHONE_EXCHANGE: process.env.PHONE_EXCHANGE ?? 'managed',
    },
  },
);
// The terminal sends Ctrl-C to the whole group; the server handles it and exits on its own.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
