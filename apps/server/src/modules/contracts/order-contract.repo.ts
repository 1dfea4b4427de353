import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contracts } from '../../db/schema.ts';

/**
 * The contract an order has (B§4 Creation wizard: one per order): its latest that is not
 * rejected. A cancelled (rejected) contract frees the order for another.
 */
export async function findOrderContract(tx: DbOrTx, orderId: number) {
  const [row] = await tx
    .select({ id: contracts.id, finfluxId: contracts.finfluxId, status: contracts.status })
    .from(contracts)
    .where(and(eq(contracts.orderId, orderId), ne(contracts.status, 'REJECTED')))
    .orderBy(desc(contracts.id))
    .limit(1);
  return row;
}
