// A transaction is one connection, and a connection runs one statement at a time: pg 8 queues a
// statement sent while another runs on the same client and warns (once per process); pg 9 will
// refuse it. On PostgreSQL that warning fails the test that caused it, so statements sent
// together (`Promise.all` on a transaction) cannot come back unnoticed.
import { afterEach, expect } from 'vitest';

const queuedStatements: string[] = [];

process.on('warning', (warning) => {
  if (warning.message.includes('client is already executing a query')) {
    queuedStatements.push(warning.stack ?? warning.message);
  }
});

afterEach(async () => {
  // The warning is emitted on the next tick after the statement was queued.
  await new Promise((resolve) => setImmediate(resolve));
  expect(queuedStatements.splice(0), 'statements sent together on one connection').toEqual([]);
});
