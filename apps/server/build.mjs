// Bundles the server into dist/server.js: our workspace code inline, npm packages left external.
import { readFile, rm } from 'node:fs/promises';
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

// Earlier builds' chunks would otherwise pile up beside the new ones.
await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  // The print worker is an entry of its own: lib/pdf-worker-client.ts starts dist/pdf-worker.js.
  entryPoints: { server: 'src/server.ts', 'pdf-worker': 'src/lib/pdf-worker.ts' },
  outdir: 'dist',
  // What the server imports on first use (the PDF renderer with react-pdf and its fonts, exceljs'
  // callers) becomes a chunk of its own, so its npm packages load then and not at every start
  // (docs/decisions/0031). Chunks sit beside server.js: paths.ts resolves from import.meta.url.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
