import { errorCodes } from '@pawndesk/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../lib/pdf.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { failing, sharedSteps, type Trigger } from '../../testing/failure-injection.ts';
import { settlementWorld } from '../../testing/settlement-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let w: ContractWorld;
let s: ReturnType<typeof settlementWorld>;
/** Seams: the renderer fails, or the storage writes the file and then reports a failure. */
const faults = { render: false, afterWrite: false };

beforeAll(async () => {
  t = await createTestApp({
    renderPdf: async (job) => {
      if (faults.render) {
        throw new Error('injected: the renderer failed');
      }
      return renderPdf(job);
    },
    wrapStorage: (disk) => ({
      ...disk,
      async put(key, content) {
        const written = await disk.put(key, content);
        if (faults.afterWrite) {
          throw new Error('injected: the storage failed after writing');
        }
        return written;
      },
    }),
  });
  w = await contractWorld(t);
  s = settlementWorld(t, w);
  await s.setBankAccount(w.branch.id, true);
});
afterAll(async () => {
  await t?.close();
});

/**
 * A liquidation that goes through every step of B§4: the override (30,000), the overdue fee it
 * leaves to charge, the liquidation fee at 20 % (2,300,000), the failed-commitment fee (20,000),
 * a cash then a bank payment (13,850,000 in all), the repayment, the note and the receipt.
 */
const liquidation = {
  mode: 'LIQUIDATION',
  repaidOn: '2026-11-21',
  overridedOverdueFee: 30_000,
  liquidationRate: 20,
  payments: [
    { type: 'BANK', amount: 13_000_000, transactionDate: '2026-11-21' },
    { type: 'CASH', amount: 850_000, transactionDate: '2026-11-21' },
  ],
};

const steps: [string, Trigger][] = [
  ['the override fails', sharedSteps.overdueFeeOverride],
  ['charging the extra overdue fee fails', sharedSteps.overdueFeeCharge],
  [
    'charging the liquidization fee fails',
    {
      table: 'contract_fees',
      event: 'INSERT',
      when: (c) => `new.contract_id = ${c.id} and new.type = 'LIQUIDIZATION'`,
    },
  ],
  [
    'charging the failed-commitment fee fails',
    {
      table: 'contract_fees',
      event: 'INSERT',
      when: (c) => `new.contract_id = ${c.id} and new.type = 'FAILED_COMMITMENT'`,
    },
  ],
  ['adding the first payment (cash) fails', sharedSteps.cashPayment],
  ['adding the second payment (bank) fails', sharedSteps.bankPayment],
  [
    // The cash payment's entry is written by then: it must go too (decisions/0011).
    "booking the bank payment's cash book entry fails",
    {
      table: 'cash_logs',
      event: 'INSERT',
      when: (c) =>
        `new.mifos_loan_id = ${c.mifosId} and new.origin = 'CONTRACT_PAYMENT' and new.type = 'BANK'`,
    },
  ],
  [
    'the repayment fails',
    {
      table: 'contracts',
      event: 'UPDATE',
      when: (c) => `new.id = ${c.id} and new.status = 'REPAID'`,
    },
  ],
  [
    'marking the asset liquidized fails',
    {
      table: 'assets',
      event: 'UPDATE',
      when: (c) => `new.id = ${c.asset.id} and new.status = 'LIQUIDIZED'`,
    },
  ],
  [
    'adding the note fails',
    {
      table: 'contract_notes',
      event: 'INSERT',
      when: (c) => `new.contract_id = ${c.id} and new.content = 'Thanh lý hợp đồng'`,
    },
  ],
  [
    'filing the receipt fails after its file was written',
    {
      table: 'documents',
      event: 'INSERT',
      when: (c) => `new.owner_type = 'contract' and new.owner_id = ${c.id}`,
    },
  ],
  [
    "the last write (the settlement's audit row) fails",
    {
      table: 'audit_events',
      event: 'INSERT',
      when: (c) => `new.entity_id = '${c.id}' and new.action = 'contract.liquidated'`,
    },
  ],
];

describe('settle: a failure at any step leaves the contract exactly as it was', () => {
  it.each(steps)('should write nothing when %s', async (_step, trigger) => {
    const contract = await s.overdue();
    const before = await s.stateOf(contract.id);
    expect(before.cashLogs.map((entry) => entry.origin)).toEqual(['CONTRACT_DISBURSAL']);
    const drop = await failing(t, trigger, contract);
    try {
      const response = await s.post(w.tokens.staff, contract, 'settle', liquidation);
      expect(response.statusCode, response.body).toBe(500);
    } finally {
      await drop();
    }
    expect(await s.stateOf(contract.id)).toEqual(before);
    // The same save goes through once nothing fails: the failure was the injected one.
    const retried = await s.post(w.tokens.staff, contract, 'settle', liquidation);
    expect(retried.statusCode, retried.body).toBe(200);
    const booked = (await s.stateOf(contract.id)).cashLogs.map((entry) => [
      entry.origin,
      entry.type,
    ]);
    expect(booked).toEqual([
      ['CONTRACT_DISBURSAL', 'CASH'],
      ['CONTRACT_PAYMENT', 'CASH'],
      ['CONTRACT_PAYMENT', 'BANK'],
    ]);
  });

  it.each([
    [
      'a payment dated before the disbursal (5001)',
      [{ type: 'CASH', amount: 850_000, transactionDate: '2026-11-11' }],
      errorCodes.invalidTransactionDate,
    ],
    [
      'a payment above what is still owed (5006)',
      [
        { type: 'CASH', amount: 13_000_000, transactionDate: '2026-11-21' },
        { type: 'BANK', amount: 5_000_000, transactionDate: '2026-11-21' },
      ],
      errorCodes.invalidAmount,
    ],
    [
      'payments short of what is due (5006)',
      [{ type: 'CASH', amount: 13_000_000, transactionDate: '2026-11-21' }],
      errorCodes.invalidAmount,
    ],
  ])('should refuse %s after the fees, and keep none of them', async (_label, payments, code) => {
    const contract = await s.overdue();
    const before = await s.stateOf(contract.id);
    const response = await s.post(w.tokens.staff, contract, 'settle', { ...liquidation, payments });
    expect([response.statusCode, response.json().error.code]).toEqual([400, code]);
    expect(await s.stateOf(contract.id)).toEqual(before);
  });

  it('should refuse a repayment date out of range (5002) and write nothing', async () => {
    const contract = await s.overdue();
    const before = await s.stateOf(contract.id);
    const response = await s.post(w.tokens.staff, contract, 'settle', {
      ...liquidation,
      repaidOn: '2026-11-22',
    });
    expect([response.statusCode, response.json().error.code]).toEqual([
      400,
      errorCodes.invalidRepaymentDate,
    ]);
    expect(await s.stateOf(contract.id)).toEqual(before);
  });

  it.each([
    ['the receipt fails to render', 'render'],
    ['the storage fails after writing the file', 'afterWrite'],
  ] as const)('should write nothing and leave no file when %s', async (_label, fault) => {
    const contract = await s.overdue();
    const before = await s.stateOf(contract.id);
    faults[fault] = true;
    try {
      const response = await s.post(w.tokens.staff, contract, 'settle', liquidation);
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe(errorCodes.unknown);
    } finally {
      faults[fault] = false;
    }
    expect(await s.stateOf(contract.id)).toEqual(before);
  });
});

describe('redeem: a failed print closes nothing', () => {
  it.each([
    ['the bill fails to render', 'render'],
    ['the storage fails after writing the file', 'afterWrite'],
  ] as const)('should leave the contract active when %s', async (_label, fault) => {
    const contract = await s.disbursed();
    const before = await s.stateOf(contract.id);
    faults[fault] = true;
    try {
      const response = await s.post(w.tokens.staff, contract, 'redeem', {
        submissionDate: '2026-11-21',
        paymentMethod: 'BANK_TRANSFER',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      faults[fault] = false;
    }
    expect(await s.stateOf(contract.id)).toEqual(before);
    expect((await w.get(contract)).data.status).toBe('DISBURSED');
  });
});

describe('a double click settles once', () => {
  it('should answer one 200 and one 409 (closed) to two saves at once, with one receipt', async () => {
    const contract = await s.overdue();
    const [first, second] = await Promise.all([
      s.post(w.tokens.staff, contract, 'settle', liquidation),
      s.post(w.tokens.staff, contract, 'settle', liquidation),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error).toEqual({
      code: errorCodes.redeemClosedError,
      message: 'Hợp đồng đã đóng',
    });
    const after = await s.stateOf(contract.id);
    expect(after.contract).toMatchObject({ status: 'REPAID', repaidAmount: 13_850_000 });
    expect(after.transactions).toHaveLength(2);
    expect(after.fees).toHaveLength(3);
    expect(after.documents).toHaveLength(1);
    // One entry per payment of the winning save, besides the disbursal's.
    expect(after.cashLogs).toHaveLength(3);
  });

  it('should redeem once when the wizard prints twice at once', async () => {
    const contract = await s.disbursed();
    const payload = { submissionDate: '2026-11-21', paymentMethod: 'CASH' };
    const responses = await Promise.all([
      s.post(w.tokens.staff, contract, 'redeem', payload),
      s.post(w.tokens.staff, contract, 'redeem', payload),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const after = await s.stateOf(contract.id);
    expect(after.transactions).toHaveLength(1);
    expect(after.documents).toHaveLength(1);
    expect(after.cashLogs).toHaveLength(2);
  });
});
