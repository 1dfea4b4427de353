import { type LatencySummary, round, summarize } from './stats.ts';

/** The bound on small requests answered while a slow one runs (issue #18 item 6), p99. */
export const probeBudgetMs = 250;

/**
 * Sends GET `url` one after another (20 ms apart) until `done`: how long a slow request (an
 * export, a print) makes every other user wait, the single engine of PGlite above all.
 */
export async function probeWhile(
  url: string,
  token: string,
  done: () => boolean,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  while (!done()) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) {
      throw new Error(`probe ${url}: HTTP ${response.status}`);
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const summary = summarize(latencies);
  return {
    ...summary,
    p50: round(summary.p50, 1),
    p95: round(summary.p95, 1),
    p99: round(summary.p99, 1),
    max: round(summary.max, 1),
  };
}
