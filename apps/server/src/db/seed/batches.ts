/**
 * Rows per INSERT. Postgres caps a statement at 65,535 bind parameters; 1,000 rows of the widest
 * seeded table (orders, 31 columns) stays below that while keeping round trips few.
 */
const insertBatchSize = 1_000;

export function chunk<T>(items: readonly T[], size: number = insertBatchSize): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
