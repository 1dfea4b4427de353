import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, serverEntry, webDir, webDist } from './paths.ts';

function newestMtime(target: string): number {
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

/** Runs `npm run build -w <workspace>` with its output on stderr; true when it succeeded. */
function build(workspace: string): boolean {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: ['ignore', 2, 2],
  });
  return result.status === 0;
}

export type BuildState = {
  built: boolean;
  /** The output is older than its sources (a warning: bench measured the older build). */
  stale: boolean;
  available: boolean;
  error?: string;
};

/** Builds when the output is missing, or out of date and `rebuildStale` is set (as npm start does). */
function ensure(
  workspace: string,
  output: string,
  inputs: readonly string[],
  rebuildStale: boolean,
): BuildState {
  const isStale = () =>
    newestMtime(output) <
    Math.max(...inputs.map((input) => newestMtime(path.join(repoRoot, input))));
  let built = false;
  if (!existsSync(output) || (rebuildStale && isStale())) {
    if (!build(workspace)) {
      return {
        built: false,
        stale: existsSync(output),
        available: existsSync(output),
        error: `${workspace} build failed`,
      };
    }
    built = true;
  }
  return { built, stale: isStale(), available: existsSync(output) };
}

/** apps/server/dist/server.js, built when missing (or stale, with `rebuildStale`). */
export function ensureServerBuild(rebuildStale: boolean): BuildState {
  return ensure(
    '@pawndesk/server',
    serverEntry,
    ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src'],
    rebuildStale,
  );
}

/** apps/web/dist, built when missing and apps/web exists; unavailable is not an error here. */
export function ensureWebBuild(rebuildStale: boolean): BuildState {
  if (!existsSync(path.join(webDir, 'package.json'))) {
    return { built: false, stale: false, available: false, error: 'apps/web does not exist' };
  }
  return ensure(
    '@pawndesk/web',
    path.join(webDist, 'index.html'),
    ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'],
    rebuildStale,
  );
}
