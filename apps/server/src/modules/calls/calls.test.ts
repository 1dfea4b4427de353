import { callEndpoints } from '@pawndesk/domain/call-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, orders, users } from '../../db/schema.ts';
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
let agent: { token: string; id: number; sip: string };
let colleague: { token: string; id: number; sip: string };

beforeAll(async () => {
  t = await createTestApp();
  branch = await buildBranch(t.database.db);
  const a = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['order_access'],
  });
  const b = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['order_access'],
  });
  // Calls are logged under the extension; the spec's old SIP username must not count.
  for (const user of [a, b]) {
    await t.database.db
      .update(users)
      .set({ sipUsername: `cu-${user.extension}` })
      .where(eq(users.id, user.id));
  }
  agent = { token: (await t.login(a)).accessToken, id: a.id, sip: a.extension };
  colleague = { token: (await t.login(b)).accessToken, id: b.id, sip: b.extension };
});
afterAll(async () => {
  await t.close();
});

let cseq = 0;
function startCall(who: typeof agent, extra: object = {}) {
  cseq += 1;
  return t.as(who.token, {
    method: 'POST',
    url: urlOf(callEndpoints.create),
    payload: {
      cseq: String(cseq),
      direction: 'OUTBOUND',
      extension: who.sip,
      remote: '0912345678',
      ...extra,
    },
  });
}
function endCall(who: typeof agent, id: number, payload: object) {
  return t.as(who.token, { method: 'PATCH', url: urlOf(callEndpoints.update, { id }), payload });
}
async function lockHolder(orderId: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row?.workingAgentId ?? null;
}

describe('call logs', () => {
  it('should answer 401 without a token and 400 for a bad body', async () => {
    expect((await t.app.inject({ method: 'GET', url: urlOf(callEndpoints.list) })).statusCode).toBe(
      401,
    );
    const bad = await t.as(agent.token, {
      method: 'POST',
      url: urlOf(callEndpoints.create),
      payload: { direction: 'SIDEWAYS' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('should log a call as MISSED first, match the client by number, and refuse a duplicate with 6001', async () => {
    const client = await buildClient(t.database.db, { primaryPhone: '0911222333' });
    const first = await t.as(agent.token, {
      method: 'POST',
      url: urlOf(callEndpoints.create),
      payload: { cseq: 'dup-1', direction: 'INBOUND', extension: agent.sip, remote: '0911222333' },
    });
    expect(first.json().data).toMatchObject({
      status: 'MISSED',
      duration: 0,
      client: { id: client.id },
      agent: { id: agent.id },
    });
    const again = await t.as(agent.token, {
      method: 'POST',
      url: urlOf(callEndpoints.create),
      payload: { cseq: 'dup-1', direction: 'INBOUND', extension: agent.sip, remote: '0911222333' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(errorCodes.callLogExists);
    const latest = await t.as(agent.token, {
      method: 'GET',
      url: urlOf(callEndpoints.list, {}, { remote: '0911222333', latest: true }),
    });
    expect(latest.json().data.items.map((item: { id: number }) => item.id)).toEqual([
      first.json().data.id,
    ]);
  });

  it("should refuse a call on someone else's extension, and a patch of someone else's call", async () => {
    const foreign = await startCall(agent, { extension: colleague.sip });
    expect(foreign.statusCode).toBe(403);
    const mine = (await startCall(agent)).json().data;
    expect(
      (await endCall(colleague, mine.id, { status: 'ANSWERED', duration: 5 })).statusCode,
    ).toBe(403);
    expect((await endCall(agent, 987_654, { status: 'FAILED' })).statusCode).toBe(404);
  });

  it("should list my own calls newest first, or everyone's calls with one number", async () => {
    await startCall(colleague, { remote: '0933444555' });
    const mine = (
      await t.as(agent.token, {
        method: 'GET',
        url: urlOf(callEndpoints.list, {}, { pageSize: 100 }),
      })
    ).json().data;
    expect(mine.items.every((item: { agent: { id: number } }) => item.agent.id === agent.id)).toBe(
      true,
    );
    const ids = mine.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byNumber = (
      await t.as(agent.token, {
        method: 'GET',
        url: urlOf(callEndpoints.list, {}, { remote: '0933444555' }),
      })
    ).json().data;
    expect(byNumber.items.map((item: { agent: { id: number } }) => item.agent.id)).toEqual([
      colleague.id,
    ]);
  });
});

describe('calls about an order (ORD-6)', () => {
  it('should make the caller the working agent when the call starts, and release the order when it ends', async () => {
    const order = await buildOrder(t.database.db);
    const call = (await startCall(agent, { ref: { type: 'ORDER', id: order.id } })).json().data;
    expect(await lockHolder(order.id)).toBe(agent.id);
    // Confirmed (answered, no duration yet): the call goes on and so does the lock.
    await endCall(agent, call.id, { status: 'ANSWERED', duration: 0 });
    expect(await lockHolder(order.id)).toBe(agent.id);
    const ended = await endCall(agent, call.id, { status: 'ANSWERED', duration: 95 });
    expect(ended.json().data).toMatchObject({
      status: 'ANSWERED',
      duration: 95,
      ref: { type: 'ORDER', id: order.id },
    });
    expect(await lockHolder(order.id)).toBeNull();
  });

  it("should not take or release a colleague's lock", async () => {
    const order = await buildOrder(t.database.db);
    await t.as(colleague.token, {
      method: 'POST',
      url: urlOf(orderEndpoints.lock, { id: order.id }),
    });
    const call = (await startCall(agent, { ref: { type: 'ORDER', id: order.id } })).json().data;
    expect(await lockHolder(order.id)).toBe(colleague.id);
    await endCall(agent, call.id, { status: 'FAILED', duration: 0 });
    expect(await lockHolder(order.id)).toBe(colleague.id);
  });

  it('should link a call to an order, log order_call, and release the linked order when the call ends', async () => {
    const order = await buildOrder(t.database.db);
    await t.as(agent.token, {
      method: 'POST',
      url: urlOf(orderEndpoints.lock, { id: order.id }),
    });
    const call = (await startCall(agent)).json().data;
    const linked = await t.as(agent.token, {
      method: 'POST',
      url: urlOf(callEndpoints.linkOrder),
      payload: { orderId: order.id, callId: call.id },
    });
    expect(linked.json().data).toEqual({ linked: true });
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.orderId, order.id), eq(activityLogs.key, 'order_call')));
    expect(logs[0]?.data).toEqual({ orderId: order.id, callId: call.id });
    await endCall(agent, call.id, { status: 'CANCELLED' });
    expect(await lockHolder(order.id)).toBeNull();
    expect(
      (
        await t.as(agent.token, {
          method: 'POST',
          url: urlOf(callEndpoints.linkOrder),
          payload: { orderId: 987_654, callId: call.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: urlOf(callEndpoints.linkOrder),
          payload: { orderId: order.id, callId: call.id },
        })
      ).statusCode,
    ).toBe(401);
  });
});
