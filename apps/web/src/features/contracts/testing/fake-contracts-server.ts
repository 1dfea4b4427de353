import type { ClientDto, ClientNoteDto } from '@pawndesk/domain/client-api';
import type { ContractDto, TransactionDto } from '@pawndesk/domain/contract-api';
import type { ContractStatus } from '@pawndesk/domain/contract-states';
import type { DocumentDto } from '@pawndesk/domain/document-api';
import { json } from '../../../testing/render-app.tsx';
import {
  type Call,
  clientFixture,
  type FakeClientsServer,
  fakeClientsServer,
} from '../../clients/testing/fake-clients-server.ts';

export function contractFixture(overrides: Partial<ContractDto> = {}): ContractDto {
  return {
    id: 7,
    finfluxId: 5007,
    mifosId: 5007,
    status: 'PENDING',
    contractType: 'NEW',
    submittedOn: '2026-02-01',
    originallySubmittedOn: '2026-02-01',
    maturesOn: '2026-03-03',
    maturesDate: '2026-03-03',
    overridedMaturesOn: null,
    dueDate: '2026-03-03',
    approvedOn: null,
    disbursedOn: null,
    repaidOn: null,
    renewedOn: null,
    closedOn: null,
    createdAt: '2026-02-01T03:00:00.000Z',
    requiredAmount: 12_000_000,
    proposedAmount: 10_000_000,
    approvedAmount: 10_000_000,
    adjustedAmount: 0,
    hasValueAdjustment: false,
    principalAmount: 10_000_000,
    interestAmount: 500_000,
    interestRate: 5,
    specialInterestValue: 5,
    isAdvance: false,
    roundingFee: 0,
    storageFee: 0,
    warehousingFee: 0,
    discountAmount: 0,
    receivedAmount: 10_000_000,
    disbursementAmount: null,
    disburseType: null,
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
    totalDue: 10_500_000,
    totalOutstanding: 10_500_000,
    toRepay: 10_500_000,
    toRenew: 500_000,
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
    client: { id: 1, finfluxId: 1001, name: 'Nguyễn Văn Hùng', primaryPhone: '0912345678' },
    asset: {
      id: 3,
      code: 'TS003',
      description: 'Xe máy Honda Wave',
      status: 'IN_STORAGE',
      meta: { licensePlate: '29A1-12345' },
      storage: { id: 3, code: 'CG', name: 'Kho Cầu Giấy' },
    },
    assetType: { name: 'Bike', description: 'Xe máy' },
    validator: null,
    parent: null,
    renewal: null,
    orderId: null,
    allowedActions: ['approve', 'reject', 'edit'],
    ...overrides,
  };
}

export function transactionFixture(overrides: Partial<TransactionDto> = {}): TransactionDto {
  return {
    id: 90,
    registeredOn: '2026-02-10',
    actionOn: null,
    type: 'CASH',
    amount: 1_000_000,
    status: 'REGISTERED',
    action: 'REPAY',
    parentId: null,
    isRenewalDifference: false,
    manual: true,
    retractable: true,
    createdAt: '2026-02-10T03:00:00.000Z',
    createdBy: { firstName: 'An', lastName: 'Nguyễn Văn' },
    ...overrides,
  };
}

/** Where each status action leaves the contract in this fake. */
const afterAction: Record<string, ContractStatus> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  disburse: 'DISBURSED',
  'undo-approval': 'PENDING',
  'undo-disbursal': 'APPROVED',
  'undo-repayment': 'DISBURSED',
  'undo-renewal': 'DISBURSED',
};

/** The client fake plus the contract calls, on fakeFetch. */
export function fakeContractsServer(
  contracts: ContractDto[] = [contractFixture()],
  clients: ClientDto[] = [clientFixture()],
) {
  const state = {
    contracts,
    transactions: [] as TransactionDto[],
    contractNotes: [] as ClientNoteDto[],
    contractDocuments: [] as DocumentDto[],
    summary: {
      pending: 1,
      approved: 2,
      disbursed: 3,
      overdue: 4,
      renewed: 5,
      repaid: 6,
      clients: 7,
    },
  };
  const list = <T>(items: T[]) => json(200, { data: { items, total: items.length } });
  const one = (contract: ContractDto | undefined) =>
    contract
      ? json(200, { data: contract })
      : json(404, { error: { code: 1004, message: 'Không tìm thấy hợp đồng' } });
  const save = (contract: ContractDto) => {
    server.contracts = server.contracts.map((item) => (item.id === contract.id ? contract : item));
    return one(contract);
  };
  const byId = (id: string | undefined) => server.contracts.find((item) => item.id === Number(id));

  const answer = (call: Call) => {
    const path = call.url.pathname;
    const { method } = call;
    if (method === 'GET' && path === '/crm/api/v2/contracts/') {
      return json(200, {
        data: { items: server.contracts, total: server.contracts.length, summary: server.summary },
      });
    }
    if (
      method === 'GET' &&
      /^\/api\/v1\/(contracts|clients\/\d+\/(active|close)-contracts)\/$/.test(path)
    ) {
      return list(server.contracts);
    }
    const finflux = /^\/crm\/api\/v2\/contracts\/finflux-(\d+)(?::([a-z-]+))?\/$/.exec(path);
    if (finflux) {
      const contract = server.contracts.find((item) => item.finfluxId === Number(finflux[1]));
      const status = afterAction[finflux[2] ?? ''];
      return method === 'POST' && contract && status
        ? save({ ...contract, status, allowedActions: [] })
        : one(contract);
    }
    const money = /^\/crm\/api\/v2\/contracts\/(\d+)\/transactions\/(?:(\d+):retract\/)?$/.exec(
      path,
    );
    const contract = byId(money?.[1]);
    if (money && method === 'GET') {
      return list(server.transactions);
    }
    if (money && contract && money[2]) {
      const retracted = Number(money[2]);
      server.transactions = server.transactions.map((item) =>
        item.id === retracted ? { ...item, status: 'RETRACTED', retractable: false } : item,
      );
      return save({ ...contract });
    }
    if (money && contract) {
      server.transactions.push(
        transactionFixture({ id: 100 + server.transactions.length, ...(call.body as object) }),
      );
      return save({ ...contract });
    }
    const notes = /^\/crm\/api\/v2\/contracts\/(\d+)\/notes\/$/.exec(path);
    if (notes && method === 'GET') {
      return list(server.contractNotes);
    }
    if (notes && method === 'POST') {
      const note: ClientNoteDto = {
        id: server.contractNotes.length + 1,
        content: (call.body as { content: string }).content,
        createdAt: '2026-02-05T05:00:00.000Z',
        createdBy: { firstName: 'An', lastName: 'Nguyễn Văn' },
      };
      server.contractNotes.push(note);
      return json(200, { data: note });
    }
    if (method === 'GET' && /^\/crm\/api\/v2\/contracts\/\d+\/docs\/$/.test(path)) {
      return list(server.contractDocuments);
    }
    return undefined;
  };
  const server: FakeClientsServer & typeof state = Object.assign(
    fakeClientsServer(clients, answer),
    state,
  );
  return server;
}
