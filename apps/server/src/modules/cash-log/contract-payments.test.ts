import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  cashLogCategories,
  cashLogs,
  contracts,
  contractTransactions,
  funds,
} from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';
import { addTransaction } from '../contracts/actions/add-transaction.ts';

/**
 * Payments reach the cash book (issue 14 item 8, decisions/0011): each contract action that moves
 * money writes its pending entry in the same transaction, and its undo takes it back.
 */
let t: TestApp;
let w: ContractWorld;
let head: string;
let accountant: string;
let bankFund: number;
const category = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
  const db = t.database.db;
  head = (
    await t.login(
      await buildUser(db, {
        branchIds: [w.branch.id],
        permissions: ['cash_log_access', 'head_accountant_access'],
      }),
    )
  ).accessToken;
  accountant = (
    await t.login(
      await buildUser(db, { branchIds: [w.branch.id], permissions: ['cash_log_access'] }),
    )
  ).accessToken;
  const [techcombank] = await db
    .select()
    .from(funds)
    .where(eq(funds.name, 'Techcombank – TK thu hộ'));
  bankFund = techcombank?.id ?? 0;
  for (const row of await db.select().from(cashLogCategories)) {
    category.set(row.key, row.id);
  }
});
afterAll(async () => {
  await t?.close();
});

const today = '2026-11-21';

async function disbursed(options: { type?: string; on?: string } = {}): Promise<ContractDto> {
  const on = options.on ?? today;
  const created = await w.create({ submittedOn: on });
  expect((await w.action(w.tokens.staff, created, 'approve')).statusCode).toBe(200);
  const response = await w.action(w.tokens.staff, created, 'disburse', {
    disbursedOn: on,
    ...(options.type ? { type: options.type } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.data;
}

function entriesOf(contract: ContractDto) {
  return t.database.db
    .select()
    .from(cashLogs)
    .where(eq(cashLogs.mifosLoanId, contract.mifosId))
    .orderBy(cashLogs.id);
}

async function transactionsOf(contract: ContractDto) {
  return t.database.db
    .select()
    .from(contractTransactions)
    .where(eq(contractTransactions.contractId, contract.id))
    .orderBy(contractTransactions.id);
}

async function pay(contract: ContractDto, payload: Record<string, unknown>) {
  const response = await w.pay(contract, {
    registeredOn: today,
    type: 'CASH',
    amount: 3_000_000,
    action: 'repay',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const rows = await transactionsOf(contract);
  const row = rows.at(-1);
  if (!row) {
    throw new Error('no transaction');
  }
  return row;
}

function retract(contract: ContractDto, transactionId: number) {
  return t.as(w.tokens.staff, {
    method: 'POST',
    url: urlOf(contractEndpoints.retractTransaction, { id: contract.id, tid: transactionId }),
  });
}

function approve(entryId: number) {
  return t.as(head, {
    method: 'PUT',
    url: urlOf(cashLogEndpoints.setStatus, { id: entryId }),
    payload: { status: 'registered' },
  });
}

/** A typed cash-in of a loan repayment for the contract, as the editor sends it. */
function typedRepayment(contract: ContractDto, overrides: Record<string, unknown> = {}) {
  return t.as(accountant, {
    method: 'POST',
    url: urlOf(cashLogEndpoints.create),
    payload: {
      direction: 1,
      registrationDate: today,
      amount: 3_000_000,
      category: category.get('LOAN_REPAYMENT'),
      type: 'CASH',
      targetBranch: w.branch.id,
      mifosLoanId: contract.mifosId,
      ...overrides,
    },
  });
}

/** Makes the database refuse a statement, to kill a transaction midway. */
async function withFailingTrigger(table: string, when: string, run: () => Promise<void>) {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function test_forced_failure() returns trigger language plpgsql as $$
      begin if ${when} then raise exception 'forced failure'; end if; return new; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger test_forced_failure before insert on ${table}
      for each row execute function test_forced_failure()`),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`drop trigger test_forced_failure on ${table}`));
  }
}

describe('disbursal → a pending loan-disbursement entry', () => {
  it('should write it in the branch cash fund with the contract id and the link when disbursed in cash', async () => {
    const contract = await disbursed();
    const [entry, ...more] = await entriesOf(contract);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      status: 'pending',
      direction: -1,
      amount: 10_000_000,
      registrationDate: today,
      categoryId: category.get('LOAN_DISBURSEMENT'),
      type: 'CASH',
      fundId: w.cashFund.id,
      targetBranchId: w.branch.id,
      mifosLoanId: contract.mifosId,
      origin: 'CONTRACT_DISBURSAL',
      contractTransactionId: null,
    });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity, 'cash_log'), eq(auditEvents.entityId, String(entry?.id ?? 0))),
      );
    expect(audits.map((row) => row.action)).toEqual(['cash-log.created']);
  });

  it('should write it in the bank fund (the company-wide one when the branch has none) when disbursed by bank', async () => {
    const contract = await disbursed({ type: 'bank' });
    const [entry] = await entriesOf(contract);
    expect(entry).toMatchObject({ type: 'BANK', fundId: bankFund, origin: 'CONTRACT_DISBURSAL' });
  });

  it('should retract the pending entry when the disbursal is undone', async () => {
    const contract = await disbursed();
    const undone = await w.action(w.tokens.undoer, contract, 'undo-disbursal');
    expect(undone.statusCode, undone.body).toBe(200);
    const [entry] = await entriesOf(contract);
    expect(entry?.status).toBe('retracted');
    // Disbursed again: a new entry, the retracted one stays struck through.
    expect((await w.action(w.tokens.staff, contract, 'disburse')).statusCode).toBe(200);
    expect((await entriesOf(contract)).map((row) => row.status)).toEqual(['retracted', 'pending']);
  });
});

describe('payments → pending loan-repayment entries', () => {
  it('should write a partial repayment in cash into the cash fund, linked to its transaction', async () => {
    const contract = await disbursed();
    const row = await pay(contract, { type: 'CASH', amount: 3_000_000 });
    const entry = (await entriesOf(contract)).find((item) => item.origin === 'CONTRACT_PAYMENT');
    expect(entry).toMatchObject({
      status: 'pending',
      direction: 1,
      amount: 3_000_000,
      registrationDate: today,
      categoryId: category.get('LOAN_REPAYMENT'),
      type: 'CASH',
      fundId: w.cashFund.id,
      mifosLoanId: contract.mifosId,
      contractTransactionId: row.id,
    });
  });

  it('should write a BANK repayment into the bank fund and none for a waiver', async () => {
    const contract = await disbursed();
    const row = await pay(contract, { type: 'BANK', amount: 1_000_000 });
    await pay(contract, { action: 'waive', amount: 100_000 });
    const payments = (await entriesOf(contract)).filter((e) => e.origin === 'CONTRACT_PAYMENT');
    expect(payments).toMatchObject([
      { type: 'BANK', fundId: bankFund, amount: 1_000_000, contractTransactionId: row.id },
    ]);
  });

  it('should book a liquidation payment as proceeds from selling the collateral when asked', async () => {
    const contract = await disbursed();
    const user = await buildUser(t.database.db, {
      branchIds: [w.branch.id],
      permissions: ['contract_access'],
    });
    const ctx: RequestContext = {
      db: t.database.db,
      now: t.clock.clock,
      actor: { ...user, userId: user.id, branchId: w.branch.id, permissions: ['contract_access'] },
      requestId: 'test',
      ip: '127.0.0.1',
      log: t.app.log,
    };
    await addTransaction(
      ctx,
      contract.id,
      { registeredOn: today, type: 'CASH', amount: 2_000_000, action: 'REPAY' },
      'COLLATERAL_SALE_PROCEEDS',
    );
    const [payment] = (await entriesOf(contract)).filter((e) => e.origin === 'CONTRACT_PAYMENT');
    expect(payment).toMatchObject({
      categoryId: category.get('DIRECT_SALE'),
      direction: 1,
      amount: 2_000_000,
    });
  });

  it('should write the amount paid at closing (redeem) in the method given', async () => {
    const contract = await disbursed();
    const closed = await w.call(w.tokens.staff, {
      method: 'PUT',
      url: urlOf(contractEndpoints.status, { id: contract.id }),
      payload: { status: 'CLOSED', submissionDate: today, paymentMethod: 'BANK_TRANSFER' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [row] = await transactionsOf(contract);
    const payment = (await entriesOf(contract)).find((e) => e.origin === 'CONTRACT_PAYMENT');
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 10_500_000,
      type: 'BANK',
      fundId: bankFund,
      categoryId: category.get('LOAN_REPAYMENT'),
      contractTransactionId: row?.id,
    });
  });

  it('should let the head accountant approve it like any other entry', async () => {
    const contract = await disbursed();
    await pay(contract, {});
    const entries = await entriesOf(contract);
    for (const entry of entries) {
      const response = await approve(entry.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        status: 'registered',
        contract: { finfluxId: contract.finfluxId },
      });
    }
    const pending = await t.as(head, { method: 'GET', url: urlOf(cashLogEndpoints.pending) });
    const ids = pending.json().data.items.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(entries[0]?.id);
  });
});

describe('undoing a payment', () => {
  it('should retract a pending entry with the transaction', async () => {
    const contract = await disbursed();
    const row = await pay(contract, {});
    const response = await retract(contract, row.id);
    expect(response.statusCode, response.body).toBe(200);
    const entry = (await entriesOf(contract)).find((e) => e.contractTransactionId === row.id);
    expect(entry?.status).toBe('retracted');
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity, 'cash_log'), eq(auditEvents.entityId, String(entry?.id ?? 0))),
      )
      .orderBy(auditEvents.id);
    expect(audits.map((a) => a.action)).toEqual(['cash-log.created', 'cash-log.retracted']);
  });

  it('should retract an approved entry outside any closed range, and a pending correction of it', async () => {
    const contract = await disbursed();
    const row = await pay(contract, {});
    const entry = (await entriesOf(contract)).find((e) => e.contractTransactionId === row.id);
    expect((await approve(entry?.id ?? 0)).statusCode).toBe(200);
    // An accountant corrects it (the fund): the correction keeps the link and waits for approval.
    const correction = await typedRepayment(contract, { retractedLog: entry?.id, notes: 'Sửa' });
    expect(correction.statusCode, correction.body).toBe(200);
    expect(correction.json().data).toMatchObject({
      origin: 'CONTRACT_PAYMENT',
      contractTransactionId: row.id,
    });
    expect((await retract(contract, row.id)).statusCode).toBe(200);
    const linked = (await entriesOf(contract)).filter((e) => e.contractTransactionId === row.id);
    expect(linked.map((e) => e.status)).toEqual(['retracted', 'retracted']);
  });

  it('should leave the entries alone when a repayment (status only) is undone', async () => {
    const contract = await disbursed();
    await pay(contract, { amount: 10_500_000 });
    expect(
      (await w.action(w.tokens.staff, contract, 'repay', { repaidOn: today })).statusCode,
    ).toBe(200);
    expect((await w.action(w.tokens.undoer, contract, 'undo-repayment')).statusCode).toBe(200);
    expect((await entriesOf(contract)).map((e) => e.status)).toEqual(['pending', 'pending']);
  });
});

describe('one transaction', () => {
  it('should write neither the transaction nor the entry when the cash book write fails', async () => {
    const contract = await disbursed();
    await withFailingTrigger('cash_logs', `new.mifos_loan_id = ${contract.mifosId}`, async () => {
      const response = await w.pay(contract, {
        registeredOn: today,
        type: 'CASH',
        amount: 3_000_000,
        action: 'repay',
      });
      expect(response.statusCode).toBe(500);
    });
    expect(await transactionsOf(contract)).toEqual([]);
    expect((await entriesOf(contract)).map((e) => e.origin)).toEqual(['CONTRACT_DISBURSAL']);
    const [row] = await t.database.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row?.repaidAmount).toBe(0);
  });

  it('should roll the entry back when the action fails after writing it', async () => {
    const contract = await disbursed();
    await withFailingTrigger(
      'audit_events',
      `new.action = 'contract.transaction-added' and new.entity_id = '${contract.id}'`,
      async () => {
        const response = await w.pay(contract, {
          registeredOn: today,
          type: 'CASH',
          amount: 3_000_000,
          action: 'repay',
        });
        expect(response.statusCode).toBe(500);
      },
    );
    expect(await transactionsOf(contract)).toEqual([]);
    expect((await entriesOf(contract)).map((e) => e.origin)).toEqual(['CONTRACT_DISBURSAL']);
  });

  it('should not disburse when the branch has no fund to book the payout in', async () => {
    const contract = await disbursed();
    const fresh = await w.create();
    await w.action(w.tokens.staff, fresh, 'approve');
    // The fund moves to another branch for a moment; there is no company-wide cash fund.
    await t.database.db
      .update(funds)
      .set({ branchId: sql`(select id from branches where code = 'HO')` })
      .where(eq(funds.id, w.cashFund.id));
    try {
      // No branch fund and no company-wide cash fund: 7006, and the contract stays APPROVED.
      const refused = await w.action(w.tokens.staff, fresh, 'disburse');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe(errorCodes.fundNotFound);
    } finally {
      await t.database.db
        .update(funds)
        .set({ branchId: w.branch.id })
        .where(eq(funds.id, w.cashFund.id));
    }
    expect((await w.get(fresh)).data.status).toBe('APPROVED');
    expect(await entriesOf(fresh)).toEqual([]);
    expect(contract.status).toBe('DISBURSED');
  });
});

describe('no double entry (decisions/0011)', () => {
  it('should refuse a typed entry for a payment the contract already wrote, with 7009', async () => {
    const contract = await disbursed();
    const row = await pay(contract, {});
    const entry = (await entriesOf(contract)).find((e) => e.contractTransactionId === row.id);
    const duplicate = await typedRepayment(contract);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.code).toBe(errorCodes.contractPaymentRecorded);
    expect(duplicate.json().error.message).toContain(`phiếu #${entry?.id}`);
    // Another amount (or date) is another payment.
    expect((await typedRepayment(contract, { amount: 2_000_000 })).statusCode).toBe(200);
    // Once the automatic entry is retracted, typing it is no duplicate any more.
    expect((await retract(contract, row.id)).statusCode).toBe(200);
    expect((await typedRepayment(contract)).statusCode).toBe(200);
  });

  it('should adopt a typed entry for the same payment instead of writing a second one', async () => {
    const contract = await disbursed();
    const typed = await typedRepayment(contract, { amount: 4_000_000 });
    expect(typed.statusCode, typed.body).toBe(200);
    const row = await pay(contract, { amount: 4_000_000 });
    const payments = (await entriesOf(contract)).filter((e) => e.direction === 1);
    expect(payments).toMatchObject([
      {
        id: typed.json().data.id,
        origin: 'CONTRACT_PAYMENT',
        contractTransactionId: row.id,
        status: 'pending',
      },
    ]);
  });

  it('should list what a contract wrote for the editor (401, 403, 400, the entries)', async () => {
    const contract = await disbursed();
    const row = await pay(contract, {});
    const url = urlOf(cashLogEndpoints.contractPayments, {}, { mifosLoanId: contract.mifosId });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(w.tokens.staff, { method: 'GET', url })).statusCode).toBe(403);
    const bad = await t.as(accountant, {
      method: 'GET',
      url: urlOf(cashLogEndpoints.contractPayments, {}, { mifosLoanId: 'abc' }),
    });
    expect(bad.statusCode).toBe(400);
    const listed = await t.as(accountant, { method: 'GET', url });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.items).toMatchObject([
      { origin: 'CONTRACT_PAYMENT', contractTransactionId: row.id, amount: 3_000_000 },
      { origin: 'CONTRACT_DISBURSAL', contractTransactionId: null, amount: 10_000_000 },
    ]);
  });
});

// Last: the closure on 2026-11-19 closes the world's cash fund up to that day (within the
// 3-day undo window, so only the closure stands in the way).
describe('closed ranges', () => {
  const day = '2026-11-19';
  let paid: ContractDto;
  let paidRow: { id: number };
  let unpaid: ContractDto;

  beforeAll(async () => {
    paid = await disbursed({ on: day });
    unpaid = await disbursed({ on: day });
    paidRow = await pay(paid, { registeredOn: day });
    for (const entry of [...(await entriesOf(paid)), ...(await entriesOf(unpaid))]) {
      expect((await approve(entry.id)).statusCode).toBe(200);
    }
    const closure = await t.as(head, {
      method: 'POST',
      url: urlOf(cashLogEndpoints.createClosure),
      payload: { closureDate: day, fund: w.cashFund.id },
    });
    expect(closure.statusCode, closure.body).toBe(200);
  });

  it('should refuse undoing a payment whose entry a closure covers with 7008, changing nothing', async () => {
    const before = await w.get(paid);
    const refused = await retract(paid, paidRow.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(errorCodes.logInClosedRange);
    const [transaction] = (await transactionsOf(paid)).filter((r) => r.id === paidRow.id);
    expect(transaction?.status).toBe('REGISTERED');
    expect((await entriesOf(paid)).map((e) => e.status)).toEqual(['registered', 'registered']);
    expect((await w.get(paid)).data.repaidAmount).toBe(before.data.repaidAmount);
  });

  it('should refuse undoing a disbursal whose entry a closure covers with 7008', async () => {
    const undo = await w.action(w.tokens.undoer, unpaid, 'undo-disbursal');
    expect(undo.statusCode).toBe(400);
    expect(undo.json().error.code).toBe(errorCodes.logInClosedRange);
    expect((await w.get(unpaid)).data.status).toBe('DISBURSED');
    expect((await entriesOf(unpaid)).map((e) => e.status)).toEqual(['registered']);
  });

  it('should refuse a payment dated inside a closed range with 7003 and write nothing', async () => {
    const response = await w.pay(unpaid, {
      registeredOn: day,
      type: 'CASH',
      amount: 1_000_000,
      action: 'repay',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.dateBeforeClosure);
    expect(await transactionsOf(unpaid)).toEqual([]);
  });
});
