import type { OrderDto, OrderNoteDto } from '@pawndesk/domain/order-api';
import { claimChange } from '@pawndesk/domain/orders';
import { fakeFetch, json } from '../../../testing/render-app.tsx';

/** The server answers the whole client plus `phone` (clientLookupDto), not just the match. */
function clientLookup(match: { id: number; name: string; phone: string }) {
  return {
    id: match.id,
    finfluxId: 1000 + match.id,
    mifosId: null,
    nameVi: match.name,
    name: match.name,
    firstName: match.name,
    lastName: '',
    citizenId: null,
    zaloId: null,
    primaryPhoneNumber: match.phone,
    secondaryPhoneNumber: null,
    branchId: null,
    branchName: null,
    numberOfActiveContracts: 0,
    numberOfContracts: 0,
    fullAddress: '',
    address: null,
    dateOfBirth: null,
    gender: null,
    locationId: null,
    createdAt: '2026-01-02T03:00:00.000Z',
    createdBy: null,
    modifiedAt: '2026-01-02T03:00:00.000Z',
    modifiedBy: null,
    phone: match.phone,
  };
}

/** The signed-in test user (testUser() in testing/render-app.tsx). */
export const me = { id: 1, username: 'sales', firstName: 'An', lastName: 'Nguyễn Văn' };
export const colleague = { id: 7, username: 'hoa', firstName: 'Hoa', lastName: 'Trần Thị' };

export function orderFixture(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 101,
    phone: '0912345678',
    firstName: 'Bình',
    lastName: 'Lê Văn',
    source: 'Hotline',
    assetType: { id: 1, name: 'Bike', description: 'Xe máy' },
    assetDescription: 'Honda Vision 2020',
    requiredAmount: 15_000_000,
    proposedAmount: 12_500_000,
    referralCode: null,
    validator: null,
    supportingValidator: null,
    isAtHomeSupport: false,
    location: null,
    address: null,
    appointment: null,
    step: 'pending',
    stepIndex: 2,
    stage: 'order_claimed',
    status: 'in_progress',
    agent: me,
    workingAgent: null,
    workingUntil: null,
    branchName: 'Chi nhánh Cầu Giấy',
    marketingCampaign: null,
    client: null,
    note: null,
    dateClaim: '2026-11-20T02:00:00.000Z',
    lastModify: '2026-11-20T03:00:00.000Z',
    createdAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

const reference = {
  misc: {
    branches: [],
    funds: [],
    assetTypes: [
      { id: 1, name: 'Bike', description: 'Xe máy' },
      { id: 2, name: 'Car', description: 'Ô tô' },
    ],
  },
  misc2: {
    locations: [
      { id: 10, code: '01', name: 'Hà Nội', parent: null, tree: 'legacy', type: { level: 1 } },
      { id: 11, code: '005', name: 'Cầu Giấy', parent: 10, tree: 'legacy', type: { level: 2 } },
      { id: 20, code: '79', name: 'Hồ Chí Minh', parent: null, tree: 'legacy', type: { level: 1 } },
      { id: 90, code: '01', name: 'Hà Nội', parent: null, tree: 'current', type: { level: 1 } },
    ],
    assetCategories: [],
    products: [],
    storages: [],
    contractDocTypes: [],
    clientDocTypes: [],
    paymentReminderNextActions: [],
    paymentReminderClientAttitudes: [],
    paymentReminderStatuses: [],
  },
  validators: [
    { id: 3, username: 'validator', firstName: 'Cường', lastName: 'Phạm' },
    { id: 4, username: 'validator2', firstName: 'Dung', lastName: 'Võ' },
  ],
};

export type Call = { method: string; url: URL; body: unknown };

type Answer = Response | undefined;

export type FakeOrdersServer = {
  orders: OrderDto[];
  notes: OrderNoteDto[];
  calls: Call[];
  /** The calls made so far with this method whose path is `path`. */
  callsTo: (method: string, path: string) => Call[];
  /** Answers tried before the built-in ones; return undefined to fall through. */
  override: (handler: (call: Call) => Answer) => void;
  clients: Record<string, { id: number; name: string; phone: string }>;
};

function counters(orders: readonly OrderDto[]) {
  const count = (step: OrderDto['step']) => orders.filter((order) => order.step === step).length;
  return {
    total: orders.length,
    countUnclaimed: count('unclaimed'),
    countPending: count('pending'),
    countContact: count('contact'),
    countQuoted: count('quoted'),
    countAppointment: count('appointment'),
  };
}

/** A small in-memory stand-in for the Orders calls of the API contract, on a faked fetch. */
export function fakeOrdersServer(orders: OrderDto[] = [orderFixture()]): FakeOrdersServer {
  const overrides: ((call: Call) => Answer)[] = [];
  const server: FakeOrdersServer = {
    orders,
    notes: [],
    calls: [],
    callsTo: (method, path) =>
      server.calls.filter((call) => call.method === method && call.url.pathname === path),
    override: (handler) => {
      overrides.unshift(handler);
    },
    clients: {},
  };
  const find = (id: number) => server.orders.find((order) => order.id === id);
  const replace = (next: OrderDto) => {
    server.orders = server.orders.map((order) => (order.id === next.id ? next : order));
    return json(200, { data: next });
  };
  const notFound = () => json(404, { error: { code: 1004, message: 'Không tìm thấy' } });

  fakeFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: Call = { method, url, body };
    server.calls.push(call);
    for (const handler of overrides) {
      const answer = handler(call);
      if (answer) {
        return answer;
      }
    }
    const path = url.pathname;
    if (method === 'GET' && path === '/api/v1/misc/') {
      return json(200, { data: reference.misc });
    }
    if (method === 'GET' && path === '/crm/api/v2/misc/') {
      return json(200, { data: reference.misc2 });
    }
    if (method === 'GET' && path === '/crm/api/v1/users/validators/') {
      return json(200, { data: { items: reference.validators } });
    }
    if (method === 'GET' && (path === '/api/v1/orders/' || path === '/api/v1/my-orders/')) {
      const steps = url.searchParams.getAll('step');
      const inScope =
        path === '/api/v1/my-orders/'
          ? server.orders.filter((order) => order.agent?.id === me.id)
          : server.orders;
      const items = steps.length > 0 ? inScope.filter((o) => steps.includes(o.step)) : inScope;
      return json(200, { data: { items, ...counters(inScope), total: items.length } });
    }
    const phone = /^\/crm\/api\/v2\/clients\/phone-(.+)\/$/.exec(path)?.[1];
    if (method === 'GET' && phone !== undefined) {
      const client = server.clients[decodeURIComponent(phone)];
      return client ? json(200, { data: clientLookup(client) }) : notFound();
    }
    if (method === 'GET' && path === '/api/v1/order-notes/') {
      const orderId = Number(url.searchParams.get('orderId'));
      const items = server.notes.filter((note) => note.orderId === orderId);
      return json(200, { data: { items, total: items.length } });
    }
    if (method === 'POST' && path === '/api/v1/order-notes/') {
      const note: OrderNoteDto = {
        id: server.notes.length + 1,
        orderId: body.orderId,
        content: body.content,
        createdAt: '2026-11-21T05:00:00.000Z',
        createdBy: { firstName: me.firstName, lastName: me.lastName },
      };
      server.notes.push(note);
      return json(200, { data: note });
    }
    if (method === 'POST' && path === '/crm/api/v1/orders/') {
      const created = orderFixture({
        phone: body.phone,
        source: body.source,
        assetDescription: body.assetDescription,
        requiredAmount: body.requiredAmount,
        proposedAmount: body.proposedAmount,
        id: 500 + server.orders.length,
        step: 'unclaimed',
        stage: 'unclaimed',
        status: 'open',
        agent: null,
      });
      server.orders.push(created);
      return json(200, { data: created });
    }
    const claim = /^\/api\/v1\/orders\/(\d+):claim\/$/.exec(path)?.[1];
    if (method === 'POST' && claim) {
      const order = find(Number(claim));
      return order ? replace({ ...order, ...claimChange, agent: me }) : notFound();
    }
    const lock = /^\/crm\/api\/v1\/orders\/(\d+)\/working-agent\/$/.exec(path)?.[1];
    if (lock) {
      const order = find(Number(lock));
      if (!order) {
        return notFound();
      }
      if (order.workingAgent && order.workingAgent.id !== me.id) {
        return json(409, { error: { code: 1009, message: 'Đơn hàng đang được xử lý bởi Hoa' } });
      }
      return replace({ ...order, workingAgent: method === 'POST' ? me : null });
    }
    const detail = /^\/(?:crm\/)?api\/v1\/orders\/(\d+)\/$/.exec(path)?.[1];
    if (detail && method === 'GET') {
      const order = find(Number(detail));
      return order ? json(200, { data: order }) : notFound();
    }
    if (detail && method === 'PATCH') {
      const order = find(Number(detail));
      return order ? replace({ ...order, ...body }) : notFound();
    }
    return undefined;
  });
  return server;
}
