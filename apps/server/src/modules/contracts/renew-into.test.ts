import type { ContractDto } from '@pawndesk/domain/contract-api';
import { errorCodes } from '@pawndesk/domain/errors';
import { renewalPayable } from '@pawndesk/domain/renewal';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, notificationOutbox } from '../../db/schema.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { failing, sharedSteps, type Trigger } from '../../testing/failure-injection.ts';
import { settlementWorld } from '../../testing/settlement-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { figuresOf } from './contracts.mapper.ts';

let t: TestApp;
let w: ContractWorld;
let s: ReturnType<typeof settlementWorld>;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
  s = settlementWorld(t, w);
});
afterAll(async () => {
  await t?.close();
});

/**
 * The renewal editor's save on the settlement world's disbursed contract (10,000,000 at 5 % on
 * the postpaid 30-day product, matured 2026-11-18, 3 days late on 2026-11-21): the same loan on
 * the same product, the overdue fee overridden to 30,000, so renewing costs interest 500,000 +
 * 30,000 = 530,000, paid in cash then by bank.
 */
const renewal = () => ({
  product: w.product('Trả sau 30 ngày').id,
  approvedAmount: 10_000_000,
  specialInterestValue: 5,
  renewedOn: '2026-11-21',
  overridedOverdueFee: 30_000,
  payments: [
    { type: 'CASH', amount: 300_000 },
    { type: 'BANK', amount: 230_000 },
  ],
});

const renewInto = (contract: ContractDto, payload: object, token = w.tokens.staff) =>
  s.post(token, contract, 'renewInto', payload);

/** Every row a renewal may write for the former contract, its children and its outbox. */
async function renewalStateOf(contractId: number) {
  const db = t.database.db;
  return {
    ...(await s.stateOf(contractId)),
    children: await db
      .select()
      .from(contracts)
      .where(eq(contracts.parentId, contractId))
      .orderBy(asc(contracts.id)),
    outbox: await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.contractId, contractId)),
    contractCount: (await db.select({ id: contracts.id }).from(contracts)).length,
  };
}

async function notesOf(contractId: number): Promise<string[]> {
  const response = await t.as(w.tokens.staff, {
    method: 'GET',
    url: `/crm/api/v2/contracts/${contractId}/notes/`,
  });
  return response.json().data.items.map((note: { content: string }) => note.content);
}

describe('POST /crm/api/v2/contracts/finflux-{id}:renew-into/', () => {
  it('should renew into a new PENDING contract with its parent, the renew payments, notes on both and the Zalo notice', async () => {
    const old = await s.disbursed();
    const before = await renewalStateOf(old.id);
    // What the domain says renewing into the same loan costs once the override is set.
    const payable = renewalPayable(
      { ...figuresOf(before.contract as NonNullable<typeof before.contract>), overdueFee: 30_000 },
      10_000_000,
    );
    expect(payable).toBe(530_000);

    const response = await renewInto(old, renewal());
    expect(response.statusCode, response.body).toBe(200);
    const child: ContractDto = response.json().data;
    expect(child).toMatchObject({
      status: 'PENDING',
      contractType: 'RENEWAL',
      parent: { id: old.id, finfluxId: old.finfluxId },
      submittedOn: '2026-11-21',
      maturesOn: '2026-12-21',
      approvedAmount: 10_000_000,
      interestAmount: 500_000,
      client: { id: old.client.id },
    });

    const former = (await w.get(old)).data;
    expect(former).toMatchObject({
      status: 'RENEWED',
      renewedOn: '2026-11-21',
      renewalDifference: 0,
      repaidAmount: payable,
      renewal: { id: child.id },
    });
    const after = await renewalStateOf(old.id);
    expect(after.children.map((row) => row.id)).toEqual([child.id]);
    expect(after.transactions.map((row) => [row.action, row.type, row.amount])).toEqual([
      ['RENEW', 'CASH', 300_000],
      ['RENEW', 'BANK', 230_000],
    ]);
    expect(after.fees.map((row) => [row.type, row.amount])).toEqual([['OVERDUE', 30_000]]);
    expect(after.contract).toMatchObject({
      overridedOverdueFee: 30_000,
      chargedOverdueFee: 30_000,
    });
    expect(after.outbox).toEqual([
      expect.objectContaining({
        channel: 'ZALO',
        kind: 'contract-renewed',
        clientId: old.client.id,
        payload: { finfluxId: old.finfluxId, renewalFinfluxId: child.finfluxId },
        sentAt: null,
      }),
    ]);
    expect(await notesOf(old.id)).toEqual(
      expect.arrayContaining([
        'Điều chỉnh phí quá hạn thành 30.000 đ',
        'Thu phí quá hạn 30.000 đ',
        'Thanh toán gia hạn 300.000 đ (tiền mặt)',
        'Thanh toán gia hạn 230.000 đ (chuyển khoản)',
        `Đã gia hạn sang hợp đồng #${child.finfluxId}`,
        'Đã gửi thông báo gia hạn hợp đồng cho khách hàng qua Zalo',
      ]),
    );
    expect(await notesOf(child.id)).toEqual(
      expect.arrayContaining([
        `Tạo hợp đồng gia hạn từ hợp đồng #${old.finfluxId}`,
        `Hợp đồng gia hạn từ hợp đồng #${old.finfluxId}`,
      ]),
    );
  });

  it('should charge the overdue fee of the late days without an override, renew an OVERDUE contract, and queue nothing when the client is not notified', async () => {
    const old = await s.overdue();
    // 90-day product: interest 1,500,000; 3 days late → 3 × 1,500,000 ÷ 90 = 50,000.
    const payments = [{ type: 'CASH', amount: 1_550_000 }];
    const response = await renewInto(old, {
      ...renewal(),
      overridedOverdueFee: null,
      payments,
      notifyClient: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await renewalStateOf(old.id);
    expect(after.contract).toMatchObject({ status: 'RENEWED', chargedOverdueFee: 50_000 });
    expect(after.fees.map((row) => [row.type, row.amount])).toEqual([['OVERDUE', 50_000]]);
    expect(after.outbox).toEqual([]);
  });

  it('should mature the new contract later by the early-renewal days', async () => {
    // Matures 2026-11-30: renewing on 2026-11-21 is 9 days early, so no late days either.
    const old = await s.disbursed({ maturesDate: '2026-11-30' });
    const response = await renewInto(old, {
      ...renewal(),
      overridedOverdueFee: null,
      payments: [{ type: 'CASH', amount: 500_000 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.maturesOn).toBe('2026-12-30');
    const explicit = await s.disbursed({ maturesDate: '2026-11-30' });
    const agreed = await renewInto(explicit, {
      ...renewal(),
      overridedOverdueFee: null,
      earlyRenewalDays: 2,
      payments: [{ type: 'CASH', amount: 500_000 }],
    });
    expect(agreed.json().data.maturesOn).toBe('2026-12-23');
  });

  it.each([
    // adjusted amount, what renewing costs (interest + fee + A§9's adjustment), revaluation note
    [1_000_000, 1_530_000, null],
    [
      2_000_000,
      2_530_000,
      'Định giá lại tài sản (giảm quá 10%, còn 8.000.000 đ): thu thêm lãi 2.000.000 đ',
    ],
  ])(
    'should carry a value adjustment of %s as extra interest (%s) and note a revaluation beyond 10 %%',
    async (adjustedAmount, payable, note) => {
      const old = await s.disbursed();
      const adjusted = await w.call(w.tokens.superuser, {
        method: 'POST',
        url: `/crm/api/v2/contracts/${old.id}:adjust-value/`,
        payload: { adjustedAmount },
      });
      expect(adjusted.statusCode, adjusted.body).toBe(200);
      const response = await renewInto(old, {
        ...renewal(),
        payments: [{ type: 'CASH', amount: payable }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const revaluationNotes = (await notesOf(old.id)).filter((content) =>
        content.startsWith('Định giá lại'),
      );
      expect(revaluationNotes).toEqual(note ? [note] : []);
    },
  );

  it.each([
    ['short of what renewing costs', [{ type: 'CASH', amount: 529_000 }], 'còn thiếu 1.000 đ'],
    [
      'beyond what renewing costs',
      [
        { type: 'CASH', amount: 300_000 },
        { type: 'BANK', amount: 231_000 },
      ],
      'vượt quá số tiền gia hạn (530.000 đ)',
    ],
  ])(
    'should refuse payments %s (INVALID_AMOUNT) and write nothing',
    async (_case, payments, message) => {
      const old = await s.disbursed();
      const before = await renewalStateOf(old.id);
      const response = await renewInto(old, { ...renewal(), payments });
      expect([response.statusCode, response.json().error.code]).toEqual([
        400,
        errorCodes.invalidAmount,
      ]);
      expect(response.json().error.message).toContain(message);
      expect(await renewalStateOf(old.id)).toEqual(before);
    },
  );

  it.each([
    ['after today', '2026-11-22'],
    ["before the former contract's submission date", '2026-11-11'],
  ])('should refuse a renewal date %s (INVALID_RENEWAL_DATE)', async (_case, renewedOn) => {
    const old = await s.disbursed();
    const before = await renewalStateOf(old.id);
    const response = await renewInto(old, { ...renewal(), renewedOn });
    expect([response.statusCode, response.json().error.code]).toEqual([
      400,
      errorCodes.invalidRenewalDate,
    ]);
    expect(await renewalStateOf(old.id)).toEqual(before);
  });

  it('should refuse a maturity not after the renewal date (INVALID_MATURITY_DATE)', async () => {
    const old = await s.disbursed();
    const response = await renewInto(old, { ...renewal(), maturesDate: '2026-11-21' });
    expect([response.statusCode, response.json().error.code]).toEqual([
      400,
      errorCodes.invalidMaturityDate,
    ]);
  });

  it('should refuse a contract that is not disbursed or overdue with the spec messages', async () => {
    const pending = await w.create();
    const refused = await renewInto(pending, renewal());
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      'Hợp đồng này không thể gia hạn',
    ]);
    const settled = await s.disbursed();
    const repaid = await s.post(w.tokens.staff, settled, 'settle', {
      mode: 'REPAYMENT',
      repaidOn: '2026-11-21',
      payments: [{ type: 'CASH', amount: 10_550_000, transactionDate: '2026-11-21' }],
    });
    expect(repaid.statusCode, repaid.body).toBe(200);
    const closed = await renewInto(settled, renewal());
    expect([closed.statusCode, closed.json().error.message]).toEqual([409, 'Hợp đồng đã đóng']);
  });

  it('should answer 401 without a session, 403 without contract_access and 400 on a malformed body', async () => {
    const old = await s.disbursed();
    const before = await renewalStateOf(old.id);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/crm/api/v2/contracts/finflux-${old.finfluxId}:renew-into/`,
      payload: renewal(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await renewInto(old, renewal(), w.tokens.outsider)).statusCode).toBe(403);
    const { approvedAmount: _dropped, ...incomplete } = renewal();
    const malformed = await renewInto(old, incomplete);
    expect([malformed.statusCode, malformed.json().error.code]).toEqual([
      400,
      errorCodes.invalidRequest,
    ]);
    const badPayment = await renewInto(old, {
      ...renewal(),
      payments: [{ type: 'GOLD', amount: 530_000 }],
    });
    expect(badPayment.statusCode).toBe(400);
    expect(await renewalStateOf(old.id)).toEqual(before);
  });

  it('should renew once when two saves race: one 200, one 409, one new contract', async () => {
    const old = await s.disbursed();
    const responses = await Promise.all([renewInto(old, renewal()), renewInto(old, renewal())]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().error.message).toBe('Hợp đồng này không thể gia hạn');
    const after = await renewalStateOf(old.id);
    expect(after.contract?.status).toBe('RENEWED');
    expect(after.children).toHaveLength(1);
    expect(after.transactions).toHaveLength(2);
    expect(after.outbox).toHaveLength(1);
  });
});

/** Each write of B§4's sequence, failed for this former contract (or its new child) only. */
const steps: [string, Trigger][] = [
  ['the override fails', sharedSteps.overdueFeeOverride],
  ['charging the overdue fee difference fails', sharedSteps.overdueFeeCharge],
  [
    'creating the new contract fails',
    { table: 'contracts', event: 'INSERT', when: (c) => `new.parent_id = ${c.id}` },
  ],
  [
    "the new contract's note fails",
    {
      table: 'contract_notes',
      event: 'INSERT',
      when: (c) => `new.content = 'Tạo hợp đồng gia hạn từ hợp đồng #${c.finfluxId}'`,
    },
  ],
  ['posting the first renew payment (cash) fails', sharedSteps.cashPayment],
  ['posting the second renew payment (bank) fails', sharedSteps.bankPayment],
  [
    'renewing the former contract fails',
    {
      table: 'contracts',
      event: 'UPDATE',
      when: (c) => `new.id = ${c.id} and new.status = 'RENEWED'`,
    },
  ],
  [
    "the new contract's renewal note fails",
    {
      table: 'contract_notes',
      event: 'INSERT',
      when: (c) => `new.content = 'Hợp đồng gia hạn từ hợp đồng #${c.finfluxId}'`,
    },
  ],
  [
    'queuing the Zalo renewal notice fails',
    {
      table: 'notification_outbox',
      event: 'INSERT',
      when: (c) => `new.contract_id = ${c.id}`,
    },
  ],
  [
    "the last write (the notice's audit row) fails",
    {
      table: 'audit_events',
      event: 'INSERT',
      when: (c) =>
        `new.entity_id = '${c.id}' and new.action = 'contract.renewed-notification-sent'`,
    },
  ],
];

describe('renew-into: a failure at any step leaves both contracts exactly as they were', () => {
  it.each(steps)('should write nothing when %s', async (_step, trigger) => {
    const old = await s.disbursed();
    const before = await renewalStateOf(old.id);
    const drop = await failing(t, trigger, old);
    try {
      const response = await renewInto(old, renewal());
      expect(response.statusCode, response.body).toBe(500);
    } finally {
      await drop();
    }
    expect(await renewalStateOf(old.id)).toEqual(before);
    // The same save goes through once nothing fails: the failure was the injected one.
    const retried = await renewInto(old, renewal());
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await renewalStateOf(old.id)).children).toHaveLength(1);
  });
});
