import { describe, expect, it } from 'vitest';
import type { ContractDto } from './contract-api.ts';
import { loanTerms } from './loan-math.ts';
import {
  assetMetaValue,
  mortgageContractData,
  type PrintIssuer,
  paymentsInPostingOrder,
  printClientOf,
  redeemBillData,
  settlementReceiptData,
} from './print-documents.ts';
import { vietQrPayload } from './vietqr.ts';

const issuer: PrintIssuer = {
  companyName: 'Công ty Cổ phần Cầm đồ PawnDesk',
  branchName: 'Chi nhánh Cầu Giấy',
  branchAddress: '120 Trần Duy Hưng, Cầu Giấy, Hà Nội',
  phone: '1900 6868',
  bankAccount: {
    bankBin: '970436',
    bankName: 'Vietcombank',
    accountNumber: '0011004455667',
    accountName: 'CONG TY CO PHAN CAM DO PAWNDESK',
  },
};
const printedAt = new Date('2026-03-08T03:15:00Z');
const prepaid30 = { loanTerm: 30, commitmentDays: 0, commitmentPenaltyRate: 0 };
const prepaid60 = { loanTerm: 60, commitmentDays: 45, commitmentPenaltyRate: 1.5 };

/** 10,000,000 prepaid at 6.5 % for 30 days with a 20 % promotion (min 50,000, max 500,000). */
const terms = loanTerms({
  approvedAmount: 10_000_000,
  interestRate: 6.5,
  submittedOn: '2026-02-01',
  storageFee: 0,
  product: { interestType: 'ADVANCE', repayEvery: 30, ...prepaid30 },
  promotion: { interestDiscount: 20, minDiscount: 50_000, maxDiscount: 500_000, minPayout: 0 },
  isRenewal: false,
});

function contract(overrides: Partial<ContractDto> = {}): ContractDto {
  return {
    id: 7,
    finfluxId: 1000123,
    mifosId: 1000123,
    status: 'OVERDUE',
    contractType: 'NEW',
    submittedOn: '2026-02-01',
    originallySubmittedOn: '2026-02-01',
    maturesOn: terms.maturesOn,
    maturesDate: terms.maturesOn,
    overridedMaturesOn: null,
    dueDate: terms.dueDate,
    approvedOn: '2026-02-01',
    disbursedOn: '2026-02-01',
    repaidOn: null,
    renewedOn: null,
    closedOn: null,
    createdAt: '2026-02-01T03:00:00.000Z',
    requiredAmount: 12_000_000,
    proposedAmount: 11_000_000,
    approvedAmount: 10_000_000,
    adjustedAmount: 0,
    hasValueAdjustment: false,
    principalAmount: terms.principalAmount,
    interestAmount: terms.interestAmount,
    interestRate: 6.5,
    specialInterestValue: 6.5,
    isAdvance: true,
    roundingFee: terms.roundingFee,
    storageFee: 0,
    warehousingFee: 0,
    discountAmount: terms.discountAmount,
    receivedAmount: terms.receivedAmount,
    disbursementAmount: terms.receivedAmount,
    disburseType: 'CASH',
    // The core books the prepaid interest (less the discount) as repaid and the discount as waived.
    repaidAmount: terms.interestAmount + terms.roundingFee - terms.discountAmount,
    waivedAmount: terms.discountAmount,
    renewalDifference: 0,
    chargedOverdueFee: 0,
    overridedOverdueFee: null,
    liquidationFee: 0,
    failedCommitmentFee: 0,
    lateDays: 5,
    overdueFee: 108_000,
    overdueFeePerDay: 21_667,
    totalDue: 10_520_000,
    totalOutstanding: 10_000_000,
    toRepay: 10_108_000,
    toRenew: 758_000,
    principalPaidBack: 0,
    cancelReason: null,
    branch: { id: 2, branchName: 'Chi nhánh Cầu Giấy' },
    product: {
      id: 1,
      productName: 'Trả trước 30 ngày',
      productDesc: 'Cầm cố trả lãi trước, kỳ hạn 30 ngày',
      interestType: 'ADVANCE',
      prepaid: true,
      loanTerm: 30,
      repayEvery: 30,
    },
    promotion: { id: 1, promotionName: 'Khách hàng mới' },
    client: { id: 1, finfluxId: 1001, name: 'Nguyễn Văn Hùng', primaryPhone: '0912345678' },
    asset: {
      id: 3,
      code: 'TS003',
      description: 'Honda Wave Alpha 110',
      status: 'IN_STORAGE',
      meta: {
        brand: 'Honda',
        productLine: 'Wave Alpha',
        chassisNumber: 'RLHJA3900KY123456',
        engineNumber: 'JA39E-1234567',
        paintingColor: 'Đỏ đen',
        licensePlate: '29H1-123.45',
        accessories: 'Cà vẹt gốc',
      },
      storage: { id: 3, code: 'CG', name: 'Kho Cầu Giấy' },
      storedOn: '2026-11-01',
    },
    assetType: { name: 'Bike', description: 'Xe máy' },
    validator: { username: 'validator', firstName: 'Minh', lastName: 'Trần Quang' },
    parent: null,
    renewal: null,
    orderId: null,
    allowedActions: [],
    ...overrides,
  };
}

const client = printClientOf(contract(), {
  nameVi: 'Nguyễn Văn Hùng',
  citizenId: '001090012345',
  dateOfBirth: '1990-05-12',
  fullAddress: '12 Ngõ 34 Xuân Thủy, Dịch Vọng Hậu, Cầu Giấy, Hà Nội',
});

describe('the prepaid fixture (loan-math)', () => {
  it('should hold 650,000 interest, a 130,000 discount and pay 9,480,000', () => {
    expect(terms).toMatchObject({
      interestAmount: 650_000,
      roundingFee: 0,
      discountAmount: 130_000,
      receivedAmount: 9_480_000,
      maturesOn: '2026-03-03',
    });
  });
});

describe('redeemBillData', () => {
  it.each([
    // On maturity: no overdue fee; the prepaid interest is already paid (less the discount).
    ['2026-03-03', 0, 0, 10_000_000],
    // 5 days late: 650,000 ÷ 30 × 5 = 108,333 → 108,000.
    ['2026-03-08', 5, 108_000, 10_108_000],
    // 10 days late: 216,667 → 217,000.
    ['2026-03-13', 10, 217_000, 10_217_000],
  ])(
    'should bill a redeem on %s with %i late days, overdue fee %i and total %i',
    (transactionDate, late, overdue, total) => {
      const bill = redeemBillData({
        contract: contract(),
        client,
        issuer,
        printedAt,
        product: prepaid30,
        transactionDate,
        paymentMethod: 'CASH',
      });
      expect(bill.lines).toEqual({
        principal: 10_000_000,
        interest: 650_000,
        overdueFee: overdue,
        lateDays: late,
        outstandingFee: 0,
        discount: 130_000,
        paid: 520_000,
        total,
      });
      const { principal, interest, overdueFee, outstandingFee, discount, paid } = bill.lines;
      expect(principal + interest + overdueFee + outstandingFee - discount - paid).toBe(total);
      expect(bill.transfer).toBeNull();
    },
  );

  it("should total what the detail's toRepay says when the bill is dated today", () => {
    const bill = redeemBillData({
      contract: contract(),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      transactionDate: '2026-03-08',
      paymentMethod: 'CASH',
    });
    expect(bill.lines.total).toBe(contract().toRepay);
  });

  it('should bill a postpaid contract its interest and an overridden overdue fee', () => {
    const bill = redeemBillData({
      contract: contract({
        isAdvance: false,
        interestAmount: 500_000,
        interestRate: 5,
        discountAmount: 0,
        repaidAmount: 0,
        waivedAmount: 0,
        chargedOverdueFee: 100_000,
        overridedOverdueFee: 50_000,
      }),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      transactionDate: '2026-03-13',
      paymentMethod: 'CASH',
    });
    expect(bill.lines).toMatchObject({ interest: 500_000, overdueFee: 50_000, total: 10_550_000 });
  });

  it('should print an old contract penalty and a repaid renewal difference', () => {
    const penalty = redeemBillData({
      contract: contract({ renewalDifference: -200_000 }),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      transactionDate: '2026-03-03',
      paymentMethod: 'CASH',
    });
    expect(penalty.lines).toMatchObject({ outstandingFee: 200_000, total: 10_200_000 });
    const repaid = redeemBillData({
      contract: contract({ renewalDifference: 300_000 }),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      transactionDate: '2026-03-03',
      paymentMethod: 'CASH',
    });
    expect(repaid.lines).toMatchObject({ paid: 820_000, total: 9_700_000 });
  });

  it('should carry a VietQR for the total with the contract number as note when paid by transfer', () => {
    const bill = redeemBillData({
      contract: contract(),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      transactionDate: '2026-03-08',
      paymentMethod: 'BANK_TRANSFER',
    });
    expect(bill.transfer).toEqual({
      payload: vietQrPayload({
        bankBin: '970436',
        accountNumber: '0011004455667',
        amount: 10_108_000,
        note: '1000123',
      }),
      note: '1000123',
      amount: 10_108_000,
      bankName: 'Vietcombank',
      accountNumber: '0011004455667',
      accountName: 'CONG TY CO PHAN CAM DO PAWNDESK',
    });
    expect(bill.transfer?.payload).toContain('540810108000');
    expect(bill.transfer?.payload).toContain('62110807' + '1000123');
  });

  it('should print no QR when the branch has no transfer account', () => {
    const bill = redeemBillData({
      contract: contract(),
      client,
      issuer: { ...issuer, bankAccount: null },
      printedAt,
      product: prepaid30,
      transactionDate: '2026-03-08',
      paymentMethod: 'BANK_TRANSFER',
    });
    expect(bill.transfer).toBeNull();
  });

  it('should head the bill with the contract number, asset, storage and the print stamp', () => {
    const bill = redeemBillData({
      contract: contract(),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      transactionDate: '2026-03-08',
      paymentMethod: 'CASH',
    });
    expect(bill).toMatchObject({
      contractNumber: 1000123,
      assetDescription: 'Xe máy – Honda Wave Alpha 110',
      storageName: 'Kho Cầu Giấy',
      printedAt: '08/03/2026 | 10:15',
      client: { name: 'Nguyễn Văn Hùng', citizenId: '001090012345', phone: '0912345678' },
    });
  });
});

describe('settlementReceiptData', () => {
  it('should receipt a repayment with its payments in posting order and nothing remaining', () => {
    const receipt = settlementReceiptData({
      kind: 'REPAYMENT',
      contract: contract(),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      repaidOn: '2026-03-08',
      payments: [
        { registeredOn: '2026-03-08', type: 'BANK', amount: 5_000_000 },
        { registeredOn: '2026-03-08', type: 'CASH', amount: 3_108_000 },
        { registeredOn: '2026-03-07', type: 'BANK', amount: 2_000_000 },
      ],
    });
    expect(receipt.lines.total).toBe(10_108_000);
    expect(receipt.liquidationRate).toBeNull();
    expect(receipt.liquidationFee).toBe(0);
    expect(receipt.payments.map((payment) => `${payment.registeredOn} ${payment.type}`)).toEqual([
      '2026-03-07 BANK',
      '2026-03-08 CASH',
      '2026-03-08 BANK',
    ]);
    expect(receipt).toMatchObject({
      collected: 10_108_000,
      remaining: 0,
      excess: 0,
      daysHeld: 35,
    });
  });

  it('should charge the liquidation fee at the rate, 10 % by default, and the overdue override', () => {
    // (10,000,000 + 650,000 + 0) × 10 % = 1,065,000.
    const receipt = settlementReceiptData({
      kind: 'LIQUIDATION',
      contract: contract(),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      repaidOn: '2026-03-08',
      payments: [{ registeredOn: '2026-03-08', type: 'CASH', amount: 11_000_000 }],
      overdueFeeOverride: 80_000,
      liquidationRate: null,
    });
    expect(receipt.liquidationRate).toBe(10);
    expect(receipt.liquidationFee).toBe(1_065_000);
    expect(receipt.lines).toMatchObject({
      overdueFee: 80_000,
      outstandingFee: 1_065_000,
      total: 11_145_000,
    });
    expect(receipt).toMatchObject({ collected: 11_000_000, remaining: 145_000, excess: 0 });
  });

  it('should return what a liquidation sale brings beyond the debt', () => {
    const receipt = settlementReceiptData({
      kind: 'LIQUIDATION',
      contract: contract(),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      repaidOn: '2026-03-08',
      payments: [{ registeredOn: '2026-03-08', type: 'CASH', amount: 12_000_000 }],
    });
    // Due 10,108,000 + 1,065,000 liquidation fee = 11,173,000; sold for 12,000,000.
    expect(receipt).toMatchObject({ remaining: 0, excess: 827_000 });
  });

  it.each([
    // 10,650,000 × 25 % = 2,662,500: halves round away from zero.
    [25, 2_663_000],
    [-25, 2_663_000],
    [0.5, 107_000],
    [150, 10_650_000],
  ])('should clamp the liquidation rate %f (fee %i)', (rate, fee) => {
    const receipt = settlementReceiptData({
      kind: 'LIQUIDATION',
      contract: contract(),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      repaidOn: '2026-03-08',
      payments: [],
      liquidationRate: rate,
    });
    expect(receipt.liquidationFee).toBe(fee);
  });

  it('should charge the failed-commitment fee when settled before the commitment days', () => {
    // 60-day product, 45-day commitment at 1.5 %: 10,000,000 × 1.5 ÷ 60 ÷ 100 × 20 = 50,000.
    const receipt = settlementReceiptData({
      kind: 'REPAYMENT',
      contract: contract({ maturesOn: '2026-04-02' }),
      client,
      issuer,
      printedAt,
      product: prepaid60,
      repaidOn: '2026-02-21',
      payments: [],
    });
    expect(receipt.daysHeld).toBe(20);
    expect(receipt.failedCommitmentFee).toBe(50_000);
    expect(receipt.lines).toMatchObject({ outstandingFee: 50_000, lateDays: 0 });
  });

  it('should print a fee already charged as charged rather than charge it twice', () => {
    const receipt = settlementReceiptData({
      kind: 'LIQUIDATION',
      contract: contract({ liquidationFee: 500_000, failedCommitmentFee: 20_000 }),
      client,
      issuer,
      printedAt,
      product: prepaid60,
      repaidOn: '2026-02-21',
      payments: [],
      liquidationRate: 10,
    });
    expect(receipt.liquidationFee).toBe(500_000);
    expect(receipt.failedCommitmentFee).toBe(20_000);
    expect(receipt.lines.outstandingFee).toBe(520_000);
  });

  it('should keep payments of one day cash first', () => {
    expect(
      paymentsInPostingOrder([
        { registeredOn: '2026-03-02', type: 'BANK', amount: 1 },
        { registeredOn: '2026-03-01', type: 'BANK', amount: 2 },
        { registeredOn: '2026-03-02', type: 'CASH', amount: 3 },
      ]).map((payment) => payment.amount),
    ).toEqual([2, 3, 1]);
  });
});

describe('mortgageContractData', () => {
  it('should print a vehicle contract with the B§9 rates, received amount and liquidation date', () => {
    const data = mortgageContractData({
      contract: contract(),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      valuatedAmount: 12_000_000,
    });
    expect(data.variant).toBe('VEHICLE');
    expect(data.asset).toEqual({
      count: '01',
      typeDescription: 'Xe máy',
      description: 'Honda Wave Alpha 110',
      accessories: 'Cà vẹt gốc',
      storageName: 'Kho Cầu Giấy',
      valuatedAmount: 12_000_000,
    });
    expect(data.loan).toEqual({
      approvedAmount: 10_000_000,
      loanTerm: 30,
      repayEvery: 30,
      isAdvance: true,
      interestRate: 1.5,
      serviceFeeRate: 5,
      interestAmount: 650_000,
      discountAmount: 130_000,
      storageFee: 0,
      receivedAmount: 9_480_000,
      overdueFeePerDay: 21_667,
      liquidationDate: '2026-03-06',
      commitmentDays: 0,
      commitmentPenaltyRate: 0,
    });
    expect(data.vehicle).toEqual({
      label: 'Honda',
      vehicleType: 'Wave Alpha',
      chassisNumber: 'RLHJA3900KY123456',
      engineNumber: 'JA39E-1234567',
      paintingColor: 'Đỏ đen',
      licensePlate: '29H1-123.45',
    });
    expect(data.coOwner).toBeNull();
    expect(data.validatorName).toBe('Trần Quang Minh');
  });

  it('should add the commitment penalty to the service fee when the commitment outlasts the term', () => {
    const data = mortgageContractData({
      contract: contract({ specialInterestValue: 7.4 }),
      client,
      issuer,
      printedAt,
      product: { loanTerm: 30, commitmentDays: 45, commitmentPenaltyRate: 1.5 },
      valuatedAmount: 12_000_000,
    });
    expect(data.loan.serviceFeeRate).toBe(7.4);
  });

  it('should print real estate with its co-owner (the wizard names) and no vehicle papers', () => {
    const data = mortgageContractData({
      contract: contract({
        assetType: { name: 'Realestate', description: 'Bất động sản' },
        asset: {
          ...contract().asset,
          description: 'Nhà 3 tầng, 45 m², số 8 ngõ 12 Láng Hạ',
          meta: { clientName2: 'Trần Thị Mai', nationalId2: '001190054321' },
        },
      }),
      client,
      issuer,
      printedAt,
      product: prepaid30,
      valuatedAmount: 2_500_000_000,
    });
    expect(data.variant).toBe('REAL_ESTATE');
    expect(data.vehicle).toBeNull();
    expect(data.coOwner).toEqual({ name: 'Trần Thị Mai', citizenId: '001190054321' });
  });

  it('should read vehicle papers under the authorization step names too', () => {
    const meta = {
      label: 'Toyota',
      vehicleType: 'Vios',
      chassisId: 'X',
      vehicleId: 'E',
      color: 'Bạc',
      licensePlateId: '30K-123.45',
      accessory: 'Lốp dự phòng',
    };
    expect(
      (['label', 'vehicleType', 'chassisNumber', 'engineNumber', 'paintingColor'] as const).map(
        (field) => assetMetaValue(meta, field),
      ),
    ).toEqual(['Toyota', 'Vios', 'X', 'E', 'Bạc']);
    expect(assetMetaValue(meta, 'licensePlate')).toBe('30K-123.45');
    expect(assetMetaValue(meta, 'accessories')).toBe('Lốp dự phòng');
    expect(assetMetaValue({}, 'coOwner')).toBe('');
  });
});
