import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contracts, notificationOutbox } from '../../db/schema.ts';
import { runOverdueSwitch } from '../../jobs/overdue.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let w: ContractWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const pngBytes = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8,
]);

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----pawndesk-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="path"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /crm/api/v2/contracts/', () => {
  it('should create a PENDING contract with the figures of the domain', async () => {
    const contract = await w.create();
    expect(contract).toMatchObject({
      status: 'PENDING',
      contractType: 'NEW',
      submittedOn: '2026-11-21',
      maturesOn: '2026-12-21',
      dueDate: '2026-12-21',
      approvedAmount: 10_000_000,
      principalAmount: 10_000_000,
      interestAmount: 500_000,
      roundingFee: 0,
      receivedAmount: 10_000_000,
      totalDue: 10_500_000,
      allowedActions: ['approve', 'reject', 'edit'],
    });
    expect(contract.finfluxId).toBe(contract.mifosId);
    expect(contract.finfluxId).toBeGreaterThanOrEqual(100001);
  });

  it.each([
    ['a rate above the postpaid cap', { specialInterestValue: 8.5 }, 'tối đa 8%'],
    ['a rate outside the product', { specialInterestValue: 2 }, 'từ 3% đến 8%'],
    [
      'an amount above the valuation',
      { approvedAmount: 30_000_000 },
      'Giá cầm lớn hơn giá thẩm định',
    ],
    [
      'a date 11 days back',
      { submittedOn: '2026-11-10' },
      `"code":${errorCodes.invalidDisbursementDate}`,
    ],
  ])('should refuse %s with 400', async (_label, change, message) => {
    await expect(w.create(change)).rejects.toThrow(message);
  });

  it.each([
    [
      'an amount above the valuation',
      { approvedAmount: 30_000_000 },
      errorCodes.approvedAmountGreaterThanValuatedAmount,
    ],
    ['a date 11 days back', { submittedOn: '2026-11-10' }, errorCodes.invalidDisbursementDate],
    [
      'a maturity not after the disbursement',
      { submittedOn: '2026-11-20', maturesDate: '2026-11-20' },
      errorCodes.invalidMaturityDate,
    ],
  ])('should refuse %s with its named code', async (_label, change, code) => {
    const existing = await w.create();
    const response = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.create),
      payload: {
        client: existing.client.id,
        asset: existing.asset.id,
        product: w.product('Trả sau 30 ngày').id,
        approvedAmount: 10_000_000,
        specialInterestValue: 5,
        ...change,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
  });

  it('should refuse a malformed body with 400/1000 and a caller without contract_access with 403', async () => {
    const bad = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.create),
      payload: { client: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(errorCodes.invalidRequest);
    const denied = await t.as(w.tokens.outsider, {
      method: 'POST',
      url: urlOf(contractEndpoints.create),
      payload: {},
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('the lifecycle: approve → disburse → partial repay → retract → waive', () => {
  it('should move money and status exactly, with notes and audit rows', async () => {
    const created = await w.create();
    const approved = await w.action(w.tokens.staff, created, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.data).toMatchObject({ status: 'APPROVED', approvedOn: '2026-11-21' });
    expect(approved.data.allowedActions).toEqual(['disburse']);

    const again = await w.action(w.tokens.staff, created, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(errorCodes.conflict);

    const disbursed = await w.action(w.tokens.staff, created, 'disburse', { type: 'bank' });
    expect(disbursed.data).toMatchObject({
      status: 'DISBURSED',
      disburseType: 'BANK',
      disbursementAmount: 10_000_000,
      asset: { status: 'IN_STORAGE' },
    });

    const partial = await w.pay(created, {
      registeredOn: '2026-11-21',
      type: 'CASH',
      amount: 3_000_000,
      action: 'repay',
    });
    expect(partial.statusCode).toBe(200);
    // 2.5 million beyond the interest is principal paid back, not a negative renew amount.
    expect(partial.data).toMatchObject({
      repaidAmount: 3_000_000,
      totalOutstanding: 7_500_000,
      toRenew: 0,
      principalPaidBack: 2_500_000,
    });

    const list = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.transactions, { id: created.id }, { pageSize: -1 }),
    });
    const [row] = list.json().data.items;
    expect(row).toMatchObject({
      amount: 3_000_000,
      action: 'REPAY',
      status: 'REGISTERED',
      retractable: true,
    });

    const retracted = await w.call(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.retractTransaction, { id: created.id, tid: row.id }),
    });
    expect(retracted.statusCode).toBe(200);
    expect(retracted.data).toMatchObject({ repaidAmount: 0, totalOutstanding: 10_500_000 });
    const twice = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.retractTransaction, { id: created.id, tid: row.id }),
    });
    expect(twice.statusCode).toBe(409);

    const waived = await w.pay(created, {
      registeredOn: '2026-11-21',
      type: 'CASH',
      amount: 200_000,
      action: 'WAIVE',
    });
    expect(waived.data).toMatchObject({ waivedAmount: 200_000, totalDue: 10_300_000 });
    const tooMuch = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.addTransaction, { id: created.id }),
      payload: { registeredOn: '2026-11-21', type: 'CASH', amount: 400_000, action: 'waive' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.code).toBe(errorCodes.invalidAmount);

    const notes = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.notes, { id: created.id }, { pageSize: -1 }),
    });
    const contents = notes.json().data.items.map((note: { content: string }) => note.content);
    expect(contents).toEqual(
      expect.arrayContaining([
        'Tạo hợp đồng mới',
        'Đã duyệt hợp đồng',
        'Đã giải ngân hợp đồng bằng chuyển khoản: 10.000.000 đ',
      ]),
    );
    expect(contents.some((c: string) => c.startsWith('Đã hoàn tác giao dịch'))).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'contract'), eq(auditEvents.entityId, String(created.id))));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'contract.created',
        'contract.approved',
        'contract.disbursed',
        'contract.transaction-added',
        'contract.transaction-retracted',
      ]),
    );
  });

  it('should refuse a transaction dated before the latest one or after today', async () => {
    const c = await w.create({ submittedOn: '2026-11-15' });
    await w.action(w.tokens.staff, c, 'approve');
    await w.action(w.tokens.staff, c, 'disburse', { disbursedOn: '2026-11-15' });
    await w.pay(c, { registeredOn: '2026-11-18', type: 'CASH', amount: 100_000, action: 'repay' });
    for (const registeredOn of ['2026-11-17', '2026-11-22', '2026-11-14']) {
      const response = await t.as(w.tokens.staff, {
        method: 'POST',
        url: urlOf(contractEndpoints.addTransaction, { id: c.id }),
        payload: { registeredOn, type: 'CASH', amount: 100_000, action: 'repay' },
      });
      expect(response.statusCode, registeredOn).toBe(400);
      expect(response.json().error.code).toBe(errorCodes.invalidTransactionDate);
    }
  });
});

describe('named refusals', () => {
  it('should refuse action dates after today and redeeming a pending contract by their codes', async () => {
    const c = await w.create();
    const pending = await w.action(w.tokens.staff, c, 'repay', { repaidOn: '2026-11-21' });
    expect([pending.statusCode, pending.json().error.code]).toEqual([409, errorCodes.redeemError]);
    await w.action(w.tokens.staff, c, 'approve');
    const disburse = await w.action(w.tokens.staff, c, 'disburse', { disbursedOn: '2026-11-22' });
    expect(disburse.json().error.code).toBe(errorCodes.invalidDisbursementDate);
    await w.action(w.tokens.staff, c, 'disburse');
    const repay = await w.action(w.tokens.staff, c, 'repay', { repaidOn: '2026-11-22' });
    expect(repay.json().error.code).toBe(errorCodes.invalidRepaymentDate);
    const renew = await w.action(w.tokens.staff, c, 'renew', { renewedOn: '2026-11-22' });
    expect(renew.json().error.code).toBe(errorCodes.invalidRenewalDate);
    const overpaid = await w.pay(c, {
      registeredOn: '2026-11-21',
      type: 'CASH',
      amount: 10_500_001,
      action: 'repay',
    });
    expect([overpaid.statusCode, overpaid.json().error.code]).toEqual([
      400,
      errorCodes.invalidAmount,
    ]);
  });
});

describe('prepaid contracts', () => {
  it('should book the prepaid interest and the discount at disbursal, not retractable, and undo them with the disbursal', async () => {
    const c = await w.create({
      product: w.product('Trả trước 30 ngày').id,
      specialInterestValue: 6.5,
      promotion: 1,
    });
    expect(c).toMatchObject({
      interestAmount: 650_000,
      discountAmount: 130_000,
      receivedAmount: 9_480_000,
      isAdvance: true,
    });
    await w.action(w.tokens.staff, c, 'approve');
    const disbursed = await w.action(w.tokens.staff, c, 'disburse');
    expect(disbursed.data).toMatchObject({
      repaidAmount: 520_000,
      waivedAmount: 130_000,
      totalOutstanding: 10_000_000,
      disburseType: 'CASH',
    });
    const rows = (
      await t.as(w.tokens.staff, {
        method: 'GET',
        url: urlOf(contractEndpoints.transactions, { id: c.id }),
      })
    ).json().data.items;
    expect(rows.map((r: { retractable: boolean }) => r.retractable)).toEqual([false, false]);
    const undone = await w.action(w.tokens.undoer, c, 'undo-disbursal');
    expect(undone.data).toMatchObject({
      status: 'APPROVED',
      repaidAmount: 0,
      waivedAmount: 0,
      disbursedOn: null,
      asset: { status: 'PENDING' },
    });
  });
});

describe('live events', () => {
  it('should tell the payment-reminder channel when an action changes what is due, only on commit', async () => {
    const events: {
      channel: string;
      data: { type: string; contract?: { id: number; status: string } };
    }[] = [];
    const stop = await t.database.listen('pawndesk_live', (payload) =>
      events.push(JSON.parse(payload)),
    );
    try {
      const c = await w.create();
      await w.action(w.tokens.staff, c, 'approve');
      await w.action(w.tokens.staff, c, 'approve');
      await expect.poll(() => events.filter((e) => e.data.contract?.id === c.id).length).toBe(2);
      const mine = events.filter((e) => e.data.contract?.id === c.id);
      expect(mine.map((e) => [e.channel, e.data.type, e.data.contract?.status])).toEqual([
        ['payment-reminder', 'contract', 'PENDING'],
        ['payment-reminder', 'contract', 'APPROVED'],
      ]);
    } finally {
      await stop();
    }
  });
});

describe('reject', () => {
  it('should require a cancel reason and end the contract', async () => {
    const c = await w.create();
    expect((await w.action(w.tokens.staff, c, 'reject', {})).statusCode).toBe(400);
    const rejected = await w.action(w.tokens.staff, c, 'reject', { cancelReason: 'fraud' });
    expect(rejected.data).toMatchObject({
      status: 'REJECTED',
      cancelReason: 'FRAUD',
      allowedActions: [],
    });
    expect((await w.action(w.tokens.staff, c, 'approve')).statusCode).toBe(409);
  });
});

describe('undo', () => {
  it('should need undo_contract, keep the 3-day window, and exempt the superuser', async () => {
    const c = await w.create();
    await w.action(w.tokens.staff, c, 'approve');
    expect((await w.action(w.tokens.staff, c, 'undo-approval')).statusCode).toBe(403);
    await t.database.db
      .update(contracts)
      .set({ approvedOn: '2026-11-17' })
      .where(eq(contracts.id, c.id));
    const late = await w.action(w.tokens.undoer, c, 'undo-approval');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Đã quá 3 ngày, không thể hoàn tác');
    const forced = await w.action(w.tokens.superuser, c, 'undo-approval');
    expect(forced.data).toMatchObject({ status: 'PENDING', approvedOn: null });
  });

  it('should refuse to undo a disbursal once staff posted money on it', async () => {
    const c = await w.create();
    await w.action(w.tokens.staff, c, 'approve');
    await w.action(w.tokens.staff, c, 'disburse');
    await w.pay(c, { registeredOn: '2026-11-21', type: 'CASH', amount: 100_000, action: 'repay' });
    const refused = await w.action(w.tokens.undoer, c, 'undo-disbursal');
    expect(refused.statusCode).toBe(409);
  });
});

describe('repay in full, and undo', () => {
  it('should settle only when everything is paid, release the asset, and undo exactly', async () => {
    const c = await w.create();
    await w.action(w.tokens.staff, c, 'approve');
    await w.action(w.tokens.staff, c, 'disburse');
    const early = await w.action(w.tokens.staff, c, 'repay', { repaidOn: '2026-11-21' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('còn thiếu 10.500.000 đ');
    const before = (
      await w.pay(c, {
        registeredOn: '2026-11-21',
        type: 'CASH',
        amount: 10_500_000,
        action: 'repay',
      })
    ).data;
    const repaid = await w.action(w.tokens.staff, c, 'repay', { repaidOn: '2026-11-21' });
    expect(repaid.data).toMatchObject({
      status: 'REPAID',
      repaidOn: '2026-11-21',
      asset: { status: 'RELEASED' },
      allowedActions: [],
    });
    const undone = await w.action(w.tokens.undoer, c, 'undo-repayment');
    const { allowedActions: _a, ...after } = undone.data;
    const { allowedActions: _b, ...expected } = before;
    expect(after).toEqual(expected);
  });

  it('should charge the overdue fee by the formula when amount is −1', async () => {
    const c = await w.create({ submittedOn: '2026-11-11', maturesDate: '2026-11-14' });
    await w.action(w.tokens.staff, c, 'approve');
    await w.action(w.tokens.staff, c, 'disburse', { disbursedOn: '2026-11-11' });
    const charged = await w.call(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.chargeFee, { id: c.id }),
      payload: { registeredOn: '2026-11-21', amount: -1, type: 'overdue' },
    });
    // 7 late days × 500,000 ÷ 30 = 116,666.67 → 117,000.
    expect(charged.data).toMatchObject({
      chargedOverdueFee: 117_000,
      lateDays: 7,
      overdueFee: 117_000,
      totalDue: 10_617_000,
    });
    const overridden = await w.call(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.overrideOverdueFee, { id: c.id }),
      payload: { overridedOverdueFee: 50_000 },
    });
    expect(overridden.data).toMatchObject({ overdueFee: 50_000, totalDue: 10_550_000 });
  });
});

describe('renewal', () => {
  it('should renew into a child, note both, and undo from the child', async () => {
    const old = await w.create();
    await w.action(w.tokens.staff, old, 'approve');
    await w.action(w.tokens.staff, old, 'disburse');
    const noChild = await w.action(w.tokens.staff, old, 'renew', { renewedOn: '2026-11-21' });
    expect(noChild.statusCode).toBe(409);
    const child = await w.create({ parent: old.id });
    expect(child).toMatchObject({ contractType: 'RENEWAL', parent: { id: old.id } });
    // Renew amount = interest 500,000 with no renewal difference: it must be paid first.
    const short = await w.action(w.tokens.staff, old, 'renew', { renewedOn: '2026-11-21' });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toContain('còn thiếu 500.000 đ');
    await w.pay(old, {
      registeredOn: '2026-11-21',
      type: 'CASH',
      amount: 500_000,
      action: 'renew',
    });
    const renewed = await w.action(w.tokens.staff, old, 'renew', { renewedOn: '2026-11-21' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.data).toMatchObject({
      status: 'RENEWED',
      renewalDifference: 0,
      repaidAmount: 500_000,
      renewal: { id: child.id },
    });
    const childNotes = (
      await t.as(w.tokens.staff, {
        method: 'GET',
        url: urlOf(contractEndpoints.notes, { id: child.id }),
      })
    ).json().data.items;
    expect(childNotes.map((n: { content: string }) => n.content)).toContain(
      `Hợp đồng gia hạn từ hợp đồng #${old.finfluxId}`,
    );
    const dup = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.create),
      payload: {
        client: 1,
        asset: 1,
        product: 1,
        approvedAmount: 1_000_000,
        specialInterestValue: 6.5,
        parent: old.id,
      },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Hợp đồng này không thể gia hạn');
    const undone = await w.action(w.tokens.undoer, child, 'undo-renewal');
    expect(undone.data).toMatchObject({ status: 'REJECTED', cancelReason: 'UNDO_RENEWAL' });
    expect((await w.get(old)).data).toMatchObject({
      status: 'DISBURSED',
      renewedOn: null,
      renewalDifference: 0,
      repaidAmount: 0,
    });
  });
});

describe('status, value adjustment, fees list and the renewed notification', () => {
  it('should approve through PUT status ACTIVE and close a redeemed contract with its payment', async () => {
    const c = await w.create({ submittedOn: '2026-11-12', maturesDate: '2026-11-18' });
    const active = await w.call(w.tokens.staff, {
      method: 'PUT',
      url: urlOf(contractEndpoints.status, { id: c.id }),
      payload: { status: 'ACTIVE' },
    });
    expect(active.data.status).toBe('APPROVED');
    await w.action(w.tokens.staff, c, 'disburse', { disbursedOn: '2026-11-12' });
    const closed = await w.call(w.tokens.staff, {
      method: 'PUT',
      url: urlOf(contractEndpoints.status, { id: c.id }),
      payload: { status: 'CLOSED', submissionDate: '2026-11-21', paymentMethod: 'BANK_TRANSFER' },
    });
    // 3 late days × 500,000 ÷ 30 = 50,000 overdue fee, charged before the payment.
    expect(closed.data).toMatchObject({
      status: 'CLOSED',
      closedOn: '2026-11-21',
      chargedOverdueFee: 50_000,
      repaidAmount: 10_550_000,
      totalOutstanding: 0,
      asset: { status: 'RELEASED' },
    });
    const rows = (
      await t.as(w.tokens.staff, {
        method: 'GET',
        url: urlOf(contractEndpoints.transactions, { id: c.id }),
      })
    ).json().data.items;
    expect(rows[0]).toMatchObject({ type: 'BANK', amount: 10_550_000, manual: false });
    const fees = (
      await t.as(w.tokens.staff, {
        method: 'GET',
        url: urlOf(contractEndpoints.fees, { id: c.id }),
      })
    ).json().data;
    expect(fees.items).toMatchObject([
      { type: 'OVERDUE', amount: 50_000, registeredOn: '2026-11-21' },
    ]);
    const again = await t.as(w.tokens.staff, {
      method: 'PUT',
      url: urlOf(contractEndpoints.status, { id: c.id }),
      payload: { status: 'CLOSED' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Hợp đồng đã đóng');
    expect(again.json().error.code).toBe(errorCodes.redeemClosedError);
  });

  it('should adjust the value of an active contract, never above the approved amount', async () => {
    const c = await w.create();
    const pending = await t.as(w.tokens.superuser, {
      method: 'POST',
      url: urlOf(contractEndpoints.adjustValue, { id: c.id }),
      payload: { adjustedAmount: 1_000_000 },
    });
    expect(pending.statusCode).toBe(409);
    await w.action(w.tokens.staff, c, 'approve');
    await w.action(w.tokens.staff, c, 'disburse');
    // value_adjustment_access, not contract_access, opens the call (A§2.10).
    const reader = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.adjustValue, { id: c.id }),
      payload: { adjustedAmount: 1_000_000 },
    });
    expect(reader.statusCode).toBe(403);
    const tooMuch = await t.as(w.tokens.superuser, {
      method: 'POST',
      url: urlOf(contractEndpoints.adjustValue, { id: c.id }),
      payload: { adjustedAmount: 10_000_001 },
    });
    // adjustedAmount above the approved amount: the new price would be below 0 (B§5).
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.code).toBe(errorCodes.invalidPositiveNumber);
    const above = await t.as(w.tokens.superuser, {
      method: 'POST',
      url: urlOf(contractEndpoints.adjustValue, { id: c.id }),
      payload: { adjustedAmount: -1 },
    });
    expect([above.statusCode, above.json().error.code]).toEqual([
      400,
      errorCodes.newPriceGreaterOldPrice,
    ]);
    const adjusted = await w.call(w.tokens.superuser, {
      method: 'POST',
      url: urlOf(contractEndpoints.adjustValue, { id: c.id }),
      payload: { adjustedAmount: 2_000_000 },
    });
    expect(adjusted.data).toMatchObject({
      adjustedAmount: 2_000_000,
      hasValueAdjustment: true,
      toRenew: 2_500_000,
    });
    const listed = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.list, {}, { hasValueAdjustment: 1, pageSize: 200 }),
    });
    expect(listed.json().data.items.map((i: { id: number }) => i.id)).toContain(c.id);
  });

  it('should queue the renewed notification for superusers only', async () => {
    const old = await w.create();
    await w.action(w.tokens.staff, old, 'approve');
    await w.action(w.tokens.staff, old, 'disburse');
    const child = await w.create({ parent: old.id, approvedAmount: 12_000_000 });
    await w.action(w.tokens.staff, old, 'renew', { renewedOn: '2026-11-21' });
    const url = urlOf(contractEndpoints.sendRenewedNotification, { id: old.id });
    expect((await t.as(w.tokens.undoer, { method: 'POST', url })).statusCode).toBe(403);
    const sent = await t.as(w.tokens.superuser, { method: 'POST', url });
    expect(sent.statusCode).toBe(200);
    const queued = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.contractId, old.id));
    expect(queued).toMatchObject([
      {
        channel: 'ZALO',
        kind: 'contract-renewed',
        payload: { finfluxId: old.finfluxId, renewalFinfluxId: child.finfluxId },
        sentAt: null,
      },
    ]);
  });
});

describe('nightly overdue switch', () => {
  it('should turn matured DISBURSED contracts OVERDUE once, with a note, and allow liquidation fees then', async () => {
    const c = await w.create({ submittedOn: '2026-11-12', maturesDate: '2026-11-20' });
    await w.action(w.tokens.staff, c, 'approve');
    await w.action(w.tokens.staff, c, 'disburse', { disbursedOn: '2026-11-12' });
    const tooEarly = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.chargeFee, { id: c.id }),
      payload: { registeredOn: '2026-11-21', amount: -1, type: 'liquidization' },
    });
    expect(tooEarly.statusCode).toBe(409);
    const first = await runOverdueSwitch(t.database.db, t.clock.clock);
    expect(first.ran).toBe(true);
    expect(first.switched).toBeGreaterThanOrEqual(1);
    expect((await w.get(c)).data.status).toBe('OVERDUE');
    expect(await runOverdueSwitch(t.database.db, t.clock.clock)).toEqual({
      ran: true,
      switched: 0,
    });
    const fee = await w.call(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.chargeFee, { id: c.id }),
      payload: { registeredOn: '2026-11-21', amount: -1, type: 'liquidization', rate: 10 },
    });
    // (10,000,000 + 500,000 + 0) × 10 % = 1,050,000.
    expect(fee.data).toMatchObject({ liquidationFee: 1_050_000, status: 'OVERDUE' });
  });
});

describe('lists and reads', () => {
  it('should list with the summary, filter by status, and search by contract number', async () => {
    const c = await w.create();
    const response = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(
        contractEndpoints.list,
        {},
        { status: ['PENDING', 'APPROVED'], fromDate: '2026-01-01', pageSize: 5 },
      ),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.items.length).toBeLessThanOrEqual(5);
    expect(
      data.items.every((i: { status: string }) => ['PENDING', 'APPROVED'].includes(i.status)),
    ).toBe(true);
    expect(data.summary.pending).toBeGreaterThanOrEqual(1);
    expect(data.summary.clients).toBeGreaterThanOrEqual(1);
    const found = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.search, {}, { term: c.finfluxId }),
    });
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toEqual([c.id]);
    const bad = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.list, {}, { status: 'NOPE' }),
    });
    expect(bad.statusCode).toBe(400);
    const denied = await t.as(w.tokens.outsider, {
      method: 'GET',
      url: urlOf(contractEndpoints.list),
    });
    expect(denied.statusCode).toBe(403);
    const summary = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.summary),
    });
    expect(summary.json().data).toMatchObject({
      pending: expect.any(Number),
      clients: expect.any(Number),
    });
  });

  it('should answer the main API reads by mifos id and the client lists', async () => {
    const c = await w.create();
    const schedule = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.repaymentSchedule, { id: c.mifosId }),
    });
    expect(schedule.json().data.periods).toEqual([
      {
        period: 1,
        fromDate: '2026-11-21',
        dueDate: '2026-12-21',
        principalDue: 10_000_000,
        interestDue: 500_000,
        totalDue: 10_500_000,
      },
    ]);
    const summary = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.detailByMifos, { id: c.mifosId }),
    });
    expect(summary.json().data.id).toBe(c.id);
    const collateral = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.collateralInfo, { id: c.id }),
    });
    expect(collateral.json().data).toMatchObject({
      assetId: c.asset.id,
      originContract: { id: c.id },
      valuatedAmount: 20_000_000,
    });
    const pending = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.clientContracts, { id: c.client.id }),
    });
    expect(pending.json().data.items.map((i: { id: number }) => i.id)).toEqual([c.id]);
    const active = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.clientActiveContracts, { id: c.client.id }),
    });
    expect(active.json().data).toEqual({ items: [], total: 0 });
    const client = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(clientEndpoints.detail, { id: c.client.id }),
    });
    expect(client.json().data).toMatchObject({ numberOfContracts: 1, numberOfActiveContracts: 0 });
    const asset = await t.as(w.tokens.superuser, {
      method: 'GET',
      url: urlOf(assetEndpoints.detail, { id: c.asset.id }),
    });
    expect(asset.json().data.contracts).toEqual([c.finfluxId]);
    const productsList = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.products),
    });
    expect(productsList.json().data.items[0]).toMatchObject({
      productName: 'Trả trước 30 ngày',
      prepaid: true,
    });
    expect(
      (await t.as(w.tokens.staff, { method: 'GET', url: '/api/v1/promotions/9999/' })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(w.tokens.staff, { method: 'GET', url: '/crm/api/v2/contracts/finflux-1/' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('notes and documents', () => {
  it('should add notes, refuse blank ones, upload with type 4 by default and archive', async () => {
    const c = await w.create();
    const blank = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.addNote, { id: c.id }),
      payload: { content: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const note = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.addNote, { id: c.id }),
      payload: { content: 'Khách hẹn thứ hai' },
    });
    expect(note.json().data).toMatchObject({
      content: 'Khách hẹn thứ hai',
      createdBy: { lastName: 'Nguyễn' },
    });
    const upload = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(documentEndpoints.uploadContractDocument, { id: c.id }),
      ...multipart({}, { name: 'hop-dong.png', bytes: pngBytes }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().data).toMatchObject({ typeId: 4, contentType: 'image/png' });
    const spoofed = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(documentEndpoints.uploadContractDocument, { id: c.id }),
      ...multipart(
        { type: '4' },
        { name: 'virus.png', bytes: Buffer.from('MZ not an image at all') },
      ),
    });
    expect(spoofed.statusCode).toBe(400);
    const archived = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(documentEndpoints.archiveContractDocument, { id: upload.json().data.id }),
    });
    expect(archived.statusCode).toBe(200);
    const list = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(documentEndpoints.contractDocuments, { id: c.id }, { pageSize: -1 }),
    });
    expect(list.json().data.total).toBe(0);
  });

  it('should note several contracts in one call, and none of them when one is missing', async () => {
    const first = await w.create();
    const second = await w.create();
    const notesOf = async (id: number) =>
      (
        await t.as(w.tokens.staff, {
          method: 'GET',
          url: urlOf(contractEndpoints.notes, { id }, { pageSize: -1 }),
        })
      )
        .json()
        .data.items.map((note: { content: string }) => note.content);
    const missing = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.addNotes),
      payload: { contractIds: [first.id, 999_999], content: 'Gọi lại chiều nay' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await notesOf(first.id)).not.toContain('Gọi lại chiều nay');
    const repeated = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.addNotes),
      payload: { contractIds: [first.id, first.id], content: 'Gọi lại chiều nay' },
    });
    expect(repeated.statusCode).toBe(400);
    const noted = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.addNotes),
      payload: { contractIds: [second.id, first.id], content: ' Gọi lại chiều nay ' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data).toHaveLength(2);
    expect(noted.json().data[0]).toMatchObject({
      content: 'Gọi lại chiều nay',
      createdBy: { lastName: 'Nguyễn' },
    });
    expect(await notesOf(first.id)).toContain('Gọi lại chiều nay');
    expect(await notesOf(second.id)).toContain('Gọi lại chiều nay');
  });
});

describe('edit', () => {
  it('should edit a pending contract within 3 days and recompute its figures', async () => {
    const c = await w.create();
    const edited = await w.call(w.tokens.staff, {
      method: 'PUT',
      url: urlOf(contractEndpoints.update, { id: c.id }),
      payload: {
        client: c.client.id,
        asset: c.asset.id,
        product: c.product.id,
        approvedAmount: 8_000_000,
        specialInterestValue: 6,
      },
    });
    expect(edited.data).toMatchObject({ approvedAmount: 8_000_000, interestAmount: 480_000 });
    await w.action(w.tokens.staff, c, 'approve');
    const late = await t.as(w.tokens.staff, {
      method: 'PUT',
      url: urlOf(contractEndpoints.update, { id: c.id }),
      payload: {
        client: c.client.id,
        asset: c.asset.id,
        product: c.product.id,
        approvedAmount: 8_000_000,
        specialInterestValue: 6,
      },
    });
    expect(late.statusCode).toBe(409);
  });
});
