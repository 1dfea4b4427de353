import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ContractDto, ContractInput } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { DocumentDto } from '@pawndesk/domain/document-api';
import { readPdf } from '@pawndesk/print/testing/read-pdf';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  assets,
  auditEvents,
  branchBankAccounts,
  cashLogs,
  contractActionLog,
  contractFees,
  contractNotes,
  contracts,
  contractTransactions,
  documents,
} from '../db/schema.ts';
import { runOverdueSwitch } from '../jobs/overdue.ts';
import type { ContractWorld } from './contract-world.ts';
import type { TestApp } from './test-app.ts';
import { urlOf } from './url-of.ts';

/** The test branch's receiving account (Vietcombank's real BIN, a made-up number). */
export const testBankAccount = {
  bankBin: '970436',
  bankName: 'Vietcombank',
  accountNumber: '0011004455667',
  accountName: 'CONG TY CP CAM DO PHU QUY',
};

/**
 * Settling on top of the contract world (test clock: business date 2026-11-21): disbursed and
 * overdue contracts, the settle/redeem/print calls, the stored PDF read back, and a snapshot of
 * everything a settlement writes, to prove a failed one wrote nothing.
 */
export function settlementWorld(t: TestApp, w: ContractWorld) {
  const db = t.database.db;

  /**
   * Created and disbursed on 2026-11-12, maturing 2026-11-18: 3 days late on 2026-11-21. On the
   * default product (postpaid 30 days, 5 %): principal 10,000,000, interest 500,000, overdue fee
   * 3 × 500,000 ÷ 30 = 50,000, so 10,550,000 settles it.
   */
  async function disbursed(overrides: Partial<ContractInput> = {}): Promise<ContractDto> {
    const contract = await w.create({
      submittedOn: '2026-11-12',
      maturesDate: '2026-11-18',
      ...overrides,
    });
    await w.action(w.tokens.staff, contract, 'approve');
    const response = await w.action(w.tokens.staff, contract, 'disburse', {
      disbursedOn: '2026-11-12',
    });
    if (response.statusCode !== 200) {
      throw new Error(`disburse failed ${response.statusCode} ${response.body}`);
    }
    return response.data;
  }

  /**
   * Overdue (the nightly switch ran) on the postpaid 90-day product with a 60-day commitment at
   * 2 %: interest 10,000,000 × 5 % × 3 = 1,500,000; on 2026-11-21 the overdue fee is
   * 3 × 1,500,000 ÷ 90 = 50,000 and the failed-commitment fee 10,000,000 × 2 % ÷ 90 × 9 = 20,000.
   */
  async function overdue(): Promise<ContractDto> {
    const contract = await disbursed({ product: w.product('Trả sau 90 ngày').id });
    await runOverdueSwitch(db, t.clock.clock);
    return (await w.get(contract)).data;
  }

  const post = (
    token: string,
    contract: ContractDto,
    verb: 'redeem' | 'settle' | 'renewInto',
    payload: object,
  ) =>
    t.as(token, {
      method: 'POST',
      url: urlOf(contractEndpoints[verb], { id: contract.finfluxId }),
      payload,
    });

  async function setBankAccount(branchId: number, present: boolean) {
    await db.delete(branchBankAccounts).where(eq(branchBankAccounts.branchId, branchId));
    if (present) {
      await db.insert(branchBankAccounts).values({ branchId, ...testBankAccount });
    }
  }

  /** The stored PDF of a document, through the download route, read back page by page. */
  async function pdfOf(document: DocumentDto) {
    const response = await t.as(w.tokens.staff, { method: 'GET', url: document.path });
    if (response.statusCode !== 200) {
      throw new Error(`download failed ${response.statusCode}`);
    }
    const bytes = response.rawPayload;
    return { bytes, ...(await readPdf(bytes)) };
  }

  async function storedFiles(): Promise<string[]> {
    const found = await readdir(t.storageRoot, { recursive: true, withFileTypes: true });
    return found
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  }

  /**
   * Every row a settlement or a redeem may write for the contract (its cash book entries too,
   * decisions/0011), and the stored files.
   */
  async function stateOf(contractId: number) {
    const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
    const asset = contract
      ? await db.select().from(assets).where(eq(assets.id, contract.assetId))
      : [];
    return {
      contract,
      asset,
      transactions: await db
        .select()
        .from(contractTransactions)
        .where(eq(contractTransactions.contractId, contractId))
        .orderBy(asc(contractTransactions.id)),
      fees: await db
        .select()
        .from(contractFees)
        .where(eq(contractFees.contractId, contractId))
        .orderBy(asc(contractFees.id)),
      notes: await db
        .select()
        .from(contractNotes)
        .where(eq(contractNotes.contractId, contractId))
        .orderBy(asc(contractNotes.id)),
      actionLog: await db
        .select()
        .from(contractActionLog)
        .where(eq(contractActionLog.contractId, contractId)),
      documents: await db
        .select()
        .from(documents)
        .where(and(eq(documents.ownerType, 'contract'), eq(documents.ownerId, contractId))),
      cashLogs: contract
        ? await db
            .select()
            .from(cashLogs)
            .where(eq(cashLogs.mifosLoanId, contract.mifosId))
            .orderBy(asc(cashLogs.id))
        : [],
      audits: await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(eq(auditEvents.entity, 'contract'), eq(auditEvents.entityId, String(contractId))),
        ),
      /** Every audit row: a rolled-back print leaves no `document.printed` either. */
      auditRows: (await db.select({ n: count() }).from(auditEvents))[0]?.n ?? 0,
      files: await storedFiles(),
    };
  }

  return { disbursed, overdue, post, setBankAccount, pdfOf, storedFiles, stateOf };
}
