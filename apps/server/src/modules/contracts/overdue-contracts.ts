import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contracts } from '../../db/schema.ts';

/**
 * The seam between the contracts and the nightly overdue job (jobs/overdue.ts, CON-8): DISBURSED
 * contracts whose maturity is before `today` become OVERDUE; answers the switched ones.
 */
export async function markOverdue(db: DbOrTx, today: string, at: Date) {
  return db
    .update(contracts)
    .set({ status: 'OVERDUE', modifiedAt: at })
    .where(and(eq(contracts.status, 'DISBURSED'), sql`${contracts.maturesOn} < ${today}`))
    .returning({ id: contracts.id, finfluxId: contracts.finfluxId });
}
