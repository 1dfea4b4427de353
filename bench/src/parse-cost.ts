/**
 * What checking an answer with its endpoint's zod schema costs the console (ADR 0010): the
 * biggest list answers, parsed from JSON text alone and then checked, on this machine's Node.
 * Run: npx tsx bench/src/parse-cost.ts
 */

import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { Endpoint } from '@pawndesk/domain/endpoint';
import type { OrderDto } from '@pawndesk/domain/order-api';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';

function contract(index: number): ContractDto {
  const money = 10_000_000 + index * 1000;
  return {
    id: index,
    finfluxId: 100_000 + index,
    mifosId: 200_000 + index,
    status: 'DISBURSED',
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
    requiredAmount: money,
    proposedAmount: money,
    approvedAmount: money,
    adjustedAmount: 0,
    hasValueAdjustment: false,
    principalAmount: money,
    interestAmount: 500_000,
    interestRate: 5,
    specialInterestValue: 5,
    isAdvance: false,
    roundingFee: 0,
    storageFee: 0,
    warehousingFee: 0,
    discountAmount: 0,
    receivedAmount: money,
    disbursementAmount: money,
    disburseType: 'CASH',
    repaidAmount: 0,
    waivedAmount: 0,
    renewalDifference: 0,
    chargedOverdueFee: 0,
    overridedOverdueFee: null,
    liquidationFee: 0,
    failedCommitmentFee: 0,
    lateDays: 0,
    overdueFee: 0,
    overdueFeePerDay: 17_000,
    totalDue: money + 500_000,
    totalOutstanding: money + 500_000,
    toRepay: money + 500_000,
    toRenew: 500_000,
    principalPaidBack: 0,
    cancelReason: null,
    branch: { id: 2, branchName: 'Chi nhánh Cầu Giấy' },
    product: {
      id: 1,
      productName: 'ARREARS_30',
      productDesc: 'Trả lãi cuối kỳ 30 ngày',
      interestType: 'ARREARS',
      prepaid: false,
      loanTerm: 30,
      repayEvery: 30,
    },
    promotion: null,
    client: {
      id: index,
      finfluxId: 1000 + index,
      name: 'Nguyễn Văn Hùng',
      primaryPhone: '0912345678',
    },
    asset: {
      id: index,
      code: `TS${index}`,
      description: 'Xe máy Honda Wave',
      status: 'IN_STORAGE',
      meta: { licensePlate: '29A1-12345' },
      storage: { id: 3, code: 'CG', name: 'Kho Cầu Giấy' },
      storedOn: '2026-10-01',
    },
    assetType: { name: 'Bike', description: 'Xe máy' },
    validator: { firstName: 'Hoa', lastName: 'Trần Thị', username: 'hoa' },
    parent: null,
    renewal: null,
    orderId: null,
    allowedActions: ['repay', 'renew'],
  };
}

function order(index: number): OrderDto {
  const staff = { id: 7, username: 'hoa', firstName: 'Hoa', lastName: 'Trần Thị' };
  return {
    id: index,
    phone: '0912345678',
    firstName: 'Bình',
    lastName: 'Lê Văn',
    source: 'Hotline',
    assetType: { id: 1, name: 'Bike', description: 'Xe máy' },
    assetDescription: 'Honda Vision 2020',
    requiredAmount: 15_000_000,
    proposedAmount: 12_500_000,
    referralCode: null,
    validator: staff,
    supportingValidator: null,
    isAtHomeSupport: false,
    location: null,
    address: 'Số 1 Trần Duy Hưng',
    appointment: '2026-11-21T03:00:00.000Z',
    step: 'pending',
    stepIndex: 2,
    stage: 'order_claimed',
    status: 'in_progress',
    agent: staff,
    workingAgent: null,
    workingUntil: null,
    branchName: 'Chi nhánh Cầu Giấy',
    marketingCampaign: null,
    client: null,
    note: 'Khách hẹn chiều',
    dateClaim: '2026-11-20T02:00:00.000Z',
    lastModify: '2026-11-20T03:00:00.000Z',
    contract: null,
    createdAt: '2026-11-20T01:00:00.000Z',
  };
}

function cashEntry(index: number): CashLogDto {
  return {
    id: index,
    registrationDate: '2026-11-20',
    amount: 1_500_000 + index,
    direction: index % 2 === 0 ? 1 : -1,
    category: { id: 3, parent: 1 },
    branch: { id: 2, name: 'Chi nhánh Cầu Giấy' },
    targetBranch: { id: 2, code: 'CG', name: 'Chi nhánh Cầu Giấy' },
    type: 'CASH',
    mifosLoanId: 200_000 + index,
    mifosRenewLoanId: null,
    notes: 'Thu tiền chuộc',
    contract: { finfluxId: 100_000 + index, renewal: null },
    agent: { firstName: 'Hoa', lastName: 'Trần Thị' },
    fund: { id: 1, name: 'Quỹ tiền mặt CG' },
    cashBalance: 50_000_000,
    bankBalance: null,
    status: 'registered',
    retractedLog: null,
    origin: null,
    contractTransactionId: null,
    createdAt: '2026-11-20T03:00:00.000Z',
  };
}

const counts = { countUnclaimed: 1, countPending: 2, countContact: 0, countQuoted: 0 };
const answers: [string, Endpoint, unknown][] = [
  [
    '100 contracts (B /v2/contracts/)',
    contractEndpoints.list,
    {
      items: Array.from({ length: 100 }, (_, i) => contract(i + 1)),
      total: 5000,
      summary: {
        pending: 1,
        approved: 2,
        disbursed: 3,
        overdue: 4,
        renewed: 5,
        repaid: 6,
        clients: 7,
      },
    },
  ],
  [
    '100 orders (A /v1/orders/)',
    orderEndpoints.list,
    {
      items: Array.from({ length: 100 }, (_, i) => order(i + 1)),
      total: 5000,
      ...counts,
      countAppointment: 0,
    },
  ],
  [
    '200 cash log entries (A /v1/cash-logs/)',
    cashLogEndpoints.list,
    { items: Array.from({ length: 200 }, (_, i) => cashEntry(i + 1)), total: 5000 },
  ],
];

function medianMs(run: () => void, rounds: number): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

for (const [label, definition, data] of answers) {
  const schema = definition.response;
  if (!schema) {
    continue;
  }
  const text = JSON.stringify({ data });
  const check = schema.safeParse(data);
  if (!check.success) {
    throw new Error(`${label}: ${check.error.message}`);
  }
  // The first calls compile the schema and warm the JIT; a console parses every answer, so
  // the steady state is what a user feels, and the first call is shown apart.
  const first = medianMs(() => schema.parse((JSON.parse(text) as { data: unknown }).data), 1);
  const json = medianMs(() => JSON.parse(text), 200);
  const parse = medianMs(() => schema.parse((JSON.parse(text) as { data: unknown }).data), 200);
  console.log(
    `${label}: ${(text.length / 1024).toFixed(0)} KiB, JSON.parse ${json.toFixed(2)} ms, ` +
      `JSON.parse + zod ${parse.toFixed(2)} ms (zod ≈ ${(parse - json).toFixed(2)} ms), ` +
      `first call ${first.toFixed(2)} ms`,
  );
}
