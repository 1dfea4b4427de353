import { type SQL, sql } from 'drizzle-orm';
import { whereOf } from './assets.repo.ts';

/**
 * The seam other modules search assets through: the ids of the assets a search term matches
 * (description or code words, or the code's number), as a subquery for `in (…)`.
 */
export function assetIdsMatching(term: string): SQL {
  return sql`(select id from assets where ${whereOf({ term })})`;
}
