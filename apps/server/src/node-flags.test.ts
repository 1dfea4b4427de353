import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import nodeFlags from '../node-flags.json' with { type: 'json' };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/**
 * Every way the built server is started passes node-flags.json's V8 flags (decisions/0039): the
 * scripts import the file, and the two launchers that cannot (an npm script, a systemd unit)
 * spell them out.
 */
describe('the server launchers', () => {
  it('should import node-flags.json where a script starts the server', () => {
    for (const file of [
      'scripts/start.mjs',
      'e2e/support/start-server.mjs',
      'bench/src/lib/server-process.ts',
      'apps/server/src/testing/server-process.ts',
    ]) {
      expect(read(file), file).toMatch(/node-flags\.json' with \{ type: 'json' \}/);
      expect(read(file), file).toContain('...nodeFlags.flags');
    }
  });

  it('should spell out every flag in the npm start script and the systemd unit', () => {
    const packageJson = JSON.parse(read('apps/server/package.json'));
    const unit = read('deploy/systemd/pawndesk@.service');
    const execStart = unit.split('\n').find((line) => line.startsWith('ExecStart='));
    expect(nodeFlags.flags.length).toBeGreaterThan(0);
    for (const flag of nodeFlags.flags) {
      expect(packageJson.scripts.start).toContain(` ${flag} `);
      expect(execStart).toContain(` ${flag} `);
    }
  });
});
