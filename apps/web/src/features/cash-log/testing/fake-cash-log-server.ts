import type { CashClosureDto, CashLogDto } from '@pawndesk/domain/cash-log-api';
import { fakeFetch, json } from '../../../testing/render-app.tsx';

export const branches = [
  { id: 1, code: 'HO', name: 'Hội sở', address: 'Hà Nội' },
  { id: 2, code: 'LVL', name: 'LVL – Kho thanh lý', address: 'Hà Nội' },
  { id: 3, code: 'GD', name: 'GD – Ban giám đốc', address: 'Hà Nội' },
  { id: 4, code: 'HN01', name: 'Chi nhánh Cầu Giấy', address: 'Hà Nội' },
];

export const funds = [
  { id: 11, name: 'Quỹ tiền mặt Cầu Giấy', type: 'CASH', branchId: 4 },
  { id: 12, name: 'Vietcombank – TK công ty', type: 'BANK', branchId: 1 },
];

export const categories = [
  { id: 1, key: 'LOAN_REPAYMENT', name: 'Thu nợ gốc, lãi', direction: 1, parent: null },
  { id: 2, key: 'LOAN_DISBURSEMENT', name: 'Giải ngân hợp đồng', direction: -1, parent: null },
  {
    id: 3,
    key: 'COLLATERAL_SALE_PROCEEDS',
    name: 'Thu tiền bán tài sản thanh lý',
    direction: 1,
    parent: null,
  },
  { id: 4, key: 'ORDINARY_EXPENSE', name: 'Chi khác', direction: -1, parent: null },
  { id: 5, key: 'RENEW', name: 'Gia hạn hợp đồng', direction: 1, parent: 3 },
  { id: 6, key: 'DIRECT_SALE', name: 'Bán trực tiếp tại cửa hàng', direction: 1, parent: 3 },
  { id: 7, key: 'RENT', name: 'Tiền thuê mặt bằng', direction: -1, parent: 4 },
];

export function entryFixture(overrides: Partial<CashLogDto> = {}): CashLogDto {
  return {
    id: 1,
    registrationDate: '2026-11-20',
    amount: 1_500_000,
    direction: -1,
    category: { id: 7, parent: 4 },
    branch: { id: 4, name: 'Chi nhánh Cầu Giấy' },
    targetBranch: { id: 4, code: 'HN01', name: 'Chi nhánh Cầu Giấy' },
    type: 'CASH',
    mifosLoanId: null,
    mifosRenewLoanId: null,
    notes: 'Tiền thuê tháng 11',
    contract: null,
    agent: { firstName: 'Hương', lastName: 'Vũ Thu' },
    fund: { id: 11, name: 'Quỹ tiền mặt Cầu Giấy' },
    cashBalance: 448_500_000,
    bankBalance: 12_500_000_000,
    status: 'registered',
    retractedLog: null,
    origin: null,
    contractTransactionId: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export type Call = { method: string; url: URL; body: unknown };

export type FakeCashLogServer = {
  entries: CashLogDto[];
  pending: CashLogDto[];
  /** What GET /v1/cash-logs/contract-payments/ finds, by mifosLoanId. */
  contractPayments: CashLogDto[];
  /** Closures of the month-end check (any date asked). */
  monthEnd: CashClosureDto[];
  closures: CashClosureDto[];
  calls: Call[];
  callsTo: (method: string, path: string) => Call[];
  /** The next POST /v1/cash-logs/ answers this error. */
  failNextEntry: { code: number; message: string } | null;
};

export function closureFixture(overrides: Partial<CashClosureDto> = {}): CashClosureDto {
  return {
    id: 1,
    closureDate: '2026-10-31',
    balance: 450_000_000,
    computedBalance: 450_000_000,
    notes: null,
    fund: { id: 11, name: 'Quỹ tiền mặt Cầu Giấy', type: 'CASH' },
    createdAt: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}

/** An in-memory stand-in for the cash log calls, on fakeFetch. */
export function fakeCashLogServer(entries: CashLogDto[] = [entryFixture()]): FakeCashLogServer {
  const server: FakeCashLogServer = {
    entries,
    pending: [],
    contractPayments: [],
    monthEnd: funds.map((fund, index) =>
      closureFixture({ id: 100 + index, fund: { ...fund, type: fund.type as 'CASH' | 'BANK' } }),
    ),
    closures: [closureFixture()],
    calls: [],
    callsTo: (method, path) =>
      server.calls.filter((call) => call.method === method && call.url.pathname === path),
    failNextEntry: null,
  };
  fakeFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    server.calls.push({ method, url, body });
    const path = url.pathname;
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
    const slice = <T>(items: T[]) =>
      pageSize === -1 ? items : items.slice((page - 1) * pageSize, page * pageSize);
    if (method === 'GET' && path === '/api/v1/misc/') {
      return json(200, { data: { branches, funds, assetTypes: [] } });
    }
    if (method === 'GET' && path === '/api/v1/cash-log-categories/') {
      return json(200, { data: { items: categories } });
    }
    if (method === 'GET' && path === '/api/v1/cash-logs/') {
      return json(200, { data: { items: slice(server.entries), total: server.entries.length } });
    }
    if (method === 'GET' && path === '/api/v1/cash-logs/pending/') {
      return json(200, { data: { items: slice(server.pending), total: server.pending.length } });
    }
    if (method === 'GET' && path === '/api/v1/cash-logs/contract-payments/') {
      const mifosLoanId = Number(url.searchParams.get('mifosLoanId'));
      const items = server.contractPayments.filter((entry) => entry.mifosLoanId === mifosLoanId);
      return json(200, { data: { items, total: items.length } });
    }
    if (method === 'GET' && path === '/api/v1/cash-logs/summary/') {
      return json(200, {
        data: {
          totalIn: 3_000_000,
          totalOut: 1_500_000,
          cashBalance: 448_500_000,
          bankBalance: 12_500_000_000,
          balanceDate: '2026-11-21',
        },
      });
    }
    if (method === 'POST' && path === '/api/v1/cash-logs/') {
      if (server.failNextEntry) {
        const error = server.failNextEntry;
        server.failNextEntry = null;
        return json(400, { error });
      }
      const saved = entryFixture({ id: 900 + server.pending.length, status: 'pending' });
      server.pending.unshift(saved);
      return json(200, { data: saved });
    }
    const statusOf = /^\/api\/v1\/cash-logs\/(\d+)\/status\/$/.exec(path)?.[1];
    if (method === 'PUT' && statusOf) {
      const entry = [...server.pending, ...server.entries].find(
        (item) => item.id === Number(statusOf),
      );
      return json(200, { data: { ...entry, status: (body as { status: string }).status } });
    }
    if (method === 'GET' && path === '/api/v1/cash-closures/') {
      if (url.searchParams.get('fromDate')) {
        return json(200, { data: { items: server.monthEnd, total: server.monthEnd.length } });
      }
      return json(200, { data: { items: slice(server.closures), total: server.closures.length } });
    }
    if (method === 'POST' && path === '/api/v1/cash-closures/') {
      const saved = closureFixture({
        id: 50,
        closureDate: (body as { closureDate: string }).closureDate,
      });
      server.closures.unshift(saved);
      return json(200, { data: saved });
    }
    return undefined;
  });
  return server;
}
