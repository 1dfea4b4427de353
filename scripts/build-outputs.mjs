// What `npm start` and the bench build, and whether a build is older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const webBuild = {
  workspace: '@pawndesk/web',
  output: 'apps/web/dist/index.html',
  inputs: [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/domain/src',
  ],
};

export const serverBuild = {
  workspace: '@pawndesk/server',
  output: 'apps/server/dist/server.js',
  inputs: ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src'],
};

function newestMtime(target) {
  if (!existsSync(target)) {
    return 0;
  }
  const stat = statSync(target);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry !== 'node_modules' && entry !== 'dist') {
      newest = Math.max(newest, newestMtime(path.join(target, entry)));
    }
  }
  return newest;
}

/** True when the build's output is missing or older than any of its inputs. */
export function isOutOfDate(build) {
  const builtAt = newestMtime(path.join(repoRoot, build.output));
  const changedAt = Math.max(
    ...build.inputs.map((input) => newestMtime(path.join(repoRoot, input))),
  );
  return builtAt === 0 || builtAt < changedAt;
}
