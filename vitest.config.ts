import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine,
    // which left a core mostly idle (the server files wait on PGlite or PostgreSQL, the web files
    // on jsdom). Two workers there: all projects 11.8 → 8.4 min, the Node 24 + PostgreSQL run
    // 4.2 → 2.7 min, measured on the quiet machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'print',
          include: ['packages/print/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A first render loads the fonts and the layout engine: seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/testing/database-template.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/src/testing/database-template.setup.ts'],
                setupFiles: ['apps/server/src/testing/one-statement-per-connection.setup.ts'],
                // Files run side by side like the PGlite ones: each copies its own database from
                // the run's template (database-template.setup.ts).
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
