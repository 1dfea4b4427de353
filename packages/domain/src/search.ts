/**
 * A search by term counts its matches only up to this many (docs/decisions/0006): past it the
 * answer's `total` is `searchCountLimit + 1`, which the console shows as "1000+". Counting every
 * match of a common word ("nguyen", "iphone": over 100,000 rows) costs a trigram recheck per row.
 */
export const searchCountLimit = 1000;

/**
 * The total as the console prints it: the number, or "1000+" when a search by term stopped
 * counting. A list without a term is counted exactly, however long.
 */
export function totalLabel(total: number, isTermSearch: boolean): string {
  return isTermSearch && total > searchCountLimit ? `${searchCountLimit}+` : String(total);
}
