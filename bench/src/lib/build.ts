import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type BuildOutput,
  isOutOfDate,
  serverBuild,
  webBuild,
} from '../../../scripts/build-outputs.mjs';
import { repoRoot, webDir } from './paths.ts';

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
function ensure(target: BuildOutput, rebuildStale: boolean): BuildState {
  const output = path.join(repoRoot, target.output);
  let built = false;
  if (!existsSync(output) || (rebuildStale && isOutOfDate(target))) {
    if (!build(target.workspace)) {
      return {
        built: false,
        stale: existsSync(output),
        available: existsSync(output),
        error: `${target.workspace} build failed`,
      };
    }
    built = true;
  }
  return { built, stale: isOutOfDate(target), available: existsSync(output) };
}

/** apps/server/dist/server.js, built when missing (or stale, with `rebuildStale`). */
export function ensureServerBuild(rebuildStale: boolean): BuildState {
  return ensure(serverBuild, rebuildStale);
}

/** apps/web/dist, built when missing and apps/web exists; unavailable is not an error here. */
export function ensureWebBuild(rebuildStale: boolean): BuildState {
  if (!existsSync(path.join(webDir, 'package.json'))) {
    return { built: false, stale: false, available: false, error: 'apps/web does not exist' };
  }
  return ensure(webBuild, rebuildStale);
}
