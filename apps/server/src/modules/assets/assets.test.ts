import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { searchCountLimit } from '@pawndesk/domain/search';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetCategories, assetTypes, auditEvents, storages } from '../../db/schema.ts';
import { seedReference } from '../../db/seed/seed-reference.ts';
import { buildBranch, buildClient, buildOrder, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let staff: string;
let orderAgent: string;
let outsider: string;
let valuatorId: number;
let storage: { id: number; branchId: number };
let categoryByKey: Map<string, number>;
let clientId: number;
let staffBranchId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  const branch = await buildBranch(t.database.db);
  staffBranchId = branch.id;
  const a = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['asset_access'],
  });
  const o = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['order_access'],
  });
  const b = await buildUser(t.database.db, { branchIds: [branch.id] });
  valuatorId = (await buildUser(t.database.db, { branchIds: [branch.id], username: 'dinhgia1' }))
    .id;
  staff = (await t.login(a)).accessToken;
  orderAgent = (await t.login(o)).accessToken;
  outsider = (await t.login(b)).accessToken;
  const [firstStorage] = await t.database.db
    .select()
    .from(storages)
    .orderBy(asc(storages.id))
    .limit(1);
  if (!firstStorage) {
    throw new Error('no storage seeded');
  }
  storage = firstStorage;
  const categories = await t.database.db.select().from(assetCategories);
  categoryByKey = new Map(categories.map((row) => [row.key, row.id]));
  clientId = (await buildClient(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
});

const category = (key: string) => categoryByKey.get(key) ?? 0;

function motorbike(overrides: Record<string, unknown> = {}) {
  return {
    category: category('MOTORCYCLE'),
    storage: storage.id,
    valuatedAmount: 18_000_000,
    expectedAmount: 20_000_000,
    valuator: valuatorId,
    description: 'Honda Wave Alpha 110 đỏ đen',
    client: clientId,
    meta: {
      brand: 'Honda',
      productLine: 'Wave Alpha',
      licensePlate: '29H1-123.45',
      chassisNumber: 'RLHJA3906KY123456',
      engineNumber: 'JA39E-1234567',
      paintingColor: 'Đỏ đen',
      coOwner: 'bị bỏ vì không thuộc xe máy',
    },
    ...overrides,
  };
}

describe('POST and PUT /crm/api/v2/assets/', () => {
  it('refuses without a session (401) and without asset_access (403)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: urlOf(assetEndpoints.create),
      payload: motorbike(),
    });
    expect(anonymous.statusCode).toBe(401);
    const denied = await t.as(outsider, {
      method: 'POST',
      url: urlOf(assetEndpoints.create),
      payload: motorbike(),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe(errorCodes.forbidden);
  });

  it.each([
    ['no category', { category: undefined }],
    ['no storage for an asset in storage', { storage: undefined, status: 'IN_STORAGE' }],
    ['no valuated amount', { valuatedAmount: undefined }],
    ['no valuator', { valuator: undefined }],
    ['a blank description', { description: '   ' }],
    ['an unknown storage', { storage: 999_999 }],
    ['an unknown category', { category: 999_999 }],
    ['an unknown valuator', { valuator: 999_999 }],
    ['an unknown client', { client: 999_999 }],
    ['a bad status', { status: 'LOST' }],
  ])('answers 400 for %s', async (_, overrides) => {
    const response = await t.as(staff, {
      method: 'POST',
      url: urlOf(assetEndpoints.create),
      payload: motorbike(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
  });

  it('creates an asset with a TS- code, the storage branch, the vehicle meta and an audit row', async () => {
    const response = await t.as(staff, {
      method: 'POST',
      url: urlOf(assetEndpoints.create),
      payload: motorbike(),
    });
    expect(response.statusCode).toBe(200);
    const asset = response.json().data;
    expect(asset).toMatchObject({
      status: 'PENDING',
      category: { key: 'MOTORCYCLE' },
      storage: { id: storage.id },
      branch: { id: storage.branchId },
      client: { id: clientId },
      valuator: { id: valuatorId, username: 'dinhgia1' },
      valuatedAmount: 18_000_000,
      expectedAmount: 20_000_000,
      contracts: [],
      liquidizedOn: null,
      releasedOn: null,
    });
    expect(asset.code).toMatch(/^TS-\d{6}$/);
    expect(asset.meta.licensePlate).toBe('29H1-123.45');
    expect(asset.meta.coOwner).toBeUndefined();
    expect(asset.fullDescriptionVi).toContain('Biển số: 29H1-123.45');
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'asset'), eq(auditEvents.entityId, String(asset.id))));
    expect(audits.map((row) => row.action)).toEqual(['asset.created']);
  });

  it('updates: real estate keeps the co-owner, status dates are stamped, the audit row lists changes', async () => {
    const created = (
      await t.as(staff, { method: 'POST', url: urlOf(assetEndpoints.create), payload: motorbike() })
    ).json().data;
    const url = urlOf(assetEndpoints.update, { id: created.id });
    expect((await t.app.inject({ method: 'PUT', url, payload: motorbike() })).statusCode).toBe(401);
    expect((await t.as(outsider, { method: 'PUT', url, payload: motorbike() })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(staff, { method: 'PUT', url, payload: motorbike({ description: '' }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(staff, {
          method: 'PUT',
          url: '/crm/api/v2/assets/999999/',
          payload: motorbike(),
        })
      ).statusCode,
    ).toBe(404);

    const house = await t.as(staff, {
      method: 'PUT',
      url,
      payload: motorbike({
        category: category('REAL_ESTATE'),
        description: 'Nhà 3 tầng, sổ hồng số CS 01234',
        status: 'LIQUIDIZED',
        meta: { coOwner: 'Trần Thị Mai', coOwnerCitizenId: '001190012345', brand: 'x' },
      }),
    });
    expect(house.statusCode).toBe(200);
    expect(house.json().data).toMatchObject({
      category: { key: 'REAL_ESTATE' },
      meta: { coOwner: 'Trần Thị Mai', coOwnerCitizenId: '001190012345' },
      status: 'LIQUIDIZED',
      liquidizedOn: '2026-11-21',
    });
    expect(house.json().data.meta.brand).toBeUndefined();
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'asset.updated'), eq(auditEvents.entityId, String(created.id))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ status: 'LIQUIDIZED', liquidizedOn: '2026-11-21' });
    expect(audits[0]?.before).toMatchObject({ status: 'PENDING' });
  });
});

describe('GET /crm/api/v2/assets/', () => {
  it('needs asset_access', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf(assetEndpoints.list) })).statusCode,
    ).toBe(401);
    expect(
      (await t.as(outsider, { method: 'GET', url: urlOf(assetEndpoints.list) })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(staff, { method: 'GET', url: urlOf(assetEndpoints.list, {}, { pageSize: 0 }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(staff, {
          method: 'GET',
          url: urlOf(assetEndpoints.list, {}, { fromDate: '21-11-2026' }),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('searches without accents, by code, and filters by branch and created date', async () => {
    const created = (
      await t.as(staff, {
        method: 'POST',
        url: urlOf(assetEndpoints.create),
        payload: motorbike({ description: 'Xe Đẹp Yamaha Sirius màu xanh dương' }),
      })
    ).json().data;
    const search = await t.as(staff, {
      method: 'GET',
      url: urlOf(assetEndpoints.list, {}, { term: 'xe dep yamaha' }),
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.items.map((a: { id: number }) => a.id)).toEqual([created.id]);
    expect(search.json().data.total).toBe(1);

    const number = Number(created.code.slice(3));
    const byCode = await t.as(staff, {
      method: 'GET',
      url: urlOf(assetEndpoints.list, {}, { term: number }),
    });
    expect(byCode.json().data.items.map((a: { id: number }) => a.id)).toContain(created.id);

    const all = (await t.as(staff, { method: 'GET', url: urlOf(assetEndpoints.list) })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items[0].id).toBe(created.id);

    const otherBranch = await t.as(staff, {
      method: 'GET',
      url: urlOf(
        assetEndpoints.list,
        {},
        { branch: [storage.branchId + 1000, storage.branchId + 1001] },
      ),
    });
    expect(otherBranch.json().data.total).toBe(0);
    const ownBranch = await t.as(staff, {
      method: 'GET',
      url: urlOf(
        assetEndpoints.list,
        {},
        { branch: storage.branchId, fromDate: '2026-11-21', toDate: '2026-11-21' },
      ),
    });
    expect(ownBranch.json().data.total).toBe(all.total);
    const before = await t.as(staff, {
      method: 'GET',
      url: urlOf(assetEndpoints.list, {}, { toDate: '2026-11-20' }),
    });
    expect(before.json().data.total).toBe(0);
    const paged = await t.as(staff, {
      method: 'GET',
      url: urlOf(assetEndpoints.list, {}, { page: 2, pageSize: 1 }),
    });
    expect(paged.json().data.items).toHaveLength(1);
    expect(paged.json().data.items[0].id).toBe(all.items[1].id);
  });

  it('counts a term search only up to the limit + 1 (ADR 0006) and matches the phrase as typed', async () => {
    const created = (
      await t.as(staff, {
        method: 'POST',
        url: urlOf(assetEndpoints.create),
        payload: motorbike({ description: 'Đồng hồ Orient Bambino' }),
      })
    ).json().data;
    await t.database.db.execute(sql`
      insert into assets (description, status, category_id, storage_id, branch_id, client_id,
        created_at, modified_at)
      select 'Đồng hồ Orient Bambino ' || n, status, category_id, storage_id, branch_id,
        client_id, created_at, modified_at
      from assets, generate_series(1, ${searchCountLimit + 5}) as n where id = ${created.id}`);
    try {
      const list = async (term: string) =>
        (
          await t.as(staff, { method: 'GET', url: urlOf(assetEndpoints.list, {}, `term=${term}`) })
        ).json().data;
      expect((await list('dong%20ho%20orient')).total).toBe(searchCountLimit + 1);
      expect((await list('bambino%20orient')).total).toBe(0);
      expect((await list('orient%20bambino%201004')).total).toBe(1);
      const unfiltered = (
        await t.as(staff, { method: 'GET', url: urlOf(assetEndpoints.list) })
      ).json().data;
      expect(unfiltered.total).toBeGreaterThan(searchCountLimit + 5);
    } finally {
      await t.database.db.execute(
        sql`delete from assets where description like 'Đồng hồ Orient Bambino %'`,
      );
    }
  });

  it('GET /crm/api/v2/assets/{id}/: 401, 403, 404 and the asset', async () => {
    const created = (
      await t.as(staff, { method: 'POST', url: urlOf(assetEndpoints.create), payload: motorbike() })
    ).json().data;
    const url = urlOf(assetEndpoints.detail, { id: created.id });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(outsider, { method: 'GET', url })).statusCode).toBe(403);
    expect(
      (await t.as(staff, { method: 'GET', url: '/crm/api/v2/assets/999999/' })).statusCode,
    ).toBe(404);
    const found = await t.as(staff, { method: 'GET', url });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual(created);
  });
});

describe('asset orders: POST and PATCH /crm/api/v1/assets/', () => {
  it('creates a PENDING asset linked to the order and updates it', async () => {
    const [bike] = await t.database.db.select().from(assetTypes).where(eq(assetTypes.name, 'Bike'));
    const [car] = await t.database.db.select().from(assetTypes).where(eq(assetTypes.name, 'Car'));
    const order = await buildOrder(t.database.db, { requiredAmount: 15_000_000, clientId });
    const payload = {
      order: order.id,
      asset: bike?.id,
      description: 'Honda Vision 2022 trắng',
      meta: { licensePlate: '59X3-456.78' },
    };
    expect(
      (await t.app.inject({ method: 'POST', url: urlOf(assetEndpoints.createForOrder), payload }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.as(staff, { method: 'POST', url: urlOf(assetEndpoints.createForOrder), payload }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(orderAgent, {
          method: 'POST',
          url: urlOf(assetEndpoints.createForOrder),
          payload: { ...payload, description: '' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(orderAgent, {
          method: 'POST',
          url: urlOf(assetEndpoints.createForOrder),
          payload: { ...payload, asset: 999_999 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(orderAgent, {
          method: 'POST',
          url: urlOf(assetEndpoints.createForOrder),
          payload: { ...payload, category: category('REAL_ESTATE') },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(orderAgent, {
          method: 'POST',
          url: urlOf(assetEndpoints.createForOrder),
          payload: { ...payload, order: 999_999 },
        })
      ).statusCode,
    ).toBe(404);

    const created = await t.as(orderAgent, {
      method: 'POST',
      url: urlOf(assetEndpoints.createForOrder),
      payload,
    });
    expect(created.statusCode).toBe(200);
    const asset = created.json().data;
    expect(asset).toMatchObject({
      status: 'PENDING',
      orderId: order.id,
      category: { key: 'MOTORCYCLE' },
      client: { id: clientId },
      expectedAmount: 15_000_000,
      meta: { licensePlate: '59X3-456.78' },
    });

    const url = urlOf(assetEndpoints.updateForOrder, { id: asset.id });
    const patch = {
      asset: car?.id,
      description: 'Toyota Vios 2019 bạc',
      meta: { brand: 'Toyota' },
    };
    expect((await t.app.inject({ method: 'PATCH', url, payload: patch })).statusCode).toBe(401);
    expect((await t.as(outsider, { method: 'PATCH', url, payload: patch })).statusCode).toBe(403);
    expect(
      (await t.as(orderAgent, { method: 'PATCH', url, payload: { ...patch, asset: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(orderAgent, {
          method: 'PATCH',
          url: '/crm/api/v1/assets/999999/',
          payload: patch,
        })
      ).statusCode,
    ).toBe(404);
    const updated = await t.as(orderAgent, { method: 'PATCH', url, payload: patch });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      category: { key: 'AUTOMOBILE' },
      description: 'Toyota Vios 2019 bạc',
      meta: { brand: 'Toyota' },
      status: 'PENDING',
      orderId: order.id,
    });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'asset'), eq(auditEvents.entityId, String(asset.id))));
    expect(audits.map((row) => row.action)).toEqual(['asset.created', 'asset.updated']);
  });
});

describe('an asset not yet stored', () => {
  it('is created without a storage, in the branch of the user who took it in', async () => {
    const response = await t.as(staff, {
      method: 'POST',
      url: urlOf(assetEndpoints.create),
      payload: motorbike({ storage: undefined, status: 'PENDING' }),
    });
    expect(response.statusCode).toBe(200);
    const asset = response.json().data;
    expect(asset.status).toBe('PENDING');
    expect(asset.storage ?? null).toBeNull();
    expect(asset.branch).toMatchObject({ id: staffBranchId });
  });
});
