import { activityEndpoints } from '@pawndesk/domain/activity-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, assetTypes, auditEvents, locations, orders } from '../../db/schema.ts';
import { seedReference } from '../../db/seed/seed-reference.ts';
import { liveNotifyChannel } from '../../lib/live.ts';
import {
  type BranchRow,
  buildBranch,
  buildClient,
  buildOrder,
  buildUser,
} from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let branch: BranchRow;
let agentA: string;
let agentB: string;
let outsider: string;
let agentAId: number;
let userB: Awaited<ReturnType<typeof buildUser>>;
let assetTypeId: number;
let districtId: number;
let validatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  branch = await buildBranch(t.database.db);
  const a = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['order_access'],
  });
  const b = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['order_access'],
  });
  const c = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['client_access'],
  });
  agentAId = a.id;
  validatorId = b.id;
  agentA = (await t.login(a)).accessToken;
  agentB = (await t.login(b)).accessToken;
  userB = b;
  outsider = (await t.login(c)).accessToken;
  const [type] = await t.database.db.select().from(assetTypes).where(eq(assetTypes.name, 'Bike'));
  assetTypeId = type?.id ?? 0;
  const [province] = await t.database.db
    .insert(locations)
    .values({
      tree: 'legacy',
      code: '01',
      name: 'Thành phố Hà Nội',
      shortName: 'Hà Nội',
      type: 'city',
      level: 1,
    })
    .returning();
  const [district] = await t.database.db
    .insert(locations)
    .values({
      tree: 'legacy',
      code: '001',
      name: 'Quận Ba Đình',
      shortName: 'Ba Đình',
      type: 'urban_district',
      level: 2,
      parentId: province?.id,
    })
    .returning();
  districtId = district?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const validOrder = () => ({
  phone: '0912345678',
  source: 'Hotline',
  asset: assetTypeId,
  assetDescription: 'Honda Vision 2022, biển 29B1-123.45',
  requiredAmount: 15_000_000,
  proposedAmount: 12_500_000,
  firstName: 'Hùng',
  lastName: 'Đặng Văn',
});

function create(token: string, payload: object) {
  return t.as(token, { method: 'POST', url: urlOf(orderEndpoints.create), payload });
}
function patch(token: string, id: number, payload: object) {
  return t.as(token, { method: 'PATCH', url: urlOf(orderEndpoints.update, { id }), payload });
}
/** The spec console's claim: a PATCH to stage order_claimed (A§4.1). */
const claimBody = { step: 'pending', stage: 'order_claimed', status: 'in_progress' };
function claim(token: string, id: number) {
  return t.as(token, { method: 'POST', url: urlOf(orderEndpoints.claim, { id }) });
}
function lock(token: string, id: number, method: 'POST' | 'DELETE' = 'POST') {
  return t.as(token, { method, url: urlOf(orderEndpoints.lock, { id }) });
}

describe('POST /crm/api/v1/orders/', () => {
  it('should answer 401 without a token and 403 without order_access', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: urlOf(orderEndpoints.create),
          payload: validOrder(),
        })
      ).statusCode,
    ).toBe(401);
    const forbidden = await create(outsider, validOrder());
    expect(forbidden.statusCode).toBe(403);
  });

  it('should answer 400 when a required field is missing or an amount is negative', async () => {
    const { phone: _, ...withoutPhone } = validOrder();
    expect((await create(agentA, withoutPhone)).statusCode).toBe(400);
    const negative = await create(agentA, { ...validOrder(), requiredAmount: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toContain('Số không được âm');
    expect((await create(agentA, { ...validOrder(), phone: '12345' })).statusCode).toBe(400);
    expect((await create(agentA, { ...validOrder(), asset: 999_999 })).json().error.message).toBe(
      'Loại tài sản không tồn tại',
    );
  });

  it('should create an unclaimed, open order with whole-VND amounts', async () => {
    // As people type it: the schema cleans it to the A§5 spelling before the check.
    const response = await create(agentA, { ...validOrder(), phone: '+84 912.000-111' });
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({
      phone: '0912000111',
      step: 'unclaimed',
      stage: 'unclaimed',
      status: 'open',
      requiredAmount: 15_000_000,
      proposedAmount: 12_500_000,
      assetType: { id: assetTypeId, name: 'Bike' },
      agent: null,
      dateClaim: null,
      branchName: branch.name,
    });
  });

  it('should apply the source and referral rules', async () => {
    const referral = await create(agentA, { ...validOrder(), referralCode: 'GT-01' });
    expect(referral.json().error.message).toBe('Mã giới thiệu chỉ dùng cho nguồn Referral');
    expect(
      (await create(agentA, { ...validOrder(), source: 'Referral', referralCode: 'GT-01' }))
        .statusCode,
    ).toBe(200);
    expect((await create(agentA, { ...validOrder(), source: 'Affiliate' })).statusCode).toBe(400);
    const oldCustomer = { ...validOrder(), phone: '0988777666', source: 'Old Customer' };
    expect((await create(agentA, oldCustomer)).statusCode).toBe(400);
    const client = await buildClient(t.database.db, { primaryPhone: '0988777666' });
    const known = await create(agentA, oldCustomer);
    expect(known.statusCode).toBe(200);
    expect(known.json().data.client).toEqual({ id: client.id, name: 'Trần Thị Lan' });
  });

  it('should require every at-home support field', async () => {
    const missing = await create(agentA, { ...validOrder(), isAtHomeSupport: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Hỗ trợ tại nhà cần');
    const complete = await create(agentA, {
      ...validOrder(),
      isAtHomeSupport: true,
      validator: validatorId,
      supportingValidator: agentAId,
      location: districtId,
      address: '12 Đội Cấn',
      appointment: '2026-11-22T09:00:00+07:00',
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().data.location).toMatchObject({
      id: districtId,
      name: 'Quận Ba Đình',
      parent: { name: 'Thành phố Hà Nội' },
    });
  });

  it('should create an order claimed by its author when asked', async () => {
    const response = await create(agentA, {
      ...validOrder(),
      step: 'pending',
      stage: 'order_claimed',
    });
    expect(response.json().data).toMatchObject({
      step: 'pending',
      stage: 'order_claimed',
      status: 'in_progress',
      agent: { id: agentAId },
    });
    expect(response.json().data.dateClaim).toBe(t.clock.clock().toISOString());
    expect(
      (await create(agentA, { ...validOrder(), step: 'contract', stage: 'active_contract' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('claiming', () => {
  it('should claim an order once: the second agent gets 409', async () => {
    const order = await buildOrder(t.database.db);
    const first = await claim(agentA, order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      step: 'pending',
      stage: 'order_claimed',
      status: 'in_progress',
      agent: { id: agentAId },
    });
    expect(first.json().data.dateClaim).toBe(t.clock.clock().toISOString());
    const second = await claim(agentB, order.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: errorCodes.conflict,
      message: 'Đơn hàng đã được nhân viên khác nhận',
    });
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.orderId, order.id), eq(activityLogs.key, 'order_claimed')));
    expect(logs).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(order.id)));
    expect(audits.map((row) => row.action)).toContain('order.claimed');
  });

  it('should let exactly one of two simultaneous claims win', async () => {
    const order = await buildOrder(t.database.db);
    const results = await Promise.all([claim(agentA, order.id), claim(agentB, order.id)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const winner = results.find((response) => response.statusCode === 200)?.json().data.agent.id;
    expect(row?.agentId).toBe(winner);
  });

  it('should treat a PATCH to order_claimed on an unclaimed order as a claim', async () => {
    const order = await buildOrder(t.database.db);
    const response = await patch(agentB, order.id, {
      step: 'pending',
      stage: 'order_claimed',
      status: 'in_progress',
    });
    expect(response.json().data).toMatchObject({
      agent: { id: validatorId },
      stage: 'order_claimed',
    });
    expect(response.json().data.dateClaim).not.toBeNull();
  });

  it('should answer 404 for an unknown order', async () => {
    expect((await claim(agentA, 987_654)).statusCode).toBe(404);
    expect((await patch(agentA, 987_654, claimBody)).statusCode).toBe(404);
  });

  it('should let exactly one of ten simultaneous PATCH claims win, the others 409', async () => {
    const order = await buildOrder(t.database.db);
    const agents = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const user = await buildUser(t.database.db, {
          branchIds: [branch.id],
          permissions: ['order_access'],
        });
        return { id: user.id, token: (await t.login(user)).accessToken };
      }),
    );
    const results = await Promise.all(
      agents.map((agent) => patch(agent.token, order.id, claimBody)),
    );
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const refused of results.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error).toEqual({
        code: errorCodes.conflict,
        message: 'Đơn hàng đã được nhân viên khác nhận',
      });
    }
    const winner = results.find((response) => response.statusCode === 200)?.json().data.agent.id;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.agentId).toBe(winner);
    expect(agents.map((agent) => agent.id)).toContain(winner);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.orderId, order.id), eq(activityLogs.key, 'order_claimed')));
    expect(logs).toHaveLength(1);
  });

  it('should answer 409 to a PATCH that re-claims a claimed order, by anyone', async () => {
    const order = await buildOrder(t.database.db);
    expect((await claim(agentA, order.id)).statusCode).toBe(200);
    const byOther = await patch(agentB, order.id, claimBody);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().error).toEqual({
      code: errorCodes.conflict,
      message: 'Đơn hàng đã được nhân viên khác nhận',
    });
    const byOwner = await patch(agentA, order.id, claimBody);
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json().error).toEqual({
      code: errorCodes.conflict,
      message: 'Bạn đã nhận đơn hàng này rồi',
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.agentId).toBe(agentAId);
  });

  it('should write the fields a PATCH claim carries in the claim, or nothing when they are wrong', async () => {
    const order = await buildOrder(t.database.db);
    const wrongStep = await patch(agentA, order.id, { ...claimBody, step: 'contact' });
    expect(wrongStep.statusCode).toBe(400);
    const wrongReference = await patch(agentA, order.id, { ...claimBody, asset: 999_999 });
    expect(wrongReference.statusCode).toBe(400);
    const wrongRule = await patch(agentA, order.id, { ...claimBody, isAtHomeSupport: true });
    expect(wrongRule.statusCode).toBe(400);
    const [untouched] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(untouched).toMatchObject({ step: 'unclaimed', agentId: null });
    const claimed = await patch(agentA, order.id, { ...claimBody, proposedAmount: 9_000_000 });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data).toMatchObject({
      step: 'pending',
      stage: 'order_claimed',
      status: 'in_progress',
      proposedAmount: 9_000_000,
      agent: { id: agentAId },
    });
  });
});

describe('PATCH /api/v1/orders/{id}/', () => {
  it('should refuse a stage the step does not allow, and the contract-flow stage and step', async () => {
    const order = await buildOrder(t.database.db, {
      step: 'contact',
      stepIndex: 1,
      stage: 'waiting_for_more_info',
      status: 'in_progress',
    });
    const wrong = await patch(agentA, order.id, { stage: 'appointment_1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toContain('không hợp lệ ở bước');
    expect((await patch(agentA, order.id, { step: 'contract' })).statusCode).toBe(400);
    expect((await patch(agentA, order.id, { stage: 'active_contract' })).statusCode).toBe(400);
    expect((await patch(agentA, order.id, { stage: 'bogus' })).statusCode).toBe(400);
  });

  it('should derive the status from the stage and log the change', async () => {
    const order = await buildOrder(t.database.db, {
      step: 'contact',
      stepIndex: 1,
      stage: 'waiting_for_more_info',
      status: 'in_progress',
    });
    const failed = await patch(agentA, order.id, { stage: 'fraud', status: 'success' });
    expect(failed.json().data).toMatchObject({ stage: 'fraud', status: 'failed' });
    const invalid = await patch(agentA, order.id, { stage: 'window_shopping' });
    expect(invalid.json().data.status).toBe('invalid');
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.orderId, order.id), eq(activityLogs.key, 'order_updated')));
    expect(logs).toHaveLength(2);
    expect(logs[0]?.data).toMatchObject({ orderId: order.id, stage: 'fraud', status: 'failed' });
  });

  it('should clear the stage when only the step changes, and need an appointment for appointment stages', async () => {
    const order = await buildOrder(t.database.db, {
      step: 'contact',
      stepIndex: 1,
      stage: 'waiting_for_more_info',
      status: 'in_progress',
    });
    const moved = await patch(agentA, order.id, { step: 'appointment' });
    expect(moved.json().data).toMatchObject({ step: 'appointment', stepIndex: 3, stage: null });
    const noAppointment = await patch(agentA, order.id, { stage: 'appointment_1' });
    expect(noAppointment.json().error.message).toBe('Giai đoạn này cần có lịch hẹn');
    const withAppointment = await patch(agentA, order.id, {
      stage: 'appointment_1',
      appointment: '2026-11-23T10:30:00+07:00',
    });
    expect(withAppointment.json().data).toMatchObject({
      stage: 'appointment_1',
      appointment: '2026-11-23T03:30:00.000Z',
    });
  });

  it('should update ordinary fields', async () => {
    const order = await buildOrder(t.database.db, {
      step: 'pending',
      stepIndex: 2,
      stage: 'order_claimed',
      status: 'in_progress',
    });
    const response = await patch(agentA, order.id, {
      proposedAmount: 20_000_000,
      assetDescription: 'Yamaha Exciter 155',
      address: '5 Kim Mã',
    });
    expect(response.json().data).toMatchObject({
      proposedAmount: 20_000_000,
      assetDescription: 'Yamaha Exciter 155',
      address: '5 Kim Mã',
    });
  });
});

describe('working-agent lock', () => {
  it('should let only the holder edit, change the stage or unlock while it lasts', async () => {
    const order = await buildOrder(t.database.db, {
      step: 'pending',
      stepIndex: 2,
      stage: 'order_claimed',
      status: 'in_progress',
    });
    const locked = await lock(agentA, order.id);
    expect(locked.json().data.workingAgent).toMatchObject({ id: agentAId });
    expect((await lock(agentB, order.id)).statusCode).toBe(409);
    const edit = await patch(agentB, order.id, { assetDescription: 'khác' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('Đơn hàng đang được nhân viên khác xử lý');
    expect((await patch(agentB, order.id, { stage: 'spam' })).statusCode).toBe(409);
    expect((await lock(agentB, order.id, 'DELETE')).statusCode).toBe(409);
    expect((await patch(agentA, order.id, { stage: 'duplicate' })).statusCode).toBe(200);
    const released = await lock(agentA, order.id, 'DELETE');
    expect(released.json().data.workingAgent).toBeNull();
    expect((await patch(agentB, order.id, { stage: 'spam' })).statusCode).toBe(200);
  });

  it('should expire a lock that is not renewed, and renew one that is', async () => {
    const order = await buildOrder(t.database.db);
    const start = t.clock.clock();
    await lock(agentA, order.id);
    t.clock.advance(6 * 60 * 1000);
    await lock(agentA, order.id);
    t.clock.advance(6 * 60 * 1000);
    expect((await lock(agentB, order.id)).statusCode).toBe(409);
    t.clock.advance(5 * 60 * 1000);
    // 17 minutes on, the access tokens of the other tests have expired too: sign in afresh.
    const freshB = (await t.login(userB)).accessToken;
    const taken = await lock(freshB, order.id);
    expect(taken.json().data.workingAgent).toMatchObject({ id: validatorId });
    t.clock.set(start);
  });

  it('should refuse a claim while another agent holds the lock', async () => {
    const order = await buildOrder(t.database.db);
    await lock(agentA, order.id);
    const response = await claim(agentB, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Đơn hàng đang được nhân viên khác xử lý');
  });
});

describe('GET /api/v1/orders/ and /api/v1/my-orders/', () => {
  it('should answer 401, 403 and 400 for a bad sort or status', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf(orderEndpoints.list) })).statusCode,
    ).toBe(401);
    expect(
      (await t.as(outsider, { method: 'GET', url: urlOf(orderEndpoints.list) })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(agentA, {
          method: 'GET',
          url: urlOf(orderEndpoints.list, {}, { sort: 'password' }),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(agentA, {
          method: 'GET',
          url: urlOf(orderEndpoints.list, {}, { status: 'lost' }),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(agentA, {
          method: 'GET',
          url: urlOf(orderEndpoints.list, {}, { pageSize: 1000 }),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('should count per step over the filter and page in the default order', async () => {
    const response = await t.as(agentA, {
      method: 'GET',
      url: urlOf(orderEndpoints.list, {}, { pageSize: 100 }),
    });
    const list = response.json().data;
    const [counted] = await t.database.db.select({ n: orders.id }).from(orders).limit(1);
    expect(counted).toBeDefined();
    const all = await t.database.db.select().from(orders);
    const perStep = (step: string) => all.filter((row) => row.step === step).length;
    expect(list).toMatchObject({
      total: all.length,
      countUnclaimed: perStep('unclaimed'),
      countPending: perStep('pending'),
      countContact: perStep('contact'),
      countQuoted: perStep('quoted'),
      countAppointment: perStep('appointment'),
    });
    const keys = list.items.map((item: { stepIndex: number; lastModify: string; id: number }) => [
      item.stepIndex,
      item.lastModify,
      item.id,
    ]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || a[2] - b[2]),
    );
    const unclaimedOnly = (
      await t.as(agentA, {
        method: 'GET',
        url: urlOf(orderEndpoints.list, {}, { step: 'unclaimed', pageSize: 100 }),
      })
    ).json().data;
    expect(unclaimedOnly.total).toBe(perStep('unclaimed'));
    expect(unclaimedOnly.countPending).toBe(perStep('pending'));
    expect(unclaimedOnly.items.every((item: { step: string }) => item.step === 'unclaimed')).toBe(
      true,
    );
  });

  it('should search by phone prefix and by name without accents', async () => {
    await buildOrder(t.database.db, {
      phone: '0977001122',
      firstName: 'Thảo',
      lastName: 'Đặng Thị',
    });
    const byPhone = (
      await t.as(agentA, {
        method: 'GET',
        url: urlOf(orderEndpoints.list, {}, { phone: '0977001' }),
      })
    ).json().data;
    expect(byPhone.items.map((item: { phone: string }) => item.phone)).toEqual(['0977001122']);
    expect(byPhone.total).toBe(1);
    const byName = (
      await t.as(agentA, {
        method: 'GET',
        url: urlOf(orderEndpoints.list, {}, { term: 'dang thi thao' }),
      })
    ).json().data;
    expect(byName.items.map((item: { phone: string }) => item.phone)).toEqual(['0977001122']);
  });

  it('should list only my claimed orders in my inbox, sorted as asked', async () => {
    const mine = (
      await t.as(agentA, {
        method: 'GET',
        url: urlOf(orderEndpoints.myList, {}, { sort: '-id', pageSize: 100 }),
      })
    ).json().data;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(
      mine.items.every((item: { agent: { id: number } | null }) => item.agent?.id === agentAId),
    ).toBe(true);
    const ids = mine.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('should page by pageSize', async () => {
    const first = (
      await t.as(agentA, {
        method: 'GET',
        url: urlOf(orderEndpoints.list, {}, { page: 1, pageSize: 2 }),
      })
    ).json().data;
    const second = (
      await t.as(agentA, {
        method: 'GET',
        url: urlOf(orderEndpoints.list, {}, { page: 2, pageSize: 2 }),
      })
    ).json().data;
    expect(first.items).toHaveLength(2);
    expect(second.items[0].id).not.toBe(first.items[0].id);
  });
});

describe('order notes', () => {
  it('should refuse empty notes, list newest first and 404 for an unknown order', async () => {
    const order = await buildOrder(t.database.db);
    const empty = await t.as(agentA, {
      method: 'POST',
      url: urlOf(orderEndpoints.addNote),
      payload: { orderId: order.id, content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Ghi chú không được để trống');
    await t.as(agentA, {
      method: 'POST',
      url: urlOf(orderEndpoints.addNote),
      payload: { orderId: order.id, content: 'Khách hẹn gọi lại chiều nay' },
    });
    t.clock.advance(1000);
    const second = await t.as(agentB, {
      method: 'POST',
      url: urlOf(orderEndpoints.addNote),
      payload: { orderId: order.id, content: 'Đã gọi, khách đồng ý' },
    });
    expect(second.json().data).toMatchObject({
      orderId: order.id,
      content: 'Đã gọi, khách đồng ý',
    });
    const list = (
      await t.as(agentA, {
        method: 'GET',
        url: urlOf(orderEndpoints.notes, {}, { orderId: order.id, pageSize: -1 }),
      })
    ).json().data;
    expect(list.items.map((note: { content: string }) => note.content)).toEqual([
      'Đã gọi, khách đồng ý',
      'Khách hẹn gọi lại chiều nay',
    ]);
    expect(list.total).toBe(2);
    expect(
      (
        await t.as(agentA, {
          method: 'GET',
          url: urlOf(orderEndpoints.notes, {}, { orderId: 987654 }),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: urlOf(orderEndpoints.notes, {}, { orderId: order.id }),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.as(outsider, {
          method: 'POST',
          url: urlOf(orderEndpoints.addNote),
          payload: { orderId: order.id, content: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('live events, lookups and the activity log', () => {
  it('should publish on the orders channel when an order is claimed', async () => {
    const order = await buildOrder(t.database.db);
    const events: unknown[] = [];
    const stop = await t.database.listen(liveNotifyChannel, (payload) =>
      events.push(JSON.parse(payload)),
    );
    await claim(agentA, order.id);
    await expect
      .poll(() => events)
      .toContainEqual({ channel: 'orders', data: { orderId: order.id, action: 'claimed' } });
    await stop();
  });

  it('should find a client by phone, or answer 404', async () => {
    const client = await buildClient(t.database.db, {
      primaryPhone: '0901234567',
      firstName: 'Nam',
      lastName: 'Phạm',
    });
    const found = await t.as(outsider, {
      method: 'GET',
      url: '/crm/api/v2/clients/phone-0901234567/',
    });
    expect(found.json().data).toMatchObject({
      id: client.id,
      name: 'Phạm Nam',
      phone: '0901234567',
    });
    expect(
      (await t.as(outsider, { method: 'GET', url: '/crm/api/v2/clients/phone-0900000000/' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as(outsider, { method: 'GET', url: '/crm/api/v2/clients/phone-abc/' })).statusCode,
    ).toBe(400);
  });

  it('should record the console activity events', async () => {
    const order = await buildOrder(t.database.db);
    const response = await t.as(agentA, {
      method: 'POST',
      url: urlOf(activityEndpoints.log),
      payload: { key: 'order_call', data: { orderId: order.id, callId: 'abc' } },
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.orderId, order.id), eq(activityLogs.key, 'order_call')));
    expect(rows).toHaveLength(1);
    expect(
      (
        await t.as(agentA, {
          method: 'POST',
          url: urlOf(activityEndpoints.log),
          payload: { key: 'bogus' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
