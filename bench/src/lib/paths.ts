import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: bench/src/lib → ../../.. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const benchRoot = path.join(repoRoot, 'bench');
export const outDir = path.join(benchRoot, 'out');
export const serverDir = path.join(repoRoot, 'apps/server');
export const serverEntry = path.join(serverDir, 'dist/server.js');
export const webDir = path.join(repoRoot, 'apps/web');
export const webDist = path.join(webDir, 'dist');
/** Where `--pglite` keeps its data directory unless given one; the server opens `<dir>/pglite`. */
export const defaultPgliteDataDir = path.join(outDir, 'pglite-data');
export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/pawndesk_bench';
