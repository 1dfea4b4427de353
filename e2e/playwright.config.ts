import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a click lost to a loaded CI machine; a test that needs it is reported as flaky.
  retries: 1,
  // About twice the slowest test's time on a quiet 2-core machine (~50 s, two workers beside the
  // server): a CI machine under load runs everything two or three times slower.
  timeout: 120_000,
  // A screen's first content after a sign-in or a reload took over 10 s under two workers with
  // Debian's Chromium 156 (its headless mode runs the full browser and a software GPU process
  // per browser, ~35% of a core each): the console was still starting, not wrong (ADR 0040).
  // Speed is the benches' business, not these tests'.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          path.join(import.meta.dirname, '../test-results/e2e.json'),
      },
    ],
  ],
  outputDir: path.join(import.meta.dirname, '../test-results/e2e-artifacts'),
  use: {
    baseURL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    viewport: { width: 1440, height: 900 },
    // Traced on the retry only: recording a trace's screencast on every test loaded the machine
    // as much as a third browser, and a failure is still traced when it repeats.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: path.join(import.meta.dirname, '..'),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Seeding the demo data on a fresh embedded database: ~30 s on a quiet machine, minutes on a loaded one.
    timeout: 300_000,
    env: { PORT: String(port) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
