import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { CreateFromOrderDto } from '@pawndesk/domain/contract-wizard-api';
import { contractWizardEndpoints } from '@pawndesk/domain/contract-wizard-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogs,
  assetCategories,
  assets,
  assetTypes,
  auditEvents,
  clients,
  contracts,
  locations,
  orders,
  promotions,
  users,
} from '../../db/schema.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { buildClient, buildOrder } from '../../testing/factories.ts';
import { failing } from '../../testing/failure-injection.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let w: ContractWorld;
let districtId: number;
let bikeTypeId: number;
let citizenSeq = 100_000_000_000;
let valuatorUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
  const db = t.database.db;
  const [province] = await db
    .insert(locations)
    .values({
      tree: 'legacy',
      code: '79',
      name: 'Thành phố Hồ Chí Minh',
      shortName: 'Hồ Chí Minh',
      type: 'city',
      level: 1,
    })
    .returning();
  const [district] = await db
    .insert(locations)
    .values({
      tree: 'legacy',
      code: '760',
      name: 'Quận 1',
      shortName: 'Quận 1',
      type: 'urban_district',
      level: 2,
      parentId: province?.id,
    })
    .returning();
  districtId = district?.id ?? 0;
  const [bike] = await db.select().from(assetTypes).where(eq(assetTypes.name, 'Bike'));
  bikeTypeId = bike?.id ?? 0;
  const [user] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  valuatorUserId = user?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const claimedOrder = () =>
  buildOrder(t.database.db, {
    assetTypeId: bikeTypeId,
    branchId: w.branch.id,
    step: 'pending',
    stepIndex: 3,
    stage: 'order_claimed',
    status: 'in_progress',
    requiredAmount: 12_000_000,
  });

/** The wizard's print step for a new motorbike client: 10,000,000 on the postpaid 30-day product. */
function wizardBody(overrides: { client?: object; contract?: object } = {}) {
  citizenSeq += 1;
  return {
    client: {
      firstName: 'Hùng',
      lastName: 'Nguyễn Văn',
      primaryPhoneNumber: `09${String(citizenSeq).slice(-8)}`,
      citizenId: String(citizenSeq),
      dateOfBirth: '1990-05-01',
      gender: 'MALE',
      address: '12 Lê Lợi',
      locationId: districtId,
      ...overrides.client,
    },
    asset: {
      description: 'Honda Wave Alpha 2020',
      expectedAmount: 12_000_000,
      valuatedAmount: 11_000_000,
      valuator: valuatorUserId,
      meta: {
        brand: 'Honda',
        productLine: 'Wave Alpha',
        chassisNumber: 'RLHJA3900',
        paintingColor: 'Đỏ đen',
        engineNumber: 'JA39E-123',
        licensePlate: '59X1-123.45',
      },
    },
    contract: {
      product: w.product('Trả sau 30 ngày').id,
      requiredAmount: 12_000_000,
      proposedAmount: 11_000_000,
      approvedAmount: 10_000_000,
      specialInterestValue: 5,
      ...overrides.contract,
    },
  };
}

async function createFromOrder(orderId: number, body: object, token = w.tokens.staff) {
  const response = await t.as(token, {
    method: 'POST',
    url: urlOf(contractWizardEndpoints.createFromOrder, { id: orderId }),
    payload: body,
  });
  return Object.assign(response, { data: response.json().data as CreateFromOrderDto });
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

describe('the print step: client, asset and contract in one call (B§4 Creation wizard)', () => {
  it('should create the client, the asset and the contract, and move the order', async () => {
    const order = await claimedOrder();
    const body = wizardBody();
    const response = await createFromOrder(order.id, body);
    expect(response.statusCode, response.body).toBe(200);
    const { contract, created } = response.data;
    expect(created).toBe(true);
    expect(contract).toMatchObject({
      status: 'PENDING',
      orderId: order.id,
      approvedAmount: 10_000_000,
      proposedAmount: 11_000_000,
      client: { name: 'Nguyễn Văn Hùng' },
      asset: { description: 'Honda Wave Alpha 2020', meta: { licensePlate: '59X1-123.45' } },
    });
    const db = t.database.db;
    const [client] = await db.select().from(clients).where(eq(clients.id, contract.client.id));
    expect(client?.citizenId).toBe(body.client.citizenId);
    const [asset] = await db.select().from(assets).where(eq(assets.id, contract.asset.id));
    expect(asset).toMatchObject({
      orderId: order.id,
      clientId: client?.id,
      valuatedAmount: 11_000_000,
    });
    expect(await orderRow(order.id)).toMatchObject({
      step: 'contract',
      stage: 'active_contract',
      status: 'success',
      clientId: client?.id,
    });
    const detail = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(orderEndpoints.detail, { id: order.id }),
    });
    expect(detail.json().data.contract).toEqual({
      id: contract.id,
      finfluxId: contract.finfluxId,
      status: 'PENDING',
    });
    const audits = await db.select().from(auditEvents).orderBy(asc(auditEvents.id));
    const actions = audits
      .filter(
        (row) =>
          (row.entity === 'client' && row.entityId === String(client?.id)) ||
          (row.entity === 'asset' && row.entityId === String(asset?.id)) ||
          (row.entity === 'contract' && row.entityId === String(contract.id)) ||
          (row.entity === 'order' && row.entityId === String(order.id)),
      )
      .map((row) => row.action);
    expect(actions).toEqual([
      'client.created',
      'asset.created',
      'contract.created',
      'order.updated',
    ]);
  });

  it('should answer the existing contract to a second press and create nothing more', async () => {
    const order = await claimedOrder();
    const body = wizardBody();
    const [first, second] = await Promise.all([
      createFromOrder(order.id, body),
      createFromOrder(order.id, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.data.created, second.data.created].sort()).toEqual([false, true]);
    expect(second.data.contract.id).toBe(first.data.contract.id);
    const db = t.database.db;
    expect(await db.select().from(contracts).where(eq(contracts.orderId, order.id))).toHaveLength(
      1,
    );
    expect(
      await db.select().from(clients).where(eq(clients.citizenId, body.client.citizenId)),
    ).toHaveLength(1);
    expect(await db.select().from(assets).where(eq(assets.orderId, order.id))).toHaveLength(1);
  });

  it('should update an existing client and the asset the order already has', async () => {
    const order = await claimedOrder();
    const db = t.database.db;
    const existing = await buildClient(db, { citizenId: '079111222333' });
    const [orderAsset] = await db
      .insert(assets)
      .values({
        description: 'Xe cũ',
        status: 'PENDING',
        categoryId: (await db.select().from(assets).limit(1))[0]?.categoryId ?? 1,
        orderId: order.id,
        createdAt: new Date(),
        modifiedAt: new Date(),
      })
      .returning();
    const body = wizardBody({
      client: {
        id: existing.id,
        citizenId: '079111222333',
        primaryPhoneNumber: existing.primaryPhone,
        address: '99 Hai Bà Trưng',
      },
    });
    const response = await createFromOrder(order.id, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data.contract.client.id).toBe(existing.id);
    expect(response.data.contract.asset.id).toBe(orderAsset?.id);
    const [client] = await db.select().from(clients).where(eq(clients.id, existing.id));
    expect(client?.address).toBe('99 Hai Bà Trưng');
  });

  it('should leave no client, asset or order change behind when the contract fails', async () => {
    const order = await claimedOrder();
    const body = wizardBody();
    const before = await orderRow(order.id);
    const drop = await failing(
      t,
      { table: 'contracts', event: 'INSERT', when: () => `new.order_id = ${order.id}` },
      { id: 0 } as ContractDto,
    );
    try {
      const response = await createFromOrder(order.id, body);
      expect(response.statusCode, response.body).toBe(500);
    } finally {
      await drop();
    }
    const db = t.database.db;
    expect(
      await db.select().from(clients).where(eq(clients.citizenId, body.client.citizenId)),
    ).toEqual([]);
    expect(await db.select().from(assets).where(eq(assets.orderId, order.id))).toEqual([]);
    expect(await orderRow(order.id)).toEqual(before);
    // The same call goes through once nothing fails: the failure was the injected one.
    const retried = await createFromOrder(order.id, body);
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('should refuse a contract with a taken national id (3002) and write nothing', async () => {
    const order = await claimedOrder();
    await buildClient(t.database.db, { citizenId: '079999888777' });
    const body = wizardBody({ client: { citizenId: '079999888777' } });
    const response = await createFromOrder(order.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.clientInfoUsed);
    expect(await t.database.db.select().from(assets).where(eq(assets.orderId, order.id))).toEqual(
      [],
    );
  });

  it('should answer 404 for an unknown order and 403 without contract_access', async () => {
    const body = wizardBody();
    expect((await createFromOrder(999_999, body)).statusCode).toBe(404);
    const order = await claimedOrder();
    expect((await createFromOrder(order.id, body, w.tokens.outsider)).statusCode).toBe(403);
  });
});

describe('one contract per order (B§4)', () => {
  it('should refuse a second contract for the order with 409 orderHasContract', async () => {
    const order = await claimedOrder();
    const first = await w.create({ order: order.id });
    expect(first.orderId).toBe(order.id);
    expect(await orderRow(order.id)).toMatchObject({ step: 'contract', stage: 'active_contract' });
    const second = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.create),
      payload: {
        client: first.client.id,
        asset: first.asset.id,
        product: w.product('Trả sau 30 ngày').id,
        approvedAmount: 5_000_000,
        specialInterestValue: 5,
        order: order.id,
      },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe(errorCodes.orderHasContract);
    expect(second.json().error.message).toContain(`#${first.finfluxId}`);
  });

  it('should free the order once its contract is cancelled, with the reason as its stage', async () => {
    const order = await claimedOrder();
    const first = await w.create({ order: order.id });
    const rejected = await w.action(w.tokens.staff, first, 'reject', { cancelReason: 'FRAUD' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      step: 'contract',
      stage: 'fraud',
      status: 'failed',
    });
    const canceled = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.orderId, order.id), eq(activityLogs.key, 'contract_canceled')));
    expect(canceled).toHaveLength(1);
    const again = await w.create({ order: order.id });
    expect(again.orderId).toBe(order.id);
  });
});

describe('approving the contract of an order (B§4)', () => {
  it('should move the order to active contract with the contract id and log contract_approved', async () => {
    const order = await claimedOrder();
    const body = wizardBody();
    const { data } = await createFromOrder(order.id, body);
    // The console's approve: PUT status ACTIVE (B§4 "sets the contract status to active").
    const approved = await t.as(w.tokens.staff, {
      method: 'PUT',
      url: urlOf(contractEndpoints.statusB, { id: data.contract.id }),
      payload: { status: 'ACTIVE' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('APPROVED');
    expect(await orderRow(order.id)).toMatchObject({
      step: 'contract',
      stage: 'active_contract',
      status: 'success',
    });
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.orderId, order.id), eq(activityLogs.key, 'contract_approved')));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.data).toMatchObject({
      orderId: order.id,
      contractId: data.contract.id,
      stage: 'active_contract',
      status: 'success',
    });
  });
});

describe('promotions for the contract step', () => {
  it('should list only the promotions in force and the order promotion when in force', async () => {
    const db = t.database.db;
    const all = await db.select().from(promotions).orderBy(asc(promotions.id));
    const list = await t.as(w.tokens.staff, {
      method: 'GET',
      url: urlOf(contractWizardEndpoints.promotions),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((p: { id: number }) => p.id)).toEqual(
      all.filter((p) => p.isActive).map((p) => p.id),
    );
    const active = all.find((p) => p.isActive);
    const inactive = all.find((p) => !p.isActive);
    const withActive = await buildOrder(db, { promotionId: active?.id ?? null });
    const withInactive = await buildOrder(db, { promotionId: inactive?.id ?? null });
    const without = await buildOrder(db);
    const promotionOf = async (id: number) =>
      (
        await t.as(w.tokens.staff, {
          method: 'GET',
          url: urlOf(contractWizardEndpoints.orderPromotion, { id }),
        })
      ).json().data.promotion;
    expect((await promotionOf(withActive.id))?.id).toBe(active?.id);
    expect(await promotionOf(withInactive.id)).toBeNull();
    expect(await promotionOf(without.id)).toBeNull();
  });
});

describe("the contract editor's create without an order: one call (B§2, FLOW-2)", () => {
  /** The editor's body: the wizard's client and contract, an asset of the Bike type's category. */
  async function editorBody() {
    const { client, asset, contract } = wizardBody();
    const [category] = await t.database.db
      .select({ id: assetCategories.id })
      .from(assetCategories)
      .where(eq(assetCategories.assetTypeId, bikeTypeId))
      .limit(1);
    // A description of its own, so a test finds exactly its asset.
    const description = `Honda Wave Alpha ${client.citizenId}`;
    return { client, asset: { ...asset, description, category: category?.id ?? 0 }, contract };
  }

  async function createWithCollateral(body: object, token = w.tokens.staff) {
    const response = await t.as(token, {
      method: 'POST',
      url: urlOf(contractWizardEndpoints.createWithCollateral),
      payload: body,
    });
    return Object.assign(response, { data: response.json().data as ContractDto });
  }

  it('should create the client, its PENDING asset and the PENDING contract', async () => {
    const body = await editorBody();
    const response = await createWithCollateral(body);
    expect(response.statusCode, response.body).toBe(200);
    const db = t.database.db;
    const [client] = await db
      .select()
      .from(clients)
      .where(eq(clients.citizenId, body.client.citizenId));
    const [contract] = await db.select().from(contracts).where(eq(contracts.id, response.data.id));
    expect(contract).toMatchObject({ status: 'PENDING', clientId: client?.id, orderId: null });
    const [asset] = await db
      .select()
      .from(assets)
      .where(eq(assets.id, contract?.assetId ?? 0));
    expect(asset).toMatchObject({ status: 'PENDING', clientId: client?.id, orderId: null });
    expect(response.data.approvedAmount).toBe(10_000_000);
  });

  it('should leave no client or asset behind when the contract fails, and go through after', async () => {
    const body = await editorBody();
    const drop = await failing(
      t,
      { table: 'contracts', event: 'INSERT', when: () => `new.approved_amount = 9999000` },
      { id: 0 } as ContractDto,
    );
    const failingBody = { ...body, contract: { ...body.contract, approvedAmount: 9_999_000 } };
    try {
      const response = await createWithCollateral(failingBody);
      expect(response.statusCode, response.body).toBe(500);
    } finally {
      await drop();
    }
    const db = t.database.db;
    expect(
      await db.select().from(clients).where(eq(clients.citizenId, body.client.citizenId)),
    ).toEqual([]);
    expect(
      await db.select().from(assets).where(eq(assets.description, body.asset.description)),
    ).toEqual([]);
    expect((await createWithCollateral(failingBody)).statusCode).toBe(200);
  });

  it('should answer 400 for a missing asset category, 3002 for a taken national id, 403 without contract_access', async () => {
    const body = await editorBody();
    const missing = await createWithCollateral({ ...body, asset: { ...body.asset, category: 0 } });
    expect(missing.statusCode).toBe(400);
    await buildClient(t.database.db, { citizenId: '079999888666' });
    const taken = await createWithCollateral({
      ...body,
      client: { ...body.client, citizenId: '079999888666' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.code).toBe(errorCodes.clientInfoUsed);
    expect((await createWithCollateral(body, w.tokens.outsider)).statusCode).toBe(403);
  });
});
