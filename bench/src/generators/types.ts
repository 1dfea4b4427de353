import type { SqlClient } from '../lib/sql-client.ts';

export type GenerateResult = {
  /** Rows of this generator present before the run. */
  existing: number;
  /** Rows present after the run (at least the requested count). */
  total: number;
  /** Rows inserted per table, child tables included. */
  inserted: Record<string, number>;
};

/**
 * One bulk table (plus the link rows it needs). A generator tops up to `count` rows, so running
 * bench:data again is cheap and never duplicates; it writes with set-based SQL
 * (INSERT … SELECT generate_series), batch by batch, so millions of rows stay fast.
 */
export type Generator = {
  /** The CLI flag (`--<key> <count>`) and the name in reports. */
  key: string;
  description: string;
  defaultCount: number;
  generate(db: SqlClient, count: number, log: (line: string) => void): Promise<GenerateResult>;
};

/** A constant text[] literal for SQL; values come from code, quotes are escaped anyway. */
export function textArray(values: readonly string[]): string {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

/** Splits first…last into batches of at most `size`. */
export function batches(first: number, last: number, size: number): [number, number][] {
  const result: [number, number][] = [];
  for (let from = first; from <= last; from += size) {
    result.push([from, Math.min(last, from + size - 1)]);
  }
  return result;
}
