import type { DbOrTx } from '../../db/client.ts';
import * as repo from './reference.repo.ts';

/**
 * The seam the cash log reads its categories through (B§3): id, key, name, direction and parent,
 * in id order.
 */
export function listCashLogCategories(db: DbOrTx) {
  return repo.listCashLogCategories(db);
}
