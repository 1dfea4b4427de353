/**
 * Invariants of the loan core (issue 5 item 9), over random action sequences through the API:
 * an undo restores exactly the state before its action; money never drifts from the rows; an
 * action the state machine does not offer is refused and changes nothing; two simultaneous
 * actions on one contract → exactly one wins.
 */

import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { outstanding } from '@pawndesk/domain/loan-math';
import { count, inArray, ne, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDayCounts, contracts, contractTotals } from '../../db/schema.ts';
import {
  type ContractVerb,
  type ContractWorld,
  contractWorld,
} from '../../testing/contract-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';
import { moneyTotals } from './contract-money.repo.ts';

let t: TestApp;
let w: ContractWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
});
afterAll(async () => {
  await t?.close();
});

type Command =
  | { kind: 'verb'; verb: ContractVerb; payload?: object }
  | { kind: 'pay'; action: 'repay' | 'waive'; share: number }
  | { kind: 'retract' }
  | { kind: 'fee' }
  | { kind: 'settle' };

const today = '2026-11-21';
const verbs = [
  'approve',
  'disburse',
  'undo-approval',
  'undo-disbursal',
  'undo-repayment',
  'undo-renewal',
] as const;
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constantFrom(...verbs).map((verb) => ({ kind: 'verb' as const, verb })),
  fc.record({
    kind: fc.constant('pay' as const),
    action: fc.constantFrom('repay' as const, 'waive' as const),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.constant({ kind: 'retract' as const }),
  fc.constant({ kind: 'fee' as const }),
  fc.constant({ kind: 'settle' as const }),
);

/** The contract as the API shows it, without what depends on who asks. */
function stateOf(contract: ContractDto) {
  const { allowedActions: _allowed, ...rest } = contract;
  return rest;
}

/** Which allowedActions entry a verb needs. */
const verbAction: Record<string, string> = {
  approve: 'approve',
  disburse: 'disburse',
  'undo-approval': 'undoApproval',
  'undo-disbursal': 'undoDisbursal',
  'undo-repayment': 'undoRepayment',
  'undo-renewal': 'undoRenewal',
  repay: 'repay',
};
const undoOf: Record<string, string> = {
  'undo-approval': 'approve',
  'undo-disbursal': 'disburse',
  'undo-repayment': 'repay',
};

async function transactions(contract: ContractDto) {
  const response = await t.as(w.tokens.superuser, {
    method: 'GET',
    url: urlOf(contractEndpoints.transactions, { id: contract.id }),
  });
  return response.json().data.items as { id: number; retractable: boolean }[];
}

/** Money: the stored sums equal the rows, and what is owed is the domain's formula of them. */
async function assertMoney(contract: ContractDto) {
  const totals = await moneyTotals(t.database.db, contract.id);
  expect(contract.repaidAmount).toBe(totals.repaid);
  expect(contract.waivedAmount).toBe(totals.waived);
  expect(contract.chargedOverdueFee).toBe(totals.overdueFees);
  expect(contract.liquidationFee).toBe(totals.liquidationFees);
  const owed = outstanding({
    ...contract,
    overdueFee: contract.overridedOverdueFee ?? totals.overdueFees,
    repaidAmount: totals.repaid,
    waivedAmount: totals.waived,
    liquidationFee: totals.liquidationFees,
    failedCommitmentFee: totals.failedCommitmentFees,
  });
  expect(contract.totalOutstanding).toBe(owed);
  if (contract.status === 'REPAID') {
    expect(owed).toBeLessThanOrEqual(0);
  }
}

/** The status code of the last verb `run` sent: an offered undo may still be refused. */
let lastVerbStatus = 0;

async function run(contract: ContractDto, step: Command): Promise<ContractDto> {
  const token = w.tokens.superuser;
  switch (step.kind) {
    case 'verb': {
      const response = await w.action(token, contract, step.verb, step.payload);
      lastVerbStatus = response.statusCode;
      return response.data ?? contract;
    }
    case 'pay': {
      const amount = Math.max(
        1000,
        Math.floor((contract.totalOutstanding * step.share) / 1000) * 1000,
      );
      const payload = { registeredOn: today, type: 'CASH', amount, action: step.action };
      return (await w.pay(contract, payload, token)).data ?? contract;
    }
    case 'retract': {
      const row = (await transactions(contract)).find((r) => r.retractable);
      if (!row) {
        return contract;
      }
      const response = await w.call(token, {
        method: 'POST',
        url: urlOf(contractEndpoints.retractTransaction, { id: contract.id, tid: row.id }),
      });
      return response.data;
    }
    case 'fee': {
      const response = await w.call(token, {
        method: 'POST',
        url: urlOf(contractEndpoints.chargeFee, { id: contract.id }),
        payload: { registeredOn: today, amount: 25_000, type: 'overdue' },
      });
      return response.statusCode === 200 ? response.data : contract;
    }
    case 'settle': {
      const response = await w.action(token, contract, 'repay', { repaidOn: today });
      return response.statusCode === 200 ? response.data : contract;
    }
  }
}

describe('random action sequences', () => {
  it('should undo exactly, never drift, and refuse what the state does not allow', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 4, maxLength: 12 }),
        fc.boolean(),
        async (steps, prepaid) => {
          let contract = await w.create(
            prepaid
              ? { product: w.product('Trả trước 30 ngày').id, specialInterestValue: 6.5 }
              : {},
            w.tokens.superuser,
          );
          const before = new Map<string, ReturnType<typeof stateOf>>();
          for (const step of steps) {
            if (step.kind === 'settle' && contract.totalOutstanding > 0) {
              // Settling pays what is owed first; the snapshot for undo is taken after that.
              const payload = {
                registeredOn: today,
                type: 'BANK',
                amount: contract.totalOutstanding,
                action: 'repay',
              };
              contract = (await w.pay(contract, payload, w.tokens.superuser)).data ?? contract;
            }
            const allowed = contract.allowedActions as string[];
            const verb = step.kind === 'verb' ? step.verb : step.kind === 'settle' ? 'repay' : null;
            const offered = verb === null || allowed.includes(verbAction[verb] ?? verb);
            const previous = stateOf(contract);
            if (verb && verb in verbAction && offered && !(verb in undoOf)) {
              before.set(verb, previous);
            }
            contract = await run(contract, step);
            const fresh = (await w.get(contract, w.tokens.superuser)).data;
            expect(stateOf(fresh)).toEqual(stateOf(contract));
            if (step.kind === 'verb' && !offered) {
              expect(stateOf(fresh), `${step.verb} on ${previous.status}`).toEqual(previous);
            }
            const undone = step.kind === 'verb' ? undoOf[step.verb] : undefined;
            if (undone && offered && lastVerbStatus === 409) {
              // Offered by its status, refused by what was posted since (undoing a disbursal
              // after a fee or a payment): refused whole, nothing changed.
              expect(stateOf(fresh), `${step.kind === 'verb' ? step.verb : ''} refused`).toEqual(
                previous,
              );
            } else if (undone && offered) {
              expect(lastVerbStatus, `${step.kind === 'verb' ? step.verb : ''}`).toBe(200);
              const snapshot = before.get(undone);
              expect(
                snapshot,
                `${step.kind === 'verb' ? step.verb : ''} without ${undone}`,
              ).toBeDefined();
              expect(stateOf(fresh)).toEqual(snapshot);
            }
            await assertMoney(fresh);
          }
        },
      ),
      {
        numRuns: 25,
        // Found by CI: a disbursal undone after a fee is offered by the status but refused.
        examples: [
          [
            [
              { kind: 'verb', verb: 'approve' },
              { kind: 'verb', verb: 'disburse' },
              { kind: 'fee' },
              { kind: 'verb', verb: 'undo-disbursal' },
            ],
            false,
          ],
        ],
      },
    );
  }, 240_000);
});

describe('two simultaneous actions on one contract', () => {
  it('should let exactly one approval win', async () => {
    const contract = await w.create();
    const results = await Promise.all([
      w.action(w.tokens.staff, contract, 'approve'),
      w.action(w.tokens.undoer, contract, 'approve'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const notes = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.notes, { id: contract.id }),
    });
    const approvals = notes
      .json()
      .data.items.filter((n: { content: string }) => n.content === 'Đã duyệt hợp đồng');
    expect(approvals).toHaveLength(1);
  });

  it('should never let two payments together exceed what is owed', async () => {
    const contract = await w.create();
    await w.action(w.tokens.staff, contract, 'approve');
    await w.action(w.tokens.staff, contract, 'disburse');
    const payload = { registeredOn: today, type: 'CASH', amount: 6_000_000, action: 'repay' };
    const results = await Promise.all([w.pay(contract, payload), w.pay(contract, payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const after = (await w.get(contract)).data;
    expect(after.repaidAmount).toBe(6_000_000);
    await assertMoney(after);
  });

  it('should let one of a repayment and an undo of the disbursal win, never both', async () => {
    const contract = await w.create();
    await w.action(w.tokens.staff, contract, 'approve');
    await w.action(w.tokens.staff, contract, 'disburse');
    const [paid, undone] = await Promise.all([
      w.pay(contract, { registeredOn: today, type: 'CASH', amount: 1_000_000, action: 'repay' }),
      w.action(w.tokens.undoer, contract, 'undo-disbursal'),
    ]);
    const after = (await w.get(contract)).data;
    if (undone.statusCode === 200) {
      expect(after).toMatchObject({ status: 'APPROVED', repaidAmount: 0 });
      expect(paid.statusCode).toBe(409);
    } else {
      expect(paid.statusCode).toBe(200);
      expect(after).toMatchObject({ status: 'DISBURSED', repaidAmount: 1_000_000 });
    }
    await assertMoney(after);
  });
});

describe('the list counters', () => {
  it('should equal counting the contracts after every action above', async () => {
    const db = t.database.db;
    const live = await db
      .select({ day: contracts.submittedOn, status: contracts.status, n: count() })
      .from(contracts)
      .groupBy(contracts.submittedOn, contracts.status);
    const kept = await db.select().from(contractDayCounts).where(ne(contractDayCounts.count, 0));
    const key = (r: { day: string; status: string }) => `${r.day}|${r.status}`;
    expect(new Map(kept.map((r) => [key(r), r.count]))).toEqual(
      new Map(live.map((r) => [key(r), r.n])),
    );
    const [active] = await db
      .select({ n: sql<number>`count(distinct ${contracts.clientId})::int` })
      .from(contracts)
      .where(inArray(contracts.status, ['DISBURSED', 'OVERDUE']));
    const [total] = await db.select().from(contractTotals);
    expect(total?.count).toBe(active?.n);
    const summary = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.summary, {}, { fromDate: '2025-01-01' }),
    });
    expect(summary.json().data.clients).toBe(active?.n);
  });
});
