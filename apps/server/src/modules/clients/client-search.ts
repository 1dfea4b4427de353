import { type SQL, sql } from 'drizzle-orm';
import { whereOf } from './clients.repo.ts';

/**
 * The seam other modules search clients through: the ids of the clients a search term matches
 * (name words accents ignored, phone, citizen id, client number), as a subquery for `in (…)`.
 */
export function clientIdsMatching(term: string): SQL {
  return sql`(select id from clients where ${whereOf({ term })})`;
}
