// Bundles the server into dist/server.js: our workspace code inline, npm packages left external.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const readPackage = async (url) =>
  JSON.parse(await readFile(new URL(url, import.meta.url), 'utf8'));
const pkg = await readPackage('./package.json');
// The workspace packages are bundled; the npm packages they use stay external like ours (react-pdf
// resolves its fonts and the print package its font files from node_modules at run time).
const print = await readPackage('../../packages/print/package.json');
const external = [...Object.keys(pkg.dependencies), ...Object.keys(print.dependencies)].filter(
  (name) => !name.startsWith('@pawndesk/'),
);

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
