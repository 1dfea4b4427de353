// `npm run bench:bundle -w @pawndesk/bench -- <url>`: the JS every console route downloads on a
// first visit, in headless Chromium, against a running PawnDesk with the demo data.
import { demoPassword } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { routeBundleTable } from './lib/report.ts';
import { measureBundle } from './scenarios/bundle.ts';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const result = await measureBundle(baseUrl, demoPassword);
if (!result.routes) {
  console.log(`Per-route sizes not measured: ${result.reason}`);
  process.exit(1);
}
console.log(routeBundleTable(result.routes));
const heaviest = new Map<string, { gzipBytes: number; routes: number }>();
for (const route of result.routes) {
  for (const script of route.scripts) {
    const seen = heaviest.get(script.name) ?? { gzipBytes: script.gzipBytes, routes: 0 };
    heaviest.set(script.name, { ...seen, routes: seen.routes + 1 });
  }
}
console.log('\n| script | gzip | routes loading it |\n| --- | ---: | ---: |');
for (const [name, script] of [...heaviest]
  .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
  .slice(0, 25)) {
  console.log(`| ${name} | ${(script.gzipBytes / 1000).toFixed(1)} kB | ${script.routes} |`);
}
const over = result.routes.filter((route) => route.error || route.js.gzipBytes > route.budgetBytes);
process.exit(over.length > 0 ? 1 : 0);
