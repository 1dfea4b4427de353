import { type LatencySummary, round, summarize } from './stats.ts';

/** Latencies in milliseconds (3 decimals). */
export type LoopResult = LatencySummary & { opsPerSecond: number; seconds: number };

function finish(latencies: readonly number[], started: number): LoopResult {
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(latencies);
  return {
    count: summary.count,
    p50: round(summary.p50, 3),
    p95: round(summary.p95, 3),
    p99: round(summary.p99, 3),
    max: round(summary.max, 3),
    opsPerSecond: round(latencies.length / seconds, 1),
    seconds: round(seconds, 3),
  };
}

/** `callers` concurrent loops calling `work` back to back for `durationMs`; latency per call. */
export async function closedLoop(
  work: () => Promise<unknown>,
  callers: number,
  durationMs: number,
): Promise<LoopResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + durationMs;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < end) {
        const callStarted = performance.now();
        await work();
        latencies.push(performance.now() - callStarted);
      }
    }),
  );
  return finish(latencies, started);
}

/**
 * One caller, `iterations` calls in a row: the latency of the work itself, without queueing.
 * `maxMs` stops earlier (after at least one call) when the work is slow.
 */
export async function serialLoop(
  work: () => Promise<unknown>,
  iterations: number,
  maxMs = Number.POSITIVE_INFINITY,
): Promise<LoopResult> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let index = 0; index < iterations; index++) {
    if (index > 0 && performance.now() - started > maxMs) {
      break;
    }
    const callStarted = performance.now();
    await work();
    latencies.push(performance.now() - callStarted);
  }
  return finish(latencies, started);
}
