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

/** The longest pause between two batches. */
const maxPauseMs = 100;

/**
 * Lets the requests that arrived during a batch run before the next one. A request sends its
 * statements one after another; on PGlite each would wait out a whole batch if the next batch
 * were queued at once. So the export pauses as long as its last read held the database (at most
 * 100 ms): it takes at most half of the engine while others wait. On PostgreSQL a read takes a
 * few ms, and so does the pause.
 */
export function yieldToOthers(readMs: number): Promise<void> {
  const pause = Math.min(Math.max(readMs, 0), maxPauseMs);
  return new Promise((resolve) => setTimeout(resolve, pause));
}

/**
 * One turn of the event loop between a batch's read and its writing. PGlite runs its statements
 * on the server's own thread, and the workbook's rows are written on it too: without this turn
 * the two are one hold, and a request that arrived during the read waits for the writing as well
 * (docs/decisions/0036).
 */
export function betweenReadAndWrite(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
