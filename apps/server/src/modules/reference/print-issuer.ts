import type { PrintIssuer } from '@pawndesk/domain/print-documents';
import type { DbOrTx } from '../../db/client.ts';
import { readShopIdentity } from '../../lib/shop-settings.ts';
import * as repo from './reference.repo.ts';

export type BranchBankAccount = NonNullable<PrintIssuer['bankAccount']>;

/**
 * The seam the loan core reads a branch's print identity through: the shop (settings), the
 * branch's name and address, and its receiving account (null when it has none: no VietQR).
 */
export async function printIssuerOf(db: DbOrTx, branchId: number): Promise<PrintIssuer> {
  // One after the other: `db` is often a transaction, whose statements run in turn anyway.
  const shop = await readShopIdentity(db);
  const row = await repo.findBranchWithAccount(db, branchId);
  if (!row) {
    throw new Error(`branch ${branchId} not found`);
  }
  return {
    companyName: shop.companyName,
    branchName: row.branch.name,
    branchAddress: row.branch.address,
    phone: shop.phone,
    bankAccount: row.account,
  };
}
