import type { ContractDto, FeeDto, TransactionDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { DocumentDto } from '@pawndesk/domain/document-api';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import type { RedeemInfoDto, SettlementDto } from '@pawndesk/domain/settlement-api';
import { vietQrPayload } from '@pawndesk/domain/vietqr';
import { readQrCodes } from '@pawndesk/print/testing/read-qr';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetCategories,
  assets,
  cashLogCategories,
  cashLogs,
  clients,
  contracts,
  funds,
  locations,
  storages,
} from '../../db/schema.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { buildAsset, buildUser } from '../../testing/factories.ts';
import { settlementWorld, testBankAccount } from '../../testing/settlement-world.ts';
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

const settled = (response: { json(): { data: SettlementDto } }) => response.json().data;

async function transactionsOf(contract: ContractDto): Promise<TransactionDto[]> {
  const response = await t.as(w.tokens.staff, {
    method: 'GET',
    url: urlOf(contractEndpoints.transactions, { id: contract.id }),
  });
  return response.json().data.items;
}

async function feesOf(contract: ContractDto): Promise<FeeDto[]> {
  const response = await t.as(w.tokens.staff, {
    method: 'GET',
    url: urlOf(contractEndpoints.fees, { id: contract.id }),
  });
  return response.json().data.items;
}

async function notesOf(contract: ContractDto): Promise<string[]> {
  const response = await t.as(w.tokens.staff, {
    method: 'GET',
    url: urlOf(contractEndpoints.notes, { id: contract.id }),
  });
  return response.json().data.items.map((note: { content: string }) => note.content);
}

async function documentsOf(contract: ContractDto): Promise<DocumentDto[]> {
  const response = await t.as(w.tokens.staff, {
    method: 'GET',
    url: urlOf(documentEndpoints.contractDocuments, { id: contract.id }, { pageSize: -1 }),
  });
  return response.json().data.items;
}

describe('GET /crm/api/v2/contracts/finflux-{id}/redeem-info/', () => {
  it('should answer the redeem form with the detail figures of today, the full address, the storage and the bank account', async () => {
    const contract = await s.disbursed();
    const [province] = await t.database.db
      .insert(locations)
      .values({
        tree: 'current',
        code: 'T01',
        name: 'Thành phố Hà Nội',
        shortName: 'Hà Nội',
        type: 'Thành phố',
        level: 1,
      })
      .returning();
    const [ward] = await t.database.db
      .insert(locations)
      .values({
        tree: 'current',
        code: 'T00167',
        name: 'Phường Cầu Giấy',
        shortName: 'Cầu Giấy',
        type: 'Phường',
        level: 3,
        parentId: province?.id ?? null,
      })
      .returning();
    await t.database.db
      .update(clients)
      .set({ address: '12 Trần Duy Hưng', locationId: ward?.id ?? null })
      .where(eq(clients.id, contract.client.id));
    const [storage] = await t.database.db
      .select()
      .from(storages)
      .where(eq(storages.code, 'KHO-HN01'));
    await t.database.db
      .update(assets)
      .set({ storageId: storage?.id ?? null })
      .where(eq(assets.id, contract.asset.id));

    const url = urlOf(contractEndpoints.redeemInfo, { id: contract.finfluxId });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // B§6: redeem needs a sign-in only.
    const response = await t.as(w.tokens.outsider, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const info: RedeemInfoDto = response.json().data;
    const detail = (await w.get(contract)).data;
    expect(info).toEqual({
      id: contract.id,
      finfluxId: contract.finfluxId,
      mifosId: contract.mifosId,
      active: true,
      status: 'DISBURSED',
      transactionDate: '2026-11-21',
      dueDate: contract.dueDate,
      maturesOn: '2026-11-18',
      lateDays: 3,
      totalOutstanding: 10_550_000,
      principalAmount: 10_000_000,
      interestAmount: 500_000,
      roundingFee: 0,
      overdueFee: 50_000,
      outstandingFee: 0,
      promotionAmount: 0,
      repaidAmount: 0,
      waivedAmount: 0,
      prepaid: false,
      paymentMethod: 'CASH',
      branch: { id: w.branch.id, branchName: w.branch.name },
      client: {
        id: contract.client.id,
        mifosId: null,
        name: 'Trần Thị Lan',
        primaryPhone: contract.client.primaryPhone,
        fullAddress: '12 Trần Duy Hưng, Phường Cầu Giấy, Thành phố Hà Nội',
      },
      storage: {
        id: storage?.id,
        name: 'Kho Cầu Giấy',
        branchId: storage?.branchId,
        branchName: 'Chi nhánh Cầu Giấy',
      },
      bankAccount: testBankAccount,
    });
    expect([info.totalOutstanding, info.overdueFee, info.lateDays]).toEqual([
      detail.toRepay,
      detail.overdueFee,
      detail.lateDays,
    ]);
  });

  it('should find a contract by its mifos id and answer its finflux id, and 404 an unknown one', async () => {
    const contract = await s.disbursed();
    await t.database.db
      .update(contracts)
      .set({ mifosId: 7_000_000 + contract.id })
      .where(eq(contracts.id, contract.id));
    const response = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.redeemInfo, { id: 7_000_000 + contract.id }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      finfluxId: contract.finfluxId,
      mifosId: 7_000_000 + contract.id,
    });
    const missing = await t.as(w.tokens.staff, {
      method: 'GET',
      url: '/crm/api/v2/contracts/finflux-999999999/redeem-info/',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('should say a pending contract is not active and a closed one is closed', async () => {
    const pending = await w.create();
    const info = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractEndpoints.redeemInfo, { id: pending.finfluxId }),
    });
    expect(info.json().data).toMatchObject({
      active: false,
      status: 'PENDING',
      totalOutstanding: 0,
    });
  });
});

describe('POST /crm/api/v2/contracts/finflux-{id}:redeem/', () => {
  it('should close the contract paid in cash and keep the bill it printed, without a QR', async () => {
    const contract = await s.disbursed();
    const response = await s.post(w.tokens.staff, contract, 'redeem', {
      submissionDate: '2026-11-21',
      paymentMethod: 'CASH',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { contract: closed, document } = settled(response);
    expect(closed).toMatchObject({
      status: 'CLOSED',
      closedOn: '2026-11-21',
      chargedOverdueFee: 50_000,
      repaidAmount: 10_550_000,
      totalOutstanding: 0,
      asset: { status: 'RELEASED' },
    });
    expect(document).toMatchObject({
      type: { key: 'PRINTED_DOCUMENT', name: 'Chứng từ in' },
      contentType: 'application/pdf',
      fileName: `phieu-thu-chuoc-tai-san-${contract.finfluxId}.pdf`,
      createdBy: { firstName: 'Văn An', lastName: 'Nguyễn' },
      createdAt: '2026-11-21T02:00:00.000Z',
      archived: false,
    });
    const pdf = await s.pdfOf(document);
    expect(pdf.bytes.length).toBe(document.size);
    expect(pdf.pageCount).toBe(1);
    const page = pdf.pages[0] ?? '';
    expect(page).toContain('TỔNG TIỀN THANH TOÁN 10.550.000 đ');
    expect(page).toContain('Trần Thị Lan');
    expect(page).toContain('Hình thức thanh toán: Tiền mặt');
    expect(page).not.toContain('VietQR');
    const [payment] = await transactionsOf(contract);
    expect(payment).toMatchObject({ type: 'CASH', amount: 10_550_000, action: 'REPAY' });
    expect((await documentsOf(contract)).map((item) => item.id)).toEqual([document.id]);
  });

  it('should print the branch account VietQR on a bank-transfer bill, and none when the branch has no account', async () => {
    const contract = await s.disbursed();
    const response = await s.post(w.tokens.staff, contract, 'redeem', {
      submissionDate: '2026-11-21',
      paymentMethod: 'BANK_TRANSFER',
    });
    expect(response.statusCode, response.body).toBe(200);
    const bill = await s.pdfOf(settled(response).document);
    // Each copy's code, read back as a phone would: the branch's account, the total, the number.
    const transfer = vietQrPayload({
      bankBin: testBankAccount.bankBin,
      accountNumber: testBankAccount.accountNumber,
      amount: 10_550_000,
      note: String(contract.finfluxId),
    });
    expect(await readQrCodes(bill.bytes, { bands: 2 })).toEqual([transfer, transfer]);
    const page = bill.pages[0] ?? '';
    expect(page).toContain('Quét mã VietQR để chuyển khoản');
    expect(page).toContain(`STK: ${testBankAccount.accountNumber}`);
    expect(page).toContain(`Nội dung: ${contract.finfluxId}`);
    expect(page).toContain('TỔNG TIỀN THANH TOÁN 10.550.000 đ');
    expect((await transactionsOf(contract))[0]).toMatchObject({ type: 'BANK', amount: 10_550_000 });

    await s.setBankAccount(w.branch.id, false);
    try {
      const other = await s.disbursed();
      const noAccount = await s.post(w.tokens.staff, other, 'redeem', {
        submissionDate: '2026-11-21',
        paymentMethod: 'BANK_TRANSFER',
      });
      expect(noAccount.statusCode).toBe(200);
      const plain = await s.pdfOf(settled(noAccount).document);
      const text = plain.pages[0] ?? '';
      expect(text).toContain('Hình thức thanh toán: Chuyển khoản');
      expect(text).not.toContain('VietQR');
      expect(await readQrCodes(plain.bytes, { bands: 2 })).toEqual([null, null]);
    } finally {
      await s.setBankAccount(w.branch.id, true);
    }
  });

  it('should refuse a contract not active (5010), a closed one (5011) and a date out of range (5002), keeping nothing', async () => {
    const pending = await w.create();
    const notActive = await s.post(w.tokens.staff, pending, 'redeem', {
      submissionDate: '2026-11-21',
    });
    expect([notActive.statusCode, notActive.json().error]).toEqual([
      409,
      { code: errorCodes.redeemError, message: 'Hợp đồng chưa kích hoạt' },
    ]);

    const contract = await s.disbursed();
    const before = await s.stateOf(contract.id);
    for (const submissionDate of ['2026-11-22', '2026-11-10', '2026-11-11']) {
      const refused = await s.post(w.tokens.staff, contract, 'redeem', { submissionDate });
      expect([submissionDate, refused.statusCode, refused.json().error.code]).toEqual([
        submissionDate,
        400,
        errorCodes.invalidRepaymentDate,
      ]);
    }
    expect(await s.stateOf(contract.id)).toEqual(before);

    expect(
      (await s.post(w.tokens.staff, contract, 'redeem', { submissionDate: '2026-11-21' }))
        .statusCode,
    ).toBe(200);
    const again = await s.post(w.tokens.staff, contract, 'redeem', {
      submissionDate: '2026-11-21',
    });
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      { code: errorCodes.redeemClosedError, message: 'Hợp đồng đã đóng' },
    ]);
    expect(await documentsOf(contract)).toHaveLength(1);
  });

  it('should exempt a superuser from the 10-day window but not from the submission date', async () => {
    const contract = await w.create(
      { submittedOn: '2026-11-01', maturesDate: '2026-12-01' },
      w.tokens.superuser,
    );
    await w.action(w.tokens.superuser, contract, 'approve');
    await w.action(w.tokens.superuser, contract, 'disburse', { disbursedOn: '2026-11-01' });
    const staff = await s.post(w.tokens.staff, contract, 'redeem', {
      submissionDate: '2026-11-05',
    });
    expect(staff.json().error.code).toBe(errorCodes.invalidRepaymentDate);
    const beforeSubmission = await s.post(w.tokens.superuser, contract, 'redeem', {
      submissionDate: '2026-10-31',
    });
    expect(beforeSubmission.json().error.code).toBe(errorCodes.invalidRepaymentDate);
    const superuser = await s.post(w.tokens.superuser, contract, 'redeem', {
      submissionDate: '2026-11-05',
    });
    expect(superuser.statusCode, superuser.body).toBe(200);
    expect(settled(superuser).contract).toMatchObject({ status: 'CLOSED', closedOn: '2026-11-05' });
  });

  it('should need contract_access (403), a session (401) and a valid body (400)', async () => {
    const contract = await s.disbursed();
    const url = urlOf(contractEndpoints.redeem, { id: contract.finfluxId });
    const payload = { submissionDate: '2026-11-21' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.as(w.tokens.outsider, { method: 'POST', url, payload })).statusCode).toBe(403);
    const bad = await t.as(w.tokens.staff, {
      method: 'POST',
      url,
      payload: { submissionDate: '21/11/2026', paymentMethod: 'CHEQUE' },
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, errorCodes.invalidRequest]);
  });
});

describe('POST /crm/api/v2/contracts/finflux-{id}:settle/', () => {
  it('should repay in B§4 order: the overdue fee, the payments by date cash before bank, the repayment, the note and the receipt', async () => {
    const contract = await s.disbursed();
    const response = await s.post(w.tokens.staff, contract, 'settle', {
      mode: 'REPAYMENT',
      repaidOn: '2026-11-21',
      payments: [
        { type: 'BANK', amount: 5_000_000, transactionDate: '2026-11-21' },
        { type: 'CASH', amount: 3_000_000, transactionDate: '2026-11-21' },
        { type: 'BANK', amount: 2_000_000, transactionDate: '2026-11-20' },
        { type: 'CASH', amount: 550_000, transactionDate: '2026-11-21' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { contract: repaid, document } = settled(response);
    expect(repaid).toMatchObject({
      status: 'REPAID',
      repaidOn: '2026-11-21',
      chargedOverdueFee: 50_000,
      failedCommitmentFee: 0,
      liquidationFee: 0,
      repaidAmount: 10_550_000,
      totalOutstanding: 0,
      asset: { status: 'RELEASED' },
    });
    expect(await feesOf(contract)).toMatchObject([
      { type: 'OVERDUE', amount: 50_000, registeredOn: '2026-11-21' },
    ]);
    const posted = (await transactionsOf(contract)).sort((a, b) => a.id - b.id);
    expect(posted.map((row) => [row.registeredOn, row.type, row.amount, row.action])).toEqual([
      ['2026-11-20', 'BANK', 2_000_000, 'REPAY'],
      ['2026-11-21', 'CASH', 3_000_000, 'REPAY'],
      ['2026-11-21', 'CASH', 550_000, 'REPAY'],
      ['2026-11-21', 'BANK', 5_000_000, 'REPAY'],
    ]);
    const notes = await notesOf(contract);
    expect(notes.slice(0, 3)).toEqual([
      'Tất toán hợp đồng',
      'Đã tất toán hợp đồng ngày 21/11/2026',
      'Trả bớt 5.000.000 đ (chuyển khoản)',
    ]);
    expect(notes).toContain('Thu phí quá hạn 50.000 đ');
    expect(document).toMatchObject({
      type: { key: 'PRINTED_DOCUMENT' },
      fileName: `bien-nhan-tat-toan-${contract.finfluxId}.pdf`,
    });
    const page = (await s.pdfOf(document)).pages.join(' ');
    expect(page).toContain('BIÊN NHẬN THANH TOÁN HỢP ĐỒNG');
    expect(page).toContain('Trần Thị Lan');
    expect(page).toContain('10.550.000');
  });

  it('should liquidate an overdue contract: the override, its overdue fee, the liquidation fee at the rate, the failed-commitment fee', async () => {
    const contract = await s.overdue();
    expect(contract.status).toBe('OVERDUE');
    // 10,000,000 + 1,500,000 interest + 30,000 overdue (overridden from 50,000)
    // + (11,500,000 × 20 %) 2,300,000 liquidation + 20,000 failed commitment = 13,850,000.
    const response = await s.post(w.tokens.staff, contract, 'settle', {
      mode: 'LIQUIDATION',
      repaidOn: '2026-11-21',
      overridedOverdueFee: 30_000,
      liquidationRate: 20,
      payments: [
        { type: 'BANK', amount: 13_000_000, transactionDate: '2026-11-21' },
        { type: 'CASH', amount: 850_000, transactionDate: '2026-11-21' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { contract: liquidated, document } = settled(response);
    expect(liquidated).toMatchObject({
      status: 'REPAID',
      overridedOverdueFee: 30_000,
      chargedOverdueFee: 30_000,
      liquidationFee: 2_300_000,
      failedCommitmentFee: 20_000,
      repaidAmount: 13_850_000,
      totalDue: 13_850_000,
      totalOutstanding: 0,
      // The collateral was sold, not handed back.
      asset: { status: 'LIQUIDIZED' },
    });
    expect((await feesOf(contract)).map((fee) => [fee.type, fee.amount]).sort()).toEqual([
      ['FAILED_COMMITMENT', 20_000],
      ['LIQUIDIZATION', 2_300_000],
      ['OVERDUE', 30_000],
    ]);
    const posted = (await transactionsOf(contract)).sort((a, b) => a.id - b.id);
    expect(posted.map((row) => [row.type, row.amount])).toEqual([
      ['CASH', 850_000],
      ['BANK', 13_000_000],
    ]);
    expect((await notesOf(contract))[0]).toBe('Thanh lý hợp đồng');
    expect(document.fileName).toBe(`bien-nhan-thanh-ly-${contract.finfluxId}.pdf`);
    const text = (await s.pdfOf(document)).pages.join(' ');
    expect(text).toContain('Trần Thị Lan');
    expect(text).toContain('13.850.000');
    expect(text).toContain('2.300.000');
  });

  it('should refuse a liquidation of a contract not overdue and an override when repaying', async () => {
    const contract = await s.disbursed();
    const before = await s.stateOf(contract.id);
    const liquidation = await s.post(w.tokens.staff, contract, 'settle', {
      mode: 'LIQUIDATION',
      repaidOn: '2026-11-21',
      payments: [{ type: 'CASH', amount: 11_655_000, transactionDate: '2026-11-21' }],
    });
    expect(liquidation.statusCode).toBe(409);
    const override = await s.post(w.tokens.staff, contract, 'settle', {
      mode: 'REPAYMENT',
      repaidOn: '2026-11-21',
      overridedOverdueFee: 0,
      payments: [{ type: 'CASH', amount: 10_500_000, transactionDate: '2026-11-21' }],
    });
    expect([override.statusCode, override.json().error.code]).toEqual([
      400,
      errorCodes.invalidRequest,
    ]);
    expect(await s.stateOf(contract.id)).toEqual(before);
  });

  it('should need contract_access (403), a session (401) and a valid body (400)', async () => {
    const contract = await s.disbursed();
    const url = urlOf(contractEndpoints.settle, { id: contract.finfluxId });
    const payload = { mode: 'REPAYMENT', repaidOn: '2026-11-21' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.as(w.tokens.outsider, { method: 'POST', url, payload })).statusCode).toBe(403);
    const bad = await t.as(w.tokens.staff, {
      method: 'POST',
      url,
      payload: { ...payload, payments: [{ type: 'CASH', amount: -5, transactionDate: 'x' }] },
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, errorCodes.invalidRequest]);
  });
});

describe('settling and redeeming write the cash book in the same transaction (decisions/0011)', () => {
  /** The seeded company-wide bank fund: the test branch has none of its own. */
  let bankFund: number;
  const category = new Map<string, number>();

  beforeAll(async () => {
    const [bank] = await t.database.db
      .select()
      .from(funds)
      .where(eq(funds.name, 'Techcombank – TK thu hộ'));
    bankFund = bank?.id ?? 0;
    for (const row of await t.database.db.select().from(cashLogCategories)) {
      category.set(row.key, row.id);
    }
  });

  /** The pending entry each contract transaction should have written, in posting order. */
  async function expectedEntries(contract: ContractDto, categoryKey: string) {
    const { transactions } = await s.stateOf(contract.id);
    expect(transactions).not.toEqual([]);
    return transactions.map((row) => ({
      status: 'pending',
      direction: 1,
      amount: row.amount,
      registrationDate: row.registeredOn,
      categoryId: category.get(categoryKey),
      type: row.type,
      fundId: row.type === 'CASH' ? w.cashFund.id : bankFund,
      targetBranchId: w.branch.id,
      mifosLoanId: contract.mifosId,
      origin: 'CONTRACT_PAYMENT',
      contractTransactionId: row.id,
    }));
  }

  async function paymentEntries(contract: ContractDto) {
    const { cashLogs: entries } = await s.stateOf(contract.id);
    return entries.filter((entry) => entry.origin === 'CONTRACT_PAYMENT');
  }

  const retract = (contract: ContractDto, transactionId: number) =>
    t.as(w.tokens.staff, {
      method: 'POST',
      url: `/crm/api/v2/contracts/${contract.id}/transactions/${transactionId}:retract/`,
    });

  it('should book a repayment as pending loan repayments, cash and bank into their funds, linked to their transactions, and take them back with the payments', async () => {
    const contract = await s.disbursed();
    const response = await s.post(w.tokens.staff, contract, 'settle', {
      mode: 'REPAYMENT',
      repaidOn: '2026-11-21',
      payments: [
        { type: 'CASH', amount: 6_550_000, transactionDate: '2026-11-21' },
        { type: 'BANK', amount: 4_000_000, transactionDate: '2026-11-20' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await expectedEntries(contract, 'LOAN_REPAYMENT');
    expect(expected.map((entry) => [entry.type, entry.fundId, entry.amount])).toEqual([
      ['BANK', bankFund, 4_000_000],
      ['CASH', w.cashFund.id, 6_550_000],
    ]);
    expect(await paymentEntries(contract)).toMatchObject(expected);

    // Undoing the repayment is status only; retracting its payments takes their entries back.
    const undone = await w.action(w.tokens.undoer, contract, 'undo-repayment');
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await paymentEntries(contract)).map((entry) => entry.status)).toEqual([
      'pending',
      'pending',
    ]);
    for (const entry of expected) {
      const retracted = await retract(contract, entry.contractTransactionId);
      expect(retracted.statusCode, retracted.body).toBe(200);
    }
    const after = (await s.stateOf(contract.id)).cashLogs;
    expect(after.map((entry) => [entry.origin, entry.status])).toEqual([
      ['CONTRACT_DISBURSAL', 'pending'],
      ['CONTRACT_PAYMENT', 'retracted'],
      ['CONTRACT_PAYMENT', 'retracted'],
    ]);
  });

  it("should book a liquidation's payments as proceeds from selling the collateral", async () => {
    const contract = await s.overdue();
    const response = await s.post(w.tokens.staff, contract, 'settle', {
      mode: 'LIQUIDATION',
      repaidOn: '2026-11-21',
      overridedOverdueFee: 30_000,
      liquidationRate: 20,
      payments: [
        { type: 'BANK', amount: 13_000_000, transactionDate: '2026-11-21' },
        { type: 'CASH', amount: 850_000, transactionDate: '2026-11-21' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await expectedEntries(contract, 'DIRECT_SALE');
    expect(expected.map((entry) => [entry.type, entry.fundId, entry.amount])).toEqual([
      ['CASH', w.cashFund.id, 850_000],
      ['BANK', bankFund, 13_000_000],
    ]);
    expect(await paymentEntries(contract)).toMatchObject(expected);
  });

  it.each([
    ['CASH', 'CASH'],
    ['BANK_TRANSFER', 'BANK'],
  ] as const)(
    'should book the amount a redeem paid by %s as a pending loan repayment',
    async (paymentMethod, type) => {
      const contract = await s.disbursed();
      const response = await s.post(w.tokens.staff, contract, 'redeem', {
        submissionDate: '2026-11-21',
        paymentMethod,
      });
      expect(response.statusCode, response.body).toBe(200);
      const expected = await expectedEntries(contract, 'LOAN_REPAYMENT');
      expect(expected).toMatchObject([
        { type, amount: 10_550_000, fundId: type === 'CASH' ? w.cashFund.id : bankFund },
      ]);
      expect(await paymentEntries(contract)).toMatchObject(expected);
    },
  );
});

describe('POST /crm/api/v2/contracts/finflux-{id}:print/', () => {
  it('should file a new mortgage contract each time it prints: 3 pages for a vehicle, 2 for real estate', async () => {
    const contract = await w.create();
    const url = urlOf(contractEndpoints.print, { id: contract.finfluxId });
    const payload = { kind: 'MORTGAGE_CONTRACT' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    // B§6: reprint needs a sign-in only.
    const first = await t.as(w.tokens.outsider, { method: 'POST', url, payload });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.as(w.tokens.staff, { method: 'POST', url, payload });
    const [a, b] = [first.json().data as DocumentDto, second.json().data as DocumentDto];
    expect(a.id).not.toBe(b.id);
    expect(a).toMatchObject({
      type: { key: 'PRINTED_DOCUMENT' },
      fileName: `hop-dong-cam-co-${contract.finfluxId}.pdf`,
    });
    expect((await documentsOf(contract)).map((item) => item.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    const vehicle = await s.pdfOf(b);
    expect(vehicle.pageCount).toBe(3);
    expect(vehicle.pages.join(' ')).toContain('Trần Thị Lan');

    const [realEstate] = await t.database.db
      .select()
      .from(assetCategories)
      .where(eq(assetCategories.key, 'REAL_ESTATE'));
    const land = await buildAsset(t.database.db, {
      description: 'Nhà đất 60 m²',
      categoryId: realEstate?.id ?? 0,
    });
    const house = await w.create({ asset: land.id });
    const printed = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.print, { id: house.finfluxId }),
      payload,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    expect((await s.pdfOf(printed.json().data)).pageCount).toBe(2);
  });

  it('should refuse another kind (400) and an unknown contract (404)', async () => {
    const contract = await w.create();
    const wrong = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.print, { id: contract.finfluxId }),
      payload: { kind: 'REDEEM_BILL' },
    });
    expect(wrong.statusCode).toBe(400);
    const missing = await t.as(w.tokens.staff, {
      method: 'POST',
      url: '/crm/api/v2/contracts/finflux-999999999:print/',
      payload: { kind: 'MORTGAGE_CONTRACT' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('printed documents on the documents tab', () => {
  it('should list who printed and when, and refuse to archive one (4001) or upload one by hand', async () => {
    const contract = await w.create();
    // Within the access token's 15 minutes.
    t.clock.set('2026-11-21T02:10:00Z');
    const printed = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.print, { id: contract.finfluxId }),
      payload: { kind: 'MORTGAGE_CONTRACT' },
    });
    t.clock.set('2026-11-21T02:00:00Z');
    const [listed] = await documentsOf(contract);
    expect(listed).toMatchObject({
      id: printed.json().data.id,
      type: { key: 'PRINTED_DOCUMENT', name: 'Chứng từ in' },
      createdBy: { firstName: 'Văn An', lastName: 'Nguyễn' },
      createdAt: '2026-11-21T02:10:00.000Z',
      archived: false,
    });
    const archive = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(documentEndpoints.archiveContractDocument, { id: String(listed?.id) }),
    });
    expect([archive.statusCode, archive.json().error.code]).toEqual([
      409,
      errorCodes.printedDocumentKept,
    ]);
    expect(await documentsOf(contract)).toHaveLength(1);

    const boundary = '----pawndesk-printed';
    const upload = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(documentEndpoints.uploadContractDocument, { id: contract.id }),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${listed?.typeId}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="path"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        (await s.pdfOf(printed.json().data)).bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect([upload.statusCode, upload.json().error.message]).toEqual([
      400,
      'Loại giấy tờ không hợp lệ',
    ]);

    const types = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(referenceEndpoints.misc2),
    });
    const keys = (types.json().data.contractDocTypes as { key: string }[]).map((type) => type.key);
    expect(keys).toContain('SIGNED_CONTRACT');
    expect(keys).not.toContain('PRINTED_DOCUMENT');
  });

  it('should publish the settling calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/crm/api/v2/contracts/finflux-{id}/redeem-info/',
        '/crm/api/v2/contracts/finflux-{id}:redeem/',
        '/crm/api/v2/contracts/finflux-{id}:settle/',
        '/crm/api/v2/contracts/finflux-{id}:print/',
      ]),
    );
  });
});

// Last: the closure on 2026-11-20 closes the branch's cash fund up to that day for every test
// after it.
describe('undoing a settled payment inside a closed range', () => {
  it('should refuse to retract the payment whose entry a closure covers (7008), and retract the one after it', async () => {
    const db = t.database.db;
    const contract = await s.disbursed();
    const settledResponse = await s.post(w.tokens.staff, contract, 'settle', {
      mode: 'REPAYMENT',
      repaidOn: '2026-11-21',
      payments: [
        { type: 'CASH', amount: 4_000_000, transactionDate: '2026-11-20' },
        { type: 'CASH', amount: 6_550_000, transactionDate: '2026-11-21' },
      ],
    });
    expect(settledResponse.statusCode, settledResponse.body).toBe(200);
    // The head accountant approved everything up to the 20th (a closure needs no pending entry
    // in its range), then closed the fund on that day.
    await db
      .update(cashLogs)
      .set({ status: 'registered' })
      .where(
        and(
          eq(cashLogs.fundId, w.cashFund.id),
          eq(cashLogs.status, 'pending'),
          lte(cashLogs.registrationDate, '2026-11-20'),
        ),
      );
    const head = await t.login(
      await buildUser(db, {
        branchIds: [w.branch.id],
        permissions: ['cash_log_access', 'head_accountant_access'],
      }),
    );
    const closure = await t.as(head.accessToken, {
      method: 'POST',
      url: '/api/v1/cash-closures/',
      payload: { closureDate: '2026-11-20', fund: w.cashFund.id },
    });
    expect(closure.statusCode, closure.body).toBe(200);

    expect((await w.action(w.tokens.undoer, contract, 'undo-repayment')).statusCode).toBe(200);
    const { transactions } = await s.stateOf(contract.id);
    const [covered, open] = transactions;
    const url = (row: typeof covered) =>
      `/crm/api/v2/contracts/${contract.id}/transactions/${row?.id}:retract/`;
    const refused = await t.as(w.tokens.staff, { method: 'POST', url: url(covered) });
    expect([refused.statusCode, refused.json().error.code]).toEqual([
      400,
      errorCodes.logInClosedRange,
    ]);
    const kept = await s.stateOf(contract.id);
    expect(kept.transactions.map((row) => row.status)).toEqual(['REGISTERED', 'REGISTERED']);
    expect(
      kept.cashLogs.map((entry) => [
        entry.contractTransactionId,
        entry.registrationDate,
        entry.status,
      ]),
    ).toEqual([
      [null, '2026-11-12', 'registered'],
      [covered?.id, '2026-11-20', 'registered'],
      [open?.id, '2026-11-21', 'pending'],
    ]);

    const allowed = await t.as(w.tokens.staff, { method: 'POST', url: url(open) });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await s.stateOf(contract.id)).cashLogs.map((entry) => entry.status)).toEqual([
      'registered',
      'registered',
      'retracted',
    ]);
  });
});
