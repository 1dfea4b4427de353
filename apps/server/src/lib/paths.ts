import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(): string {
  // The same code runs from src/ (tsx, tests) and bundled from dist/; walk up to the package.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('Cannot find the server package root');
    }
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const seedDataFolder = path.join(serverRoot, 'seed-data');
export const defaultWebDist = path.join(serverRoot, '../web/dist');
/** The phone exchange's Kamailio configuration template (decisions/0024). */
export const exchangeConfigTemplate = path.join(serverRoot, '../../deploy/kamailio/kamailio.cfg');
