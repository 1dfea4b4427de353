// `npm run bench:first-content -w @pawndesk/bench -- <url>`: each built screen's first content
// after a reload, in headless Chromium, against a running PawnDesk with the demo data.
import { demoPassword } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { measureFirstContent } from './scenarios/first-content.ts';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const width = Number(process.env.BENCH_WIDTH ?? 1440);
const result = await measureFirstContent(baseUrl, { password: demoPassword, width });
console.log(
  `First content after a reload (${result.viewport.width} px, median of 5 reloads, ms from ` +
    'navigation start): the frame that shows it, and when the main thread is free again:\n',
);
console.log('| screen | path | first content | reloads | free again | reloads |');
console.log('| --- | --- | ---: | --- | ---: | --- |');
for (const s of result.screens) {
  console.log(
    `| ${s.name} | ${s.path} | ${s.medianMs} ms | ${s.runsMs.join(', ')} | ` +
      `${s.quietMedianMs} ms | ${s.quietMs.join(', ')} |`,
  );
}
