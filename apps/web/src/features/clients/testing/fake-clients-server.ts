import type { BankAccountDto, ClientDto, ClientNoteDto } from '@pawndesk/domain/client-api';
import type { DocumentDto } from '@pawndesk/domain/document-api';
import { fakeFetch, json } from '../../../testing/render-app.tsx';

export function clientFixture(overrides: Partial<ClientDto> = {}): ClientDto {
  return {
    id: 1,
    finfluxId: 1001,
    mifosId: null,
    nameVi: 'Nguyễn Văn Hùng',
    name: 'Nguyễn Văn Hùng',
    firstName: 'Hùng',
    lastName: 'Nguyễn Văn',
    citizenId: '001090000001',
    zaloId: null,
    primaryPhoneNumber: '0912345678',
    secondaryPhoneNumber: '0987654321',
    branchId: 2,
    branchName: 'Chi nhánh Cầu Giấy',
    numberOfActiveContracts: 0,
    numberOfContracts: 0,
    fullAddress: '12 Trần Thái Tông, Cầu Giấy, Hà Nội',
    address: '12 Trần Thái Tông',
    dateOfBirth: '1990-05-17',
    gender: 'MALE',
    locationId: 11,
    createdAt: '2026-01-02T03:00:00.000Z',
    createdBy: { firstName: 'An', lastName: 'Nguyễn Văn' },
    modifiedAt: '2026-01-03T03:00:00.000Z',
    modifiedBy: null,
    ...overrides,
  };
}

export const misc2 = {
  locations: [
    { id: 10, code: '01', name: 'Hà Nội', parent: null, tree: 'legacy', type: { level: 1 } },
    { id: 11, code: '005', name: 'Cầu Giấy', parent: 10, tree: 'legacy', type: { level: 2 } },
    { id: 20, code: '79', name: 'Hồ Chí Minh', parent: null, tree: 'legacy', type: { level: 1 } },
    { id: 90, code: '01', name: 'Hà Nội', parent: null, tree: 'current', type: { level: 1 } },
  ],
  assetCategories: [
    { id: 1, key: 'MOTORCYCLE', name: 'Xe máy' },
    { id: 8, key: 'REAL_ESTATE', name: 'Bất động sản' },
    { id: 4, key: 'PHONE_TABLET', name: 'Điện thoại' },
  ],
  products: [],
  storages: [{ id: 3, code: 'CG', name: 'Kho Cầu Giấy', branchId: 2 }],
  contractDocTypes: [],
  clientDocTypes: [{ id: 1, key: 'IDENTIFICATION', name: 'CMND/CCCD' }],
  paymentReminderNextActions: [],
  paymentReminderClientAttitudes: [],
  paymentReminderStatuses: [],
};

/** Every location the fake knows, both trees, for B /v2/locations/ (misc2 ships only levels 1–2). */
export const allLocations = [
  ...misc2.locations,
  {
    id: 12,
    code: '00160',
    name: 'Phường Dịch Vọng',
    parent: 11,
    tree: 'legacy',
    type: { level: 3 },
  },
  {
    id: 91,
    code: '00166',
    name: 'Phường Cầu Giấy',
    parent: 90,
    tree: 'current',
    type: { level: 3 },
  },
];

function locationAnswer(path: string, url: URL): Answer {
  if (path === '/crm/api/v2/locations/') {
    const tree = url.searchParams.get('tree') ?? 'current';
    const parent = url.searchParams.get('parent');
    const items = allLocations.filter(
      (item) =>
        item.tree === tree && (parent ? item.parent === Number(parent) : item.type.level === 1),
    );
    return json(200, { data: { items } });
  }
  const equivalents = path.match(/^\/crm\/api\/v2\/locations\/(\d+)\/current-equivalents\/$/);
  if (equivalents) {
    const items =
      equivalents[1] === '12'
        ? [
            {
              location: allLocations.find((item) => item.id === 91),
              province: { id: 90, name: 'Hà Nội' },
              coverage: 'full',
            },
          ]
        : [];
    return json(200, { data: { items } });
  }
  const single = path.match(/^\/crm\/api\/v2\/locations\/(\d+)\/$/);
  if (single) {
    const location = allLocations.find((item) => item.id === Number(single[1]));
    if (!location) {
      return json(404, { error: { code: 1004, message: 'Không tìm thấy địa danh' } });
    }
    const ancestors = [];
    for (let parent = location.parent; parent !== null; ) {
      const found = allLocations.find((item) => item.id === parent);
      if (!found) {
        break;
      }
      ancestors.unshift(found);
      parent = found.parent;
    }
    return json(200, { data: { location, ancestors } });
  }
  return undefined;
}

export type Call = { method: string; url: URL; body: unknown };
type Answer = Response | undefined;

export type FakeClientsServer = {
  clients: ClientDto[];
  /** What list/search calls answer as total (defaults to the number of clients). */
  total: number | null;
  notes: ClientNoteDto[];
  banks: BankAccountDto[];
  documents: DocumentDto[];
  calls: Call[];
  callsTo: (method: string, path: string) => Call[];
  override: (handler: (call: Call) => Answer) => void;
};

/** An in-memory stand-in for the client, note, bank-account and document calls, on fakeFetch. */
export function fakeClientsServer(
  clients: ClientDto[] = [clientFixture()],
  extra?: (call: Call) => Answer,
): FakeClientsServer {
  const overrides: ((call: Call) => Answer)[] = [];
  const server: FakeClientsServer = {
    clients,
    total: null,
    notes: [],
    banks: [],
    documents: [],
    calls: [],
    callsTo: (method, path) =>
      server.calls.filter((call) => call.method === method && call.url.pathname === path),
    override: (handler) => {
      overrides.unshift(handler);
    },
  };
  const notFound = () => json(404, { error: { code: 1004, message: 'Không tìm thấy' } });
  fakeFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: Call = { method, url, body };
    server.calls.push(call);
    for (const handler of overrides) {
      const answer = handler(call);
      if (answer) {
        return answer;
      }
    }
    const fromExtra = extra?.(call);
    if (fromExtra) {
      return fromExtra;
    }
    const path = url.pathname;
    if (method === 'GET' && path === '/crm/api/v2/misc/') {
      return json(200, { data: misc2 });
    }
    const location = method === 'GET' ? locationAnswer(path, url) : undefined;
    if (location) {
      return location;
    }
    if (method === 'GET' && (path === '/crm/api/v2/clients/' || path === '/api/v1/clients/')) {
      const pageSize = Number(url.searchParams.get('pageSize'));
      const page = Number(url.searchParams.get('page'));
      const items = server.clients.slice((page - 1) * pageSize, page * pageSize);
      return json(200, { data: { items, total: server.total ?? server.clients.length } });
    }
    const finflux = /^\/crm\/api\/v2\/clients\/finflux-(\d+)\/$/.exec(path)?.[1];
    if (method === 'GET' && finflux) {
      const client = server.clients.find((item) => item.finfluxId === Number(finflux));
      return client ? json(200, { data: client }) : notFound();
    }
    const clientId = /^\/crm\/api\/v2\/clients\/(\d+)\/$/.exec(path)?.[1];
    if (method === 'PUT' && clientId) {
      const client = server.clients.find((item) => item.id === Number(clientId));
      if (!client) {
        return notFound();
      }
      const saved = { ...client, ...body };
      server.clients = server.clients.map((item) => (item.id === saved.id ? saved : item));
      return json(200, { data: saved });
    }
    const notesOf = /^\/crm\/api\/v2\/clients\/(\d+)\/notes\/$/.exec(path)?.[1];
    if (notesOf && method === 'GET') {
      return json(200, { data: { items: server.notes, total: server.notes.length } });
    }
    if (notesOf && method === 'POST') {
      const note: ClientNoteDto = {
        id: server.notes.length + 1,
        content: body.content,
        createdAt: `2026-02-0${server.notes.length + 1}T05:00:00.000Z`,
        createdBy: { firstName: 'An', lastName: 'Nguyễn Văn' },
      };
      server.notes.push(note);
      return json(200, { data: note });
    }
    if (method === 'GET' && /^\/api\/v1\/clients\/\d+\/bank-accounts\/$/.test(path)) {
      return json(200, { data: { items: server.banks, total: server.banks.length } });
    }
    if (method === 'POST' && path === '/api/v1/client-banks/') {
      const account: BankAccountDto = { id: 50 + server.banks.length, bankBranch: null, ...body };
      server.banks.push(account);
      return json(200, { data: account });
    }
    const bankId = Number(/^\/api\/v1\/client-banks\/(\d+)\/$/.exec(path)?.[1]);
    if (bankId && method === 'PATCH') {
      server.banks = server.banks.map((item) => (item.id === bankId ? { ...item, ...body } : item));
      return json(200, { data: server.banks.find((item) => item.id === bankId) });
    }
    if (bankId && method === 'DELETE') {
      server.banks = server.banks.filter((item) => item.id !== bankId);
      return json(200, { data: { deleted: true } });
    }
    if (method === 'GET' && /^\/crm\/api\/v2\/clients\/\d+\/docs\/$/.test(path)) {
      return json(200, { data: { items: server.documents, total: server.documents.length } });
    }
    if (method === 'POST' && /^\/crm\/api\/v2\/clients\/\d+\/docs\/$/.test(path)) {
      const form = init.body as FormData;
      const file = form.get('path') as File;
      const doc: DocumentDto = {
        id: 70 + server.documents.length,
        typeId: Number(form.get('type')),
        type: misc2.clientDocTypes[0] ?? { id: 1, key: 'X', name: 'X' },
        path: '/files/documents/70',
        fileName: file.name,
        contentType: file.type,
        size: file.size,
        createdBy: { firstName: 'An', lastName: 'Nguyễn Văn' },
        createdAt: '2026-02-01T05:00:00.000Z',
        archived: false,
      };
      server.documents.push(doc);
      return json(200, { data: doc });
    }
    const archived = Number(/^\/crm\/api\/v2\/client-docs\/(\d+):archive\/$/.exec(path)?.[1]);
    if (archived && method === 'POST') {
      server.documents = server.documents.filter((item) => item.id !== archived);
      return json(200, { data: { archived: true } });
    }
    if (method === 'GET' && /^\/api\/v1\/clients\/\d+\/(active|close)-contracts\/$/.test(path)) {
      return json(200, { data: { items: [], total: 0 } });
    }
    const link = /^\/crm\/api\/v2\/documents\/(\d+):link\/$/.exec(path)?.[1];
    if (link && method === 'GET') {
      return json(200, {
        data: { url: `/files/documents/${link}?sig=x&exp=1`, expiresAt: '2026-02-01T05:05:00Z' },
      });
    }
    return undefined;
  });
  return server;
}
