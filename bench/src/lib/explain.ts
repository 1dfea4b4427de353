import type { SqlClient } from './sql-client.ts';

export type ExplainResult = { planningMs: number; executionMs: number; plan: string };

/** A timing line of EXPLAIN ANALYZE ('Planning Time', 'Execution Time') in ms. */
function timing(lines: readonly string[], label: string): number {
  const line = lines.find((candidate) => candidate.startsWith(label));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, after one run of it so the plan is warm. */
export async function explainAnalyze(
  db: SqlClient,
  sql: string,
  params: readonly unknown[],
): Promise<ExplainResult> {
  await db.query(sql, params);
  const rows = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${sql}`,
    params,
  );
  const lines = rows.map((row) => row['QUERY PLAN']);
  return {
    planningMs: timing(lines, 'Planning Time'),
    executionMs: timing(lines, 'Execution Time'),
    plan: lines.join('\n'),
  };
}
