// `npm run dev`: the server under tsx watch and the Vite dev server (which proxies the API to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server runs the phone exchange beside itself when Kamailio is installed.
const serverEnv = { ...process.env, PHONE_EXCHANGE: process.env.PHONE_EXCHANGE ?? 'managed' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
console.log('Console with hot reload: http://127.0.0.1:5173 (API on http://127.0.0.1:3000)');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      child.kill(signal);
    }
  });
}
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) {
      other.kill('SIGTERM');
    }
    process.exitCode = code ?? 0;
  });
}
