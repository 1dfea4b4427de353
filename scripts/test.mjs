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

if (process.env.TEST_DATABASE_URL) {
  console.log('Server tests run twice: on in-memory PGlite and on PostgreSQL (TEST_DATABASE_URL).');
} else {
  console.log('TEST_DATABASE_URL is not set: the server tests run on in-memory PGlite only.');
}

// 1. Vitest: domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web.
const vitestJson = path.join(results, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') {
        failedNames.push(`vitest ${path.relative(root, file.name)} › ${test.fullName}`);
      }
    }
  }
} else {
  broken = true;
}
broken ||= vitestStatus !== 0 && (vitest?.numFailedTests ?? 0) === 0;

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
  } else {
    broken = true;
  }
  broken ||= e2eStatus !== 0 && (e2e?.stats.unexpected ?? 0) === 0;
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
