/** A contract's money rows: transactions, fees and value adjustments, and the sums kept from them. */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  contractFees,
  contracts,
  contractTransactions,
  contractValueAdjustments,
  users,
} from '../../db/schema.ts';

export type TransactionRow = typeof contractTransactions.$inferSelect;
export type FeeRow = typeof contractFees.$inferSelect;

const creator = alias(users, 'creator');

export async function listTransactions(db: DbOrTx, contractId: number) {
  return db
    .select({
      transaction: contractTransactions,
      createdBy: { firstName: creator.firstName, lastName: creator.lastName },
    })
    .from(contractTransactions)
    .leftJoin(creator, eq(creator.id, contractTransactions.createdBy))
    .where(eq(contractTransactions.contractId, contractId))
    .orderBy(desc(contractTransactions.registeredOn), desc(contractTransactions.id));
}

export type TransactionView = Awaited<ReturnType<typeof listTransactions>>[number];

export async function findTransactionForUpdate(tx: DbOrTx, contractId: number, id: number) {
  const [row] = await tx
    .select()
    .from(contractTransactions)
    .where(and(eq(contractTransactions.contractId, contractId), eq(contractTransactions.id, id)))
    .for('update');
  return row;
}

export async function insertTransaction(
  tx: DbOrTx,
  values: typeof contractTransactions.$inferInsert,
) {
  const [row] = await tx.insert(contractTransactions).values(values).returning();
  if (!row) {
    throw new Error('transaction not inserted');
  }
  return row;
}

export async function retractTransactionRow(tx: DbOrTx, id: number, at: Date, by: number | null) {
  await tx
    .update(contractTransactions)
    .set({ status: 'RETRACTED', retractedAt: at, retractedBy: by })
    .where(eq(contractTransactions.id, id));
}

/** Retracts every registered transaction of a contract (of one action when given): an undo's work. */
export async function retractRegistered(
  tx: DbOrTx,
  contractId: number,
  options: { action?: TransactionRow['action']; at: Date; by: number | null },
) {
  await tx
    .update(contractTransactions)
    .set({ status: 'RETRACTED', retractedAt: options.at, retractedBy: options.by })
    .where(
      and(
        eq(contractTransactions.contractId, contractId),
        eq(contractTransactions.status, 'REGISTERED'),
        options.action ? eq(contractTransactions.action, options.action) : undefined,
      ),
    );
}

/** The newest registered transaction's date (B§5: a new one may not be earlier). */
export async function latestRegisteredOn(db: DbOrTx, contractId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${contractTransactions.registeredOn})::text` })
    .from(contractTransactions)
    .where(
      and(
        eq(contractTransactions.contractId, contractId),
        eq(contractTransactions.status, 'REGISTERED'),
      ),
    );
  return row?.at ?? null;
}

/** Sums of the registered rows, the source of truth the contract's columns must match. */
export async function moneyTotals(db: DbOrTx, contractId: number) {
  const [tx] = await db
    .select({
      repaid: sql<number>`coalesce(sum(${contractTransactions.amount}) filter (where ${contractTransactions.action} in ('REPAY','RENEW')), 0)::int8`,
      waived: sql<number>`coalesce(sum(${contractTransactions.amount}) filter (where ${contractTransactions.action} = 'WAIVE'), 0)::int8`,
      manual: sql<number>`count(*) filter (where ${contractTransactions.manual})::int`,
    })
    .from(contractTransactions)
    .where(
      and(
        eq(contractTransactions.contractId, contractId),
        eq(contractTransactions.status, 'REGISTERED'),
      ),
    );
  const [fees] = await db
    .select({
      overdue: sql<number>`coalesce(sum(${contractFees.amount}) filter (where ${contractFees.type} = 'OVERDUE'), 0)::int8`,
      liquidization: sql<number>`coalesce(sum(${contractFees.amount}) filter (where ${contractFees.type} = 'LIQUIDIZATION'), 0)::int8`,
      failedCommitment: sql<number>`coalesce(sum(${contractFees.amount}) filter (where ${contractFees.type} = 'FAILED_COMMITMENT'), 0)::int8`,
      count: sql<number>`count(*)::int`,
    })
    .from(contractFees)
    .where(eq(contractFees.contractId, contractId));
  return {
    repaid: Number(tx?.repaid ?? 0),
    waived: Number(tx?.waived ?? 0),
    manualTransactions: Number(tx?.manual ?? 0),
    overdueFees: Number(fees?.overdue ?? 0),
    liquidationFees: Number(fees?.liquidization ?? 0),
    failedCommitmentFees: Number(fees?.failedCommitment ?? 0),
    fees: Number(fees?.count ?? 0),
  };
}

/** The sum of one contract's registered transactions with `actions`, as a subquery. */
function registeredSum(actions: readonly TransactionRow['action'][]): SQL<number> {
  return sql<number>`(select coalesce(sum(${contractTransactions.amount}), 0) from ${contractTransactions} where ${contractTransactions.contractId} = ${contracts.id} and ${contractTransactions.status} = 'REGISTERED' and ${inArray(contractTransactions.action, [...actions])})`;
}

/** The sum of one contract's fees of `type`, as a subquery. */
function feeSum(type: FeeRow['type']): SQL<number> {
  return sql<number>`(select coalesce(sum(${contractFees.amount}), 0) from ${contractFees} where ${contractFees.contractId} = ${contracts.id} and ${contractFees.type} = ${type})`;
}

/** Writes the contract's sums from its registered transaction and fee rows, in one statement. */
export async function writeMoneyTotals(tx: DbOrTx, id: number) {
  await tx
    .update(contracts)
    .set({
      repaidAmount: registeredSum(['REPAY', 'RENEW']),
      waivedAmount: registeredSum(['WAIVE']),
      chargedOverdueFee: feeSum('OVERDUE'),
      liquidationFee: feeSum('LIQUIDIZATION'),
      failedCommitmentFee: feeSum('FAILED_COMMITMENT'),
    })
    .where(eq(contracts.id, id));
}

export async function listFees(db: DbOrTx, contractId: number) {
  return db
    .select()
    .from(contractFees)
    .where(eq(contractFees.contractId, contractId))
    .orderBy(desc(contractFees.registeredOn), desc(contractFees.id));
}

export async function insertFee(tx: DbOrTx, values: typeof contractFees.$inferInsert) {
  const [row] = await tx.insert(contractFees).values(values).returning();
  if (!row) {
    throw new Error('fee not inserted');
  }
  return row;
}

export async function insertValueAdjustment(
  tx: DbOrTx,
  values: typeof contractValueAdjustments.$inferInsert,
) {
  await tx.insert(contractValueAdjustments).values(values);
}
