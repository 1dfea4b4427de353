import type { SqlClient } from '../lib/sql-client.ts';

/** A uniform whole number in [0, 2^31) per row n and stream k; stateless, so batches are independent. */
export const rowHash = (k: number) => `(hashint8extended(n::bigint, ${k}) & 2147483647)`;

/** `$1`, `$2`… by parameter name, in the order of `names`. */
export function placeholders<Name extends string>(names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name, index) => [name, `$${index + 1}`])) as Record<
    Name,
    string
  >;
}

/** `list[1 + hash % cardinality(list)]`: one element of an array parameter, picked by stream k. */
export const pickFrom = (list: string, type: string, k: number) =>
  `(${list}::${type}[])[1 + ${rowHash(k)} % cardinality(${list}::${type}[])]`;

/**
 * Runs a batch statement (`$from`…`$to` plus named values, ending in `select count(*) as n`) for
 * one range of row numbers; returns the rows it wrote.
 */
export function batchRunner<Name extends string>(
  db: SqlClient,
  statement: string,
  names: readonly Name[],
  values: Record<Name, unknown>,
): (from: number, to: number) => Promise<number> {
  return async (from, to) => {
    const [row] = await db.query<{ n: number }>(
      statement,
      names.map((name) => (name === 'from' ? from : name === 'to' ? to : values[name])),
    );
    return row?.n ?? 0;
  };
}
