/**
 * Sample documents for tests, the bench and a look at the layout: a prepaid motorbike contract of
 * 10,000,000 đ at 6.5 % (interest 650,000, a 130,000 promotion), redeemed 5 days late.
 */
import type { ContractDto } from '@pawndesk/domain/contract-api';
import {
  type MortgageContractData,
  mortgageContractData,
  type PrintClient,
  type PrintIssuer,
  printClientOf,
  type RedeemBillData,
  redeemBillData,
  type SettlementReceiptData,
  settlementReceiptData,
} from '@pawndesk/domain/print-documents';

export const sampleIssuer: PrintIssuer = {
  companyName: 'Công ty Cổ phần Dịch vụ Cầm đồ Phú Quý',
  branchName: 'Chi nhánh Cầu Giấy',
  branchAddress: '120 Trần Duy Hưng, phường Trung Hòa, quận Cầu Giấy, Hà Nội',
  phone: '024 3333 6868',
  bankAccount: {
    bankBin: '970436',
    bankName: 'Vietcombank – CN Thăng Long',
    accountNumber: '0011004455667',
    accountName: 'CONG TY CP DICH VU CAM DO PHU QUY',
  },
};

export const samplePrintedAt = new Date('2026-03-08T03:15:00Z');

export const sampleProduct = { loanTerm: 30, commitmentDays: 0, commitmentPenaltyRate: 0 };

export function sampleContract(overrides: Partial<ContractDto> = {}): ContractDto {
  return {
    id: 7,
    finfluxId: 1000123,
    mifosId: 1000123,
    status: 'OVERDUE',
    contractType: 'NEW',
    submittedOn: '2026-02-01',
    originallySubmittedOn: '2026-02-01',
    maturesOn: '2026-03-03',
    maturesDate: '2026-03-03',
    overridedMaturesOn: null,
    dueDate: '2026-03-03',
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
    principalAmount: 10_000_000,
    interestAmount: 650_000,
    interestRate: 6.5,
    specialInterestValue: 6.5,
    isAdvance: true,
    roundingFee: 0,
    storageFee: 0,
    warehousingFee: 0,
    discountAmount: 130_000,
    receivedAmount: 9_480_000,
    disbursementAmount: 9_480_000,
    disburseType: 'CASH',
    repaidAmount: 520_000,
    waivedAmount: 130_000,
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
    promotion: { id: 1, promotionName: 'Khách hàng mới – giảm 20% lãi tháng đầu' },
    client: { id: 1, finfluxId: 1001, name: 'Nguyễn Thị Hồng Nhung', primaryPhone: '0912345678' },
    asset: {
      id: 3,
      code: 'TS003',
      description: 'Honda Wave Alpha 110 đời 2022',
      status: 'IN_STORAGE',
      meta: {
        brand: 'Honda',
        productLine: 'Wave Alpha 110',
        chassisNumber: 'RLHJA3900NY123456',
        engineNumber: 'JA39E-1234567',
        paintingColor: 'Đỏ đen bạc',
        licensePlate: '29H1-123.45',
        accessories: 'Cà vẹt gốc, chìa khoá dự phòng',
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

export const sampleClient: PrintClient = printClientOf(sampleContract(), {
  nameVi: 'Nguyễn Thị Hồng Nhung',
  citizenId: '001190012345',
  dateOfBirth: '1990-05-12',
  fullAddress: 'Số 12 ngõ 34 Xuân Thủy, phường Dịch Vọng Hậu, quận Cầu Giấy, Hà Nội',
});

const head = { client: sampleClient, issuer: sampleIssuer, printedAt: samplePrintedAt };

export function sampleRedeemBill(
  paymentMethod: RedeemBillData['paymentMethod'] = 'BANK_TRANSFER',
): RedeemBillData {
  return redeemBillData({
    ...head,
    contract: sampleContract(),
    product: sampleProduct,
    transactionDate: '2026-03-08',
    paymentMethod,
  });
}

export function sampleRepaymentReceipt(): SettlementReceiptData {
  return settlementReceiptData({
    ...head,
    kind: 'REPAYMENT',
    contract: sampleContract(),
    product: sampleProduct,
    repaidOn: '2026-03-08',
    payments: [
      { registeredOn: '2026-03-08', type: 'BANK', amount: 5_000_000 },
      { registeredOn: '2026-03-08', type: 'CASH', amount: 5_108_000 },
    ],
  });
}

/** Sold for exactly what is due (11,173,000) unless told otherwise. */
export function sampleLiquidationReceipt(collected = 11_173_000): SettlementReceiptData {
  return settlementReceiptData({
    ...head,
    kind: 'LIQUIDATION',
    contract: sampleContract(),
    product: sampleProduct,
    repaidOn: '2026-03-08',
    payments: [{ registeredOn: '2026-03-08', type: 'CASH', amount: collected }],
    liquidationRate: 10,
  });
}

export function sampleVehicleContract(): MortgageContractData {
  return mortgageContractData({
    ...head,
    printedAt: new Date('2026-02-01T02:40:00Z'),
    contract: sampleContract({ status: 'DISBURSED' }),
    product: sampleProduct,
    valuatedAmount: 12_000_000,
  });
}

export function sampleRealEstateContract(): MortgageContractData {
  return mortgageContractData({
    ...head,
    printedAt: new Date('2026-02-01T02:40:00Z'),
    contract: sampleContract({
      status: 'DISBURSED',
      approvedAmount: 1_500_000_000,
      principalAmount: 1_500_000_000,
      interestAmount: 97_500_000,
      discountAmount: 0,
      receivedAmount: 1_402_500_000,
      promotion: null,
      assetType: { name: 'Realestate', description: 'Bất động sản' },
      asset: {
        id: 9,
        code: 'TS009',
        description: 'Nhà 3 tầng, diện tích đất 45 m², số 8 ngõ 12 phố Láng Hạ, Đống Đa, Hà Nội',
        status: 'IN_STORAGE',
        meta: { coOwner: 'Trần Văn Bình', coOwnerCitizenId: '001089054321' },
        storage: { id: 3, code: 'CG', name: 'Kho Cầu Giấy' },
        storedOn: '2026-11-01',
      },
    }),
    product: sampleProduct,
    valuatedAmount: 2_500_000_000,
  });
}
