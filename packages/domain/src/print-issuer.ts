/**
 * Who prints a document (the shop, the contract's branch and, for a transfer, its account): the
 * head of every printed page. The console's preview and the server's archived copy build it the
 * same way, so what staff see before printing is what the customer gets.
 */
import type { PrintIssuer } from './print-documents.ts';

/** The company that runs the branches, printed at the head of every document. */
export const shopCompanyName = 'Công ty Cổ phần Cầm đồ PawnDesk';

/**
 * The issuer of a contract's documents: its branch (name and address from the reference data)
 * and, for a bank-transfer bill, the branch's receiving account (null: the bill has no QR).
 */
export function printIssuerOf(
  branch: { branchName: string; address: string | null; phone?: string | null },
  bankAccount: PrintIssuer['bankAccount'] = null,
): PrintIssuer {
  return {
    companyName: shopCompanyName,
    branchName: branch.branchName,
    branchAddress: branch.address ?? '',
    phone: branch.phone ?? null,
    bankAccount,
  };
}
