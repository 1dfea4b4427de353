// Measures what a browser downloads to show /login: index.html, the entry chunk with its static
// imports, and the lazily loaded login route with its static imports, gzip-compressed (level 9,
// close to what a production server sends). Run from apps/web: `node scripts/login-bundle-size.mjs`.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const budgetKb = 200;
const loginModule = 'src/features/auth/components/login-page.tsx';

const outDir = await mkdtemp(join(tmpdir(), 'pawndesk-login-size-'));
try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set(['index.html']);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) {
      return;
    }
    files.add(chunk.file);
    for (const css of chunk.css ?? []) {
      files.add(css);
    }
    for (const next of chunk.imports ?? []) {
      visit(next);
    }
  };
  visit('index.html');
  visit(loginModule);
  let total = 0;
  for (const file of [...files].sort()) {
    const size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    total += size;
    console.log(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file}`);
  }
  console.log(
    `${(total / 1000).toFixed(2).padStart(8)} kB  total for /login (budget ${budgetKb} kB)`,
  );
  process.exitCode = total / 1000 > budgetKb ? 1 : 0;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
