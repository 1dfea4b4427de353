import { searchCountLimit } from '@pawndesk/domain/search';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** Escapes LIKE's wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** A word of three letters or more, accents aside: it has trigrams of its own. */
function hasOwnTrigrams(word: string): boolean {
  return word.normalize('NFD').replace(/\p{M}/gu, '').length >= 3;
}

/**
 * `normalized` (a `vn_norm(…)` expression that a trigram index covers) contains `term`, accents,
 * case and repeated spaces ignored.
 *
 * The index is not asked for the phrase as typed: between two words of three letters or more the
 * space becomes a wildcard ('nguyen van hung' → '%nguyen%van%hung%'). The trigrams around those
 * spaces ('  n', 'en ', …) are in nearly every name, and walking their posting lists made the GIN
 * scan 2–3× slower on a million clients. A word of one or two letters ('le', 'an', 'ha') keeps its
 * spaces: its trigrams are exactly the padded ones, and without them 'le van an' would ask the
 * index for 'van' alone and recheck a sixth of the table. `strpos` then keeps only the rows that
 * hold the exact phrase; the index cannot serve it, so it stays a recheck of the rows found.
 */
export function containsPhrase(normalized: SQL, term: string): SQL {
  const words = term.trim().split(/\s+/);
  const phrase = words.join(' ');
  const pattern = words
    .map((word, index) => {
      const previous = words[index - 1];
      if (previous === undefined) {
        return escapeLike(word);
      }
      const gap = hasOwnTrigrams(previous) && hasOwnTrigrams(word) ? '%' : ' ';
      return `${gap}${escapeLike(word)}`;
    })
    .join('');
  return sql`(${normalized} like '%' || vn_norm(${pattern}) || '%' and strpos(${normalized}, vn_norm(${phrase})) > 0)`;
}

/**
 * How many rows `matching` selects. A search by term stops counting at searchCountLimit + 1
 * (ADR 0005): a common word matches a large share of the table, and each match costs a recheck.
 */
export async function countMatches(
  db: DbOrTx,
  matching: PgSelect,
  term: string | undefined,
): Promise<number> {
  const bounded = term?.trim() ? matching.limit(searchCountLimit + 1) : matching;
  const [row] = await db.select({ n: count() }).from(bounded.as('matching'));
  return row?.n ?? 0;
}
