import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { branchBankAccounts, branches, funds } from '../../db/schema.ts';

export type BankAccountRow = typeof branchBankAccounts.$inferSelect;
export type FundRow = typeof funds.$inferSelect;

const branchColumns = {
  id: branches.id,
  code: branches.code,
  name: branches.name,
  address: branches.address,
  bankBin: branchBankAccounts.bankBin,
  bankName: branchBankAccounts.bankName,
  accountNumber: branchBankAccounts.accountNumber,
  accountName: branchBankAccounts.accountName,
};

export type BranchWithAccountRow = {
  id: number;
  code: string;
  name: string;
  address: string;
  bankBin: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
};

export function listBranches(db: DbOrTx): Promise<BranchWithAccountRow[]> {
  return db
    .select(branchColumns)
    .from(branches)
    .leftJoin(branchBankAccounts, eq(branchBankAccounts.branchId, branches.id))
    .orderBy(asc(branches.id));
}

/** The branch row locked for the change, with its bank account. */
export async function lockBranch(
  db: DbOrTx,
  id: number,
): Promise<BranchWithAccountRow | undefined> {
  const [locked] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, id))
    .for('update');
  if (!locked) {
    return undefined;
  }
  const [row] = await db
    .select(branchColumns)
    .from(branches)
    .leftJoin(branchBankAccounts, eq(branchBankAccounts.branchId, branches.id))
    .where(eq(branches.id, id));
  return row;
}

export async function updateBranch(
  db: DbOrTx,
  id: number,
  values: { name?: string; address?: string },
): Promise<void> {
  await db.update(branches).set(values).where(eq(branches.id, id));
}

export async function upsertBankAccount(db: DbOrTx, account: BankAccountRow): Promise<void> {
  await db
    .insert(branchBankAccounts)
    .values(account)
    .onConflictDoUpdate({
      target: branchBankAccounts.branchId,
      set: {
        bankBin: account.bankBin,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
      },
    });
}

export async function deleteBankAccount(db: DbOrTx, branchId: number): Promise<void> {
  await db.delete(branchBankAccounts).where(eq(branchBankAccounts.branchId, branchId));
}

export function listFunds(db: DbOrTx): Promise<FundRow[]> {
  return db.select().from(funds).orderBy(asc(funds.id));
}

export async function lockFund(db: DbOrTx, id: number): Promise<FundRow | undefined> {
  const [row] = await db.select().from(funds).where(eq(funds.id, id)).for('update');
  return row;
}

/** Another fund with the name, case ignored. */
export async function fundNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: funds.id })
    .from(funds)
    .where(
      and(
        sql`lower(${funds.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(funds.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The branch's other active fund of the type, if any. */
export async function activeFundOfType(
  db: DbOrTx,
  branchId: number,
  type: FundRow['type'],
  exceptId?: number,
): Promise<FundRow | undefined> {
  const [row] = await db
    .select()
    .from(funds)
    .where(
      and(
        eq(funds.branchId, branchId),
        eq(funds.type, type),
        eq(funds.isActive, true),
        exceptId === undefined ? undefined : ne(funds.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertFund(
  db: DbOrTx,
  values: { name: string; type: FundRow['type']; branchId: number },
): Promise<FundRow> {
  const [row] = await db.insert(funds).values(values).returning();
  if (!row) {
    throw new Error('fund insert returned no row');
  }
  return row;
}

export async function updateFund(
  db: DbOrTx,
  id: number,
  values: { name?: string; isActive?: boolean },
): Promise<FundRow> {
  const [row] = await db.update(funds).set(values).where(eq(funds.id, id)).returning();
  if (!row) {
    throw new Error('fund update returned no row');
  }
  return row;
}
