import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import type { SettlementDto } from '@pawndesk/domain/settlement-api';
import { readPdf } from '@pawndesk/print/testing/read-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { settlementWorld } from '../../testing/settlement-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let w: ContractWorld;
let s: ReturnType<typeof settlementWorld>;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
  s = settlementWorld(t, w);
  await s.setBankAccount(w.branch.id, true);
});
afterAll(async () => {
  await t?.close();
});

type Preview = 'redeemPreview' | 'settlePreview';

function preview(token: string, contract: ContractDto, name: Preview, payload: object) {
  return t.as(token, {
    method: 'POST',
    url: urlOf(contractEndpoints[name], { id: contract.finfluxId }),
    payload,
  });
}

/** A preview answer: the PDF itself, never cached, and its pages' text. */
async function pdfAnswer(response: Awaited<ReturnType<typeof preview>>) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toBe('no-store');
  return readPdf(response.rawPayload);
}

/** The text of the document a settling call filed, read back from the documents' download. */
async function filedPages(response: { json(): { data: SettlementDto } }) {
  return (await s.pdfOf(response.json().data.document)).pages;
}

describe('POST /crm/api/v2/contracts/finflux-{id}:redeem-preview/', () => {
  it('should render the bill the redeem then files, and write nothing', async () => {
    const contract = await s.disbursed();
    const before = await s.stateOf(contract.id);
    const choice = { submissionDate: '2026-11-21', paymentMethod: 'BANK_TRANSFER' };
    const shown = await pdfAnswer(await preview(w.tokens.staff, contract, 'redeemPreview', choice));
    expect(shown.pageCount).toBe(1);
    expect(shown.pages[0]).toContain('TỔNG TIỀN THANH TOÁN 10.550.000 đ');
    expect(shown.pages[0]).toContain('Trần Thị Lan');
    expect(await s.stateOf(contract.id)).toEqual(before);

    const redeemed = await s.post(w.tokens.staff, contract, 'redeem', choice);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await filedPages(redeemed)).toEqual(shown.pages);
  });

  it("should refuse as the redeem refuses: a date out of range (5002), a closed contract (5011), another's access (403), a session (401), a bad body (400)", async () => {
    const contract = await s.disbursed();
    const late = await preview(w.tokens.staff, contract, 'redeemPreview', {
      submissionDate: '2026-11-22',
    });
    expect([late.statusCode, late.json().error.code]).toEqual([
      400,
      errorCodes.invalidRepaymentDate,
    ]);
    const payload = { submissionDate: '2026-11-21' };
    const url = urlOf(contractEndpoints.redeemPreview, { id: contract.finfluxId });
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.as(w.tokens.outsider, { method: 'POST', url, payload })).statusCode).toBe(403);
    const bad = await preview(w.tokens.staff, contract, 'redeemPreview', {
      submissionDate: '21/11/2026',
      paymentMethod: 'CHEQUE',
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, errorCodes.invalidRequest]);

    expect((await s.post(w.tokens.staff, contract, 'redeem', payload)).statusCode).toBe(200);
    const closed = await preview(w.tokens.staff, contract, 'redeemPreview', payload);
    expect([closed.statusCode, closed.json().error.code]).toEqual([
      409,
      errorCodes.redeemClosedError,
    ]);
  });
});

describe('POST /crm/api/v2/contracts/finflux-{id}:settle-preview/', () => {
  it('should render the receipt the settle then files, and write nothing', async () => {
    const contract = await s.disbursed();
    const before = await s.stateOf(contract.id);
    const body = {
      mode: 'REPAYMENT',
      repaidOn: '2026-11-21',
      payments: [
        { type: 'BANK', amount: 5_000_000, transactionDate: '2026-11-21' },
        { type: 'CASH', amount: 5_550_000, transactionDate: '2026-11-20' },
      ],
    };
    const shown = await pdfAnswer(await preview(w.tokens.staff, contract, 'settlePreview', body));
    const text = shown.pages.join(' ');
    expect(text).toContain('BIÊN NHẬN THANH TOÁN HỢP ĐỒNG');
    expect(text).toContain('10.550.000');
    expect(await s.stateOf(contract.id)).toEqual(before);

    const settled = await s.post(w.tokens.staff, contract, 'settle', body);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await filedPages(settled)).toEqual(shown.pages);
  });

  it('should refuse as the settle refuses: a liquidation not allowed (409), an override when repaying (400)', async () => {
    const contract = await s.disbursed();
    const payments = [{ type: 'CASH', amount: 10_550_000, transactionDate: '2026-11-21' }];
    const liquidation = await preview(w.tokens.staff, contract, 'settlePreview', {
      mode: 'LIQUIDATION',
      repaidOn: '2026-11-21',
      payments,
    });
    expect(liquidation.statusCode).toBe(409);
    const override = await preview(w.tokens.staff, contract, 'settlePreview', {
      mode: 'REPAYMENT',
      repaidOn: '2026-11-21',
      overridedOverdueFee: 0,
      payments,
    });
    expect([override.statusCode, override.json().error.code]).toEqual([
      400,
      errorCodes.invalidRequest,
    ]);
  });
});

describe('GET /crm/api/v2/contracts/finflux-{id}/print-preview/', () => {
  it('should render the mortgage contract as a print files it, filing nothing, for any signed-in user', async () => {
    const contract = await w.create();
    const url = urlOf(contractEndpoints.printPreview, { id: contract.finfluxId });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const before = await s.stateOf(contract.id);
    const shown = await pdfAnswer(await t.as(w.tokens.outsider, { method: 'GET', url }));
    expect(shown.pageCount).toBe(3);
    expect(shown.pages.join(' ')).toContain('Trần Thị Lan');
    expect(await s.stateOf(contract.id)).toEqual(before);

    const printed = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.print, { id: contract.finfluxId }),
      payload: { kind: 'MORTGAGE_CONTRACT' },
    });
    expect(printed.statusCode, printed.body).toBe(200);
    expect((await s.pdfOf(printed.json().data)).pages).toEqual(shown.pages);

    const unknown = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.printPreview, { id: 987_654_321 }),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
