import type { AssetDto } from '@pawndesk/domain/asset-api';
import { json } from '../../../testing/render-app.tsx';
import { type Call, fakeClientsServer } from '../../clients/testing/fake-clients-server.ts';

export function assetFixture(overrides: Partial<AssetDto> = {}): AssetDto {
  return {
    id: 5,
    code: 'TS-000005',
    description: 'Honda Wave Alpha',
    meta: { brand: 'Honda', licensePlate: '29H1-123.45' },
    status: 'IN_STORAGE',
    category: { id: 1, key: 'MOTORCYCLE', name: 'Xe máy' },
    storage: { id: 3, code: 'CG', name: 'Kho Cầu Giấy' },
    branch: { id: 2, name: 'Chi nhánh Cầu Giấy' },
    client: { id: 1, name: 'Nguyễn Văn Hùng', finfluxId: 1001 },
    contracts: [],
    expectedAmount: 12_000_000,
    valuatedAmount: 10_000_000,
    valuator: { id: 3, username: 'validator', firstName: 'Cường', lastName: 'Phạm' },
    storedOn: '2026-01-05',
    createdAt: '2026-01-04T03:00:00.000Z',
    modifiedAt: '2026-01-06T03:00:00.000Z',
    liquidizedOn: null,
    releasedOn: null,
    orderId: null,
    fullDescriptionVi: 'Xe máy – Honda Wave Alpha, Hãng: Honda, Biển số: 29H1-123.45',
    ...overrides,
  };
}

const branches = [
  { id: 1, code: 'HO', name: 'Hội sở', address: '' },
  { id: 2, code: 'CG', name: 'Chi nhánh Cầu Giấy', address: '' },
  { id: 6, code: 'LVL', name: 'LVL', address: '' },
  { id: 7, code: 'GD', name: 'Giám đốc', address: '' },
  { id: 8, code: 'Q1', name: 'Chi nhánh Quận 1', address: '' },
];

/** The asset calls (and the clients server's /v2/misc/) on fakeFetch. */
export function fakeAssetsServer(assets: AssetDto[] = [assetFixture()], total?: number) {
  const state = { assets };
  const server = fakeClientsServer([], (call: Call) => {
    const path = call.url.pathname;
    if (call.method === 'GET' && path === '/api/v1/misc/') {
      return json(200, { data: { branches, funds: [], assetTypes: [] } });
    }
    if (call.method === 'GET' && path === '/crm/api/v1/users/validators/') {
      return json(200, {
        data: { items: [{ id: 3, username: 'validator', firstName: 'Cường', lastName: 'Phạm' }] },
      });
    }
    if (call.method === 'GET' && path === '/crm/api/v2/assets/') {
      return json(200, { data: { items: state.assets, total: total ?? state.assets.length } });
    }
    const id = Number(/^\/crm\/api\/v2\/assets\/(\d+)\/$/.exec(path)?.[1]);
    const asset = state.assets.find((item) => item.id === id);
    if (id && call.method === 'GET') {
      return asset ? json(200, { data: asset }) : undefined;
    }
    if (id && call.method === 'PUT' && asset) {
      return json(200, { data: asset });
    }
    return undefined;
  });
  return server;
}
