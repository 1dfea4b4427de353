/**
 * The pace of long reads (the xlsx exports). On embedded PGlite every statement runs on the one
 * engine inside the server's own thread, and writing a batch's rows to the workbook holds that
 * thread too: a batch of 5,000 entries with running balances held every other request for its
 * whole read and write. Measured on PGlite (100,000 entries, busy 2-core machine), one batch
 * with balances takes 230–350 ms at 1,000 rows and about 50 ms at 250, so 250 keeps each hold
 * short; on PostgreSQL it costs a few ms of balance checkpoints per batch
 * (docs/decisions/0030; bench: the small requests timed during an export).
 */
export const exportBatchRows = 250;

/**
 * Lets the requests that arrived during a batch run before the next one: a macrotask turn, so
 * their I/O callbacks come first and their statements queue on PGlite ahead of the next batch.
 */
export function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
