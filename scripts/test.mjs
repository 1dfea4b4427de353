// `npm test`: every test runner in turn, then one line `N passed, N failed` summed over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

// Vitest's JSON lists each file's assertions with their status.
function collectFailedTests(report, label, names) {
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') {
        names.push(`${label} ${path.relative(root, file.name)} › ${test.fullName}`);
      }
    }
  }
}

// Playwright's JSON nests suites; a spec failed when one of its tests ended unexpectedly.
function collectFailedSpecs(suites = [], names, titles = []) {
  for (const suite of suites) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          names.push(`e2e ${[...here, spec.title].join(' › ')} (${test.projectName})`);
        }
      }
    }
    collectFailedSpecs(suite.suites, names, here);
  }
}

const totals = { passed: 0, failed: 0 };
let broken = false;
// Names of the failed tests, repeated just above the summary so the end of a long CI log says what broke.
const failedNames = [];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres) {
  console.log(
    'Server tests run twice: on in-memory PGlite with this Node.js, and on PostgreSQL ' +
      '(TEST_DATABASE_URL) with Node.js 24.',
  );
} else {
  console.log(
    'TEST_DATABASE_URL is not set: the server tests run on in-memory PGlite only, ' +
      'with this Node.js and again with Node.js 24.',
  );
}

// 1. Vitest: domain, print, server on PGlite, web. Every project runs here, on this Node.js,
// but the PostgreSQL one, which the Node 24 run takes (1b).
const vitestJson = path.join(results, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  ...['domain', 'print', 'server-pglite', 'web'].flatMap((name) => ['--project', name]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  collectFailedTests(vitest, 'vitest', failedNames);
} else {
  broken = true;
}
broken ||= vitestStatus !== 0 && (vitest?.numFailedTests ?? 0) === 0;

// 1b. The domain and server tests on the next Node.js LTS line (see runOnNode24 below).
const node24 = runOnNode24();
totals.passed += node24.passed;
totals.failed += node24.failed;

// 2. End to end in Chromium against the built console and a fresh embedded database.
const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) {
  broken = true;
  console.error('The build failed: end-to-end tests not run.');
} else {
  const e2eJson = path.join(results, 'e2e.json');
  const e2eStatus = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  const e2e = readJson(e2eJson);
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    if (e2e.stats.flaky > 0) {
      console.log(
        `End to end: ${e2e.stats.flaky} test(s) passed only on retry (flaky); see the list above.`,
      );
    }
    totals.failed += e2e.stats.unexpected;
    collectFailedSpecs(e2e.suites, failedNames);
    if (e2e.stats.flaky + e2e.stats.unexpected > 0) {
      printServerWarnings(path.join(results, 'e2e-server.log'));
    }
  } else {
    broken = true;
  }
  broken ||= e2eStatus !== 0 && (e2e?.stats.unexpected ?? 0) === 0;
}

/**
 * The end-to-end server's last warnings and errors (slow requests, failed calls), to tell a
 * loaded machine from a broken server when a test failed or needed its retry.
 */
function printServerWarnings(file) {
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => / (WARN|ERROR|FATAL) /.test(line))
    : [];
  console.log(`End-to-end server: ${lines.length} warning and error line(s) in ${file}.`);
  for (const line of lines.slice(-40)) {
    console.log(`  ${line}`);
  }
}

/**
 * Node.js 24 (the active LTS line; production runs 22 or 24, these machines have 20): fetched from
 * the npm registry as the `node` package (`npx -y node@24`), it runs the domain tests and the
 * server tests on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite. So each server test
 * runs on both databases and both Node.js lines without running the whole server suite three
 * times. Its tests are counted in the summary; a Node 24 that cannot be fetched or a run that
 * reports nothing counts as one failure.
 */
function runOnNode24() {
  const probe = spawnSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const execPath = probe.status === 0 ? probe.stdout.trim().split('\n').pop() : undefined;
  const version = execPath
    ? spawnSync(execPath, ['--version'], { encoding: 'utf8' }).stdout?.trim()
    : undefined;
  if (!execPath || !version?.startsWith('v24.')) {
    console.error(
      'Node.js 24 could not be fetched from the npm registry (npx -y node@24): the domain and ' +
        'server tests did NOT run on Node 24. Counted as one failure.',
    );
    return { passed: 0, failed: 1 };
  }
  const serverProject = onPostgres ? 'server-postgres' : 'server-pglite';
  console.log(`\nDomain and ${serverProject} tests on Node.js ${version} (${execPath}):`);
  const json = path.join(results, 'vitest-node24.json');
  // The fetched node first on PATH, so what the tests spawn (npx tsx, server processes) runs on it.
  const status = run(
    execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'domain',
      '--project',
      serverProject,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${json}`,
    ],
    { PATH: `${path.dirname(execPath)}${path.delimiter}${process.env.PATH ?? ''}` },
  );
  const report = readJson(json);
  if (!report) {
    console.error('The Node 24 test run reported nothing (see its output above).');
    return { passed: 0, failed: 1 };
  }
  console.log(
    `Node.js ${version}: ${report.numPassedTests} passed, ${report.numFailedTests} failed.`,
  );
  collectFailedTests(report, `vitest (Node ${version})`, failedNames);
  const unreported = status !== 0 && report.numFailedTests === 0 ? 1 : 0;
  return { passed: report.numPassedTests, failed: report.numFailedTests + unreported };
}

if (failedNames.length > 0) {
  console.log(`Failed tests (${failedNames.length}):`);
  for (const name of failedNames) {
    console.log(`  ✗ ${name}`);
  }
}
if (broken) {
  console.error('A test runner failed without reporting failed tests (see its output above).');
  totals.failed += totals.failed === 0 ? 1 : 0;
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
