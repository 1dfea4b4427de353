import { errorCodes } from '@pawndesk/domain/errors';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocations } from '../../db/seed/seed-locations.ts';
import { seedReference } from '../../db/seed/seed-reference.ts';
import { seedRolesAndUsers } from '../../db/seed/seed-users.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let token: string;
let cashToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  await seedLocations(t.database.db);
  await seedRolesAndUsers(t.database.db);
  const misc = await t.app.inject({ method: 'GET', url: urlOf(referenceEndpoints.misc) });
  const branch = misc.json().data.branches.find((row: { code: string }) => row.code === 'HN01');
  const plain = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['general_access'],
  });
  const cashier = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['cash_log_access'],
  });
  token = (await t.login(plain)).accessToken;
  cashToken = (await t.login(cashier)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/misc/', () => {
  it('should answer without a token with branches, funds and asset types', async () => {
    const response = await t.app.inject({ method: 'GET', url: urlOf(referenceEndpoints.misc) });
    expect(response.statusCode).toBe(200);
    const { branches, funds, assetTypes } = response.json().data;
    expect(branches.map((row: { code: string }) => row.code)).toEqual(
      expect.arrayContaining(['HO', 'LVL', 'GD', 'HN01']),
    );
    expect(branches.length).toBeGreaterThanOrEqual(11);
    expect(branches[0]).toEqual({
      id: expect.any(Number),
      code: 'HO',
      name: 'Hội sở',
      address: expect.any(String),
    });
    expect(funds.some((fund: { type: string }) => fund.type === 'BANK')).toBe(true);
    expect(assetTypes.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['Bike', 'Car', 'Truck', 'Realestate']),
    );
  });
});

describe('GET /crm/api/v2/misc/', () => {
  it('should answer 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: urlOf(referenceEndpoints.misc2) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(errorCodes.invalidToken);
  });

  it('should return every reference list, with provinces and legacy districts as locations', async () => {
    const response = await t.as(token, { method: 'GET', url: urlOf(referenceEndpoints.misc2) });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.assetCategories).toHaveLength(15);
    expect(data.products.length).toBeGreaterThan(0);
    for (const product of data.products) {
      expect(product.maxInterestRate).toBeLessThanOrEqual(product.prepaid ? 7.4 : 8);
    }
    expect(data.products[0]).toMatchObject({ prepaid: true, repayEvery: 30 });
    expect(data.storages.length).toBeGreaterThan(0);
    expect(data.contractDocTypes.find((row: { id: number }) => row.id === 4)).toBeDefined();
    expect(data.clientDocTypes).toHaveLength(6);
    expect(data.paymentReminderStatuses.length).toBeGreaterThan(0);
    expect(data.paymentReminderClientAttitudes.length).toBeGreaterThan(0);
    expect(data.paymentReminderNextActions.length).toBeGreaterThan(0);
    const legacyProvinces = data.locations.filter(
      (row: { tree: string; type: { level: number } }) =>
        row.tree === 'legacy' && row.type.level === 1,
    );
    const legacyDistricts = data.locations.filter(
      (row: { tree: string; type: { level: number } }) =>
        row.tree === 'legacy' && row.type.level === 2,
    );
    const currentProvinces = data.locations.filter(
      (row: { tree: string; type: { level: number } }) =>
        row.tree === 'current' && row.type.level === 1,
    );
    expect([legacyProvinces.length, legacyDistricts.length, currentProvinces.length]).toEqual([
      63, 696, 34,
    ]);
    const hanoi = legacyProvinces.find((row: { code: string }) => row.code === '01');
    const baDinh = legacyDistricts.find((row: { code: string }) => row.code === '001');
    expect(baDinh.parent).toBe(hanoi.id);
  });
});

describe('staff lists and document types', () => {
  it.each([
    [urlOf(referenceEndpoints.validators), 'validator'],
    [urlOf(referenceEndpoints.valuators), 'valuator'],
  ])('should list the holders of the role at %s', async (url, username) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await t.as(token, { method: 'GET', url });
    expect(response.json().data.items).toEqual([
      {
        id: expect.any(Number),
        username,
        firstName: expect.any(String),
        lastName: expect.any(String),
      },
    ]);
  });

  it('should list the client document types', async () => {
    const response = await t.as(token, {
      method: 'GET',
      url: urlOf(referenceEndpoints.clientDocTypes),
    });
    expect(response.json().data.items.map((row: { key: string }) => row.key)).toEqual(
      expect.arrayContaining(['IDENTIFICATION', 'VEHICLE_REGISTRATION', 'HOUSE_CONTRACT']),
    );
  });
});

describe('GET /api/v1/cash-log-categories/', () => {
  it('should answer 401 without a token and 403 without cash_log_access', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf(referenceEndpoints.cashLogCategories) }))
        .statusCode,
    ).toBe(401);
    const forbidden = await t.as(token, {
      method: 'GET',
      url: urlOf(referenceEndpoints.cashLogCategories),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe(errorCodes.forbidden);
  });

  it('should return the category tree with directions', async () => {
    const response = await t.as(cashToken, {
      method: 'GET',
      url: urlOf(referenceEndpoints.cashLogCategories),
    });
    const items: { id: number; key: string; direction: number; parent: number | null }[] =
      response.json().data.items;
    const byKey = new Map(items.map((item) => [item.key, item]));
    expect(byKey.get('LOAN_REPAYMENT')).toMatchObject({ direction: 1, parent: null });
    expect(byKey.get('LOAN_DISBURSEMENT')).toMatchObject({ direction: -1, parent: null });
    expect(byKey.get('RENEW')?.parent).toBe(byKey.get('COLLATERAL_SALE_PROCEEDS')?.id);
  });
});

describe('locations (REF-2)', () => {
  type Location = {
    id: number;
    code: string;
    name: string;
    parent: number | null;
    tree: string;
    type: { level: number };
  };
  async function children(query: string): Promise<Location[]> {
    const response = await t.as(token, {
      method: 'GET',
      url: urlOf(referenceEndpoints.locations, {}, query),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.items;
  }

  it('should answer 401 without a token and 400 for an unknown tree', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf(referenceEndpoints.locations) })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.as(token, {
          method: 'GET',
          url: urlOf(referenceEndpoints.locations, {}, { tree: 'old' }),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('should walk the current tree province → commune and the legacy one province → district → ward', async () => {
    const currentProvinces = await children('tree=current');
    expect(currentProvinces).toHaveLength(34);
    const hanoiNow = currentProvinces.find((row) => row.code === '01');
    const communes = await children(`tree=current&parent=${hanoiNow?.id}`);
    expect(communes.find((row) => row.code === '00004')).toMatchObject({
      name: 'Phường Ba Đình',
      type: { level: 3 },
    });

    const legacyProvinces = await children('tree=legacy');
    expect(legacyProvinces).toHaveLength(63);
    const hanoiThen = legacyProvinces.find((row) => row.code === '01');
    const districts = await children(`tree=legacy&parent=${hanoiThen?.id}`);
    const baDinh = districts.find((row) => row.code === '001');
    expect(baDinh).toMatchObject({ name: 'Quận Ba Đình', type: { level: 2 } });
    const wards = await children(`tree=legacy&parent=${baDinh?.id}`);
    const phucXa = wards.find((row) => row.code === '00001');
    expect(phucXa?.name).toBe('Phường Phúc Xá');
    const path = await t.as(token, {
      method: 'GET',
      url: urlOf(referenceEndpoints.locationPath, { id: String(phucXa?.id) }),
    });
    expect(path.json().data.ancestors.map((row: Location) => row.name)).toEqual([
      'Thành phố Hà Nội',
      'Quận Ba Đình',
    ]);
    expect(path.json().data.location.name).toBe('Phường Phúc Xá');
  });

  it('should give the current equivalent of a legacy ward, with candidates for a split one', async () => {
    const hanoi = (await children('tree=legacy')).find((row) => row.code === '01');
    const baDinh = (await children(`tree=legacy&parent=${hanoi?.id}`)).find(
      (row) => row.code === '001',
    );
    const wards = await children(`tree=legacy&parent=${baDinh?.id}`);
    const equivalents = async (code: string) => {
      const ward = wards.find((row) => row.code === code);
      const response = await t.as(token, {
        method: 'GET',
        url: urlOf(referenceEndpoints.currentEquivalents, { id: String(ward?.id) }),
      });
      return response
        .json()
        .data.items.map(
          (item: { location: Location; province: { name: string }; coverage: string }) => [
            item.location.name,
            item.province.name,
            item.coverage,
          ],
        );
    };
    expect(await equivalents('00001')).toEqual([['Phường Hồng Hà', 'Thành phố Hà Nội', 'full']]);
    expect(await equivalents('00007')).toEqual([
      ['Phường Ngọc Hà', 'Thành phố Hà Nội', 'partial'],
      ['Phường Giảng Võ', 'Thành phố Hà Nội', 'partial'],
    ]);
    expect(
      (
        await t.as(token, {
          method: 'GET',
          url: '/crm/api/v2/locations/99999999/current-equivalents/',
        })
      ).statusCode,
    ).toBe(404);
  });
});
