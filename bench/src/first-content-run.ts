// `npm run bench:first-content -w @pawndesk/bench -- <url>`: each built screen's first content
// after a reload, in headless Chromium, against a running PawnDesk with the demo data.
import { demoPassword } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { measureFirstContent } from './scenarios/first-content.ts';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const width = Number(process.env.BENCH_WIDTH ?? 1440);
const result = await measureFirstContent(baseUrl, { password: demoPassword, width });
console.log(`First content after a reload (${result.viewport.width} px, median of 5 reloads):\n`);
console.log('| screen | path | median | reloads |');
console.log('| --- | --- | ---: | --- |');
for (const screen of result.screens) {
  console.log(
    `| ${screen.name} | ${screen.path} | ${screen.medianMs} ms | ${screen.runsMs.join(', ')} |`,
  );
}
