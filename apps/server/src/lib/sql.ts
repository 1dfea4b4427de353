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

export type IdRange = { offset: number; limit: number };

export type MatchQueries = {
  /** The matches' ids in list order, `limit` of them from `offset`. */
  listIds: (range: IdRange) => Promise<number[]>;
  /** How many rows match; with `limit`, it reads no more than that many. */
  count: (limit?: number) => Promise<number>;
  /**
   * Whether an index serves the list order (assets: created_at, id), so that the page of a common
   * term stops after its own rows. Without one (clients: modified_at), every page reads and sorts
   * all the matches anyway.
   */
  isOrderIndexed: boolean;
};

/**
 * The ids of one page of a list, and its total. A search by term counts at most 1,001 matches
 * (ADR 0006): a total over 1,000 is reported as 1,001.
 *
 * - Without a term: the page's ids and an exact count, side by side.
 * - With a term and an index on the list order: the page's ids beside a count that stops at 1,001.
 * - With a term and no such index: one pass, so the trigram index is walked once per request. The
 *   first 1,001 matching ids in list order (or as many as reach the page asked for) give both the
 *   page and the count.
 */
export async function pageOfMatches(
  page: { page: number; pageSize: number },
  term: string | undefined,
  queries: MatchQueries,
): Promise<{ ids: number[]; total: number }> {
  const offset = (page.page - 1) * page.pageSize;
  const countLimit = searchCountLimit + 1;
  if (!term?.trim() || queries.isOrderIndexed) {
    const [ids, total] = await Promise.all([
      queries.listIds({ offset, limit: page.pageSize }),
      term?.trim() ? queries.count(countLimit) : queries.count(),
    ]);
    return { ids, total };
  }
  const matches = await queries.listIds({
    offset: 0,
    limit: Math.max(countLimit, offset + page.pageSize),
  });
  return {
    ids: matches.slice(offset, offset + page.pageSize),
    total: Math.min(matches.length, countLimit),
  };
}

/** `select count(*)` of `matching`'s rows. */
export async function countRows(db: DbOrTx, matching: PgSelect): Promise<number> {
  const [row] = await db.select({ n: count() }).from(matching.as('matching'));
  return row?.n ?? 0;
}

/** The rows of `views` in the order of `ids` (a page of ids fetched by `inArray`). */
export function inIdOrder<T>(
  ids: readonly number[],
  views: readonly T[],
  idOf: (view: T) => number,
) {
  const byId = new Map(views.map((view) => [idOf(view), view]));
  return ids.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });
}
