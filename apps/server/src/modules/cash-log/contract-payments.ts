/**
 * The cash log's seam for the contracts (decisions/0011): the loan core's actions write the cash
 * book entry of each money movement, and take it back on undo, inside their own transaction.
 * Every write follows the cash log's closure rules (decisions/0007): the fund rows are locked
 * first, in id order, then the fund's latest closure is checked (7003 to write, 7008 to retract).
 */
import type { CashLogOrigin } from '@pawndesk/domain/cash-log-api';
import {
  type ContractCategoryKey,
  contractBookingFund,
  contractPaymentCategoryKeys,
  contractPaymentNotes,
} from '@pawndesk/domain/cash-log-rules';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './cash-log.repo.ts';
import { assertOpenDate, assertRemovable, entryAudit } from './cash-log.service.ts';

/** What the money is: a repayment, a disbursement, or the proceeds of selling the collateral. */
export type ContractPaymentPurpose = ContractCategoryKey;

/** How the money moved: CASH into the cash fund; BANK (or the redeem form's BANK_TRANSFER) the bank fund. */
export type ContractPaymentMethod = 'CASH' | 'BANK' | 'BANK_TRANSFER';

export type ContractPayment = {
  purpose: ContractPaymentPurpose;
  contract: { mifosId: number; finfluxId: number; branchId: number };
  /** The contract transaction the entry mirrors; null for a disbursal, which has none. */
  transactionId: number | null;
  method: ContractPaymentMethod;
  /** Whole VND, positive; nothing is written for zero. */
  amount: number;
  /** The business date of the movement: the entry's registration date. */
  date: string;
};

const fundTypeOf = (method: ContractPaymentMethod): repo.FundRow['type'] =>
  method === 'CASH' ? 'CASH' : 'BANK';

/**
 * Writes the pending entry of a contract's money movement: its category (a leaf), the contract's
 * branch fund of the method's type (else the company-wide one; a contract in LVL or a branch
 * without one books at the acting staff's branch; none → 7006), the movement's date
 * (7003 when its fund is closed on it), and the link back. A typed entry that already records
 * the same payment (same contract, category, direction, amount and date; not retracted, not
 * linked) is adopted instead of writing a second one. Answers the entry's id, or null for zero.
 */
export async function recordContractPayment(
  tx: repo.Tx,
  ctx: RequestContext,
  payment: ContractPayment,
): Promise<number | null> {
  if (payment.amount <= 0) {
    return null;
  }
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  // One after another: the transaction's one connection runs one statement at a time.
  const categories = await repo.listCategories(tx);
  const funds = await repo.listFunds(tx);
  const branches = await repo.listBranches(tx);
  const categoryKey = contractPaymentCategoryKeys[payment.purpose];
  const category = categories.find((item) => item.key === categoryKey);
  if (!category) {
    throw new Error(`cash log category ${categoryKey} is missing`);
  }
  const fundType = fundTypeOf(payment.method);
  const booking = contractBookingFund(funds, branches, fundType, [
    payment.contract.branchId,
    actor.branchId,
  ]);
  if (!booking) {
    throw new AppError(
      'fundNotFound',
      `Chi nhánh của hợp đồng #${payment.contract.finfluxId} chưa có quỹ ${
        fundType === 'CASH' ? 'tiền mặt' : 'ngân hàng'
      } để ghi sổ`,
    );
  }
  const { fund } = booking;
  const link: { origin: CashLogOrigin; contractTransactionId: number | null } = {
    origin: payment.transactionId === null ? 'CONTRACT_DISBURSAL' : 'CONTRACT_PAYMENT',
    contractTransactionId: payment.transactionId,
  };
  const facts = {
    mifosLoanId: payment.contract.mifosId,
    categoryId: category.id,
    direction: category.direction,
    amount: payment.amount,
    registrationDate: payment.date,
  };
  const [typed] = await repo.findPaymentEntries(tx, facts, 'staff');
  await repo.lockFunds(tx, typed ? [fund.id, typed.fundId] : [fund.id]);
  const [adopted] = typed ? await repo.lockEntries(tx, [typed.id]) : [];
  if (adopted && adopted.status !== 'retracted' && adopted.origin === null) {
    await repo.linkEntry(tx, adopted.id, link, now);
    await audit(tx, ctx, {
      action: 'cash-log.linked',
      entity: 'cash_log',
      entityId: adopted.id,
      before: { origin: null },
      after: link,
    });
    return adopted.id;
  }
  await assertOpenDate(tx, fund.id, payment.date);
  const draft = {
    ...facts,
    type: fund.type,
    fundId: fund.id,
    branchId: actor.branchId,
    targetBranchId: booking.branchId,
    mifosRenewLoanId: null,
    notes: contractPaymentNotes(payment.purpose, payment.contract.finfluxId, payment.transactionId),
    status: 'pending' as const,
    agentId: actor.userId,
    ...link,
  } satisfies Omit<repo.CashLogInsert, 'createdAt' | 'modifiedAt'>;
  const [id] = await repo.insertEntries(tx, [{ ...draft, createdAt: now, modifiedAt: now }]);
  if (id === undefined) {
    throw new Error('cash log not inserted');
  }
  await audit(tx, ctx, {
    action: 'cash-log.created',
    entity: 'cash_log',
    entityId: id,
    after: draft,
  });
  return id;
}

/**
 * Retracts the live entries of a movement, pending or registered, under their funds' locks; 7008
 * (nothing retracted: the caller's transaction rolls back) when one lies in a closed range.
 */
async function retractLinked(
  tx: repo.Tx,
  ctx: RequestContext,
  link: Parameters<typeof repo.findLinkedEntries>[1],
): Promise<number[]> {
  const found = await repo.findLinkedEntries(tx, link);
  if (found.length === 0) {
    return [];
  }
  await repo.lockFunds(
    tx,
    found.map((entry) => entry.fundId),
  );
  const locked = await repo.lockEntries(
    tx,
    found.map((entry) => entry.id),
  );
  const live = locked.filter((entry) => entry.status !== 'retracted');
  for (const entry of live) {
    await assertRemovable(tx, entry);
  }
  const now = ctx.now();
  for (const entry of live) {
    await repo.setStatus(tx, entry.id, 'retracted', now);
    await audit(tx, ctx, {
      action: 'cash-log.retracted',
      entity: 'cash_log',
      entityId: entry.id,
      before: entryAudit(entry),
      after: { status: 'retracted', undoneBy: link },
    });
  }
  return live.map((entry) => entry.id);
}

/** Retracts the entry of a contract transaction that is being undone (retract transaction). */
export function retractContractPayment(
  tx: repo.Tx,
  ctx: RequestContext,
  transactionId: number,
): Promise<number[]> {
  return retractLinked(tx, ctx, { transactionId });
}

/** Retracts the entry of a contract's disbursal that is being undone (undo disbursal). */
export function retractContractDisbursal(
  tx: repo.Tx,
  ctx: RequestContext,
  mifosLoanId: number,
): Promise<number[]> {
  return retractLinked(tx, ctx, { disbursalOf: mifosLoanId });
}
