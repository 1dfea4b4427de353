import { callEndpoints } from '@pawndesk/domain/call-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { type PushMessage, pushMessage } from '@pawndesk/domain/push-api';
import { pushEndpoints } from '@pawndesk/domain/push-endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import WebSocket from 'ws';
import {
  pushSubscriptions,
  reminderAttitudes,
  reminderNextActions,
  reminderResults,
  reminderStatuses,
  users,
} from '../../db/schema.ts';
import { seedReference } from '../../db/seed/seed-reference.ts';
import { loadVapidKeys } from '../../lib/secret.ts';
import { buildBranch, buildClient, buildUser, type TestUser } from '../../testing/factories.ts';
import {
  type PushServiceStandIn,
  type StandInSubscription,
  startPushServiceStandIn,
} from '../../testing/push-service-stand-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';
import { pushDueNextActions } from './next-action-push.ts';
import { createPushNotifier, type PushNotifier } from './push-notifier.ts';
import { webPushSender } from './push-sender.ts';
import { hasVisibleTab } from './visible-tabs.ts';

let t: TestApp;
let standIn: PushServiceStandIn;
let push: PushNotifier;
const vapid = webPush.generateVAPIDKeys();
type Staff = TestUser & { token: string };
let caller: Staff;
let callee: Staff;
let other: Staff;

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  push = createPushNotifier({
    vapid,
    sender: webPushSender({ ...vapid, subject: 'mailto:ops@pawndesk.test' }),
    log: () => {},
  });
  t = await createTestApp({ push });
  await seedReference(t.database.db);
  const branch = await buildBranch(t.database.db);
  const staff = async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    return { ...user, token: (await t.login(user)).accessToken };
  };
  caller = await staff();
  callee = await staff();
  other = await staff();
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(async () => {
  await push.idle();
  standIn.received.length = 0;
  await t.database.db.delete(pushSubscriptions);
});

function subscribeAs(who: Staff, subscription: object) {
  return t.as(who.token, {
    method: 'POST',
    url: urlOf(pushEndpoints.subscribe),
    payload: subscription,
  });
}

async function subscribed(who: Staff): Promise<StandInSubscription> {
  const subscription = standIn.subscribe();
  expect((await subscribeAs(who, subscription)).statusCode).toBe(200);
  return subscription;
}

async function subscriptionsOf(userId: number) {
  return t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

function messages(): PushMessage[] {
  expect(standIn.refused).toEqual([]);
  return standIn.received.map((received) => pushMessage.parse(JSON.parse(received.payload)));
}

describe('push subscriptions', () => {
  it('should answer 401 without a token, and the VAPID public key to a signed-in user', async () => {
    for (const endpoint of Object.values(pushEndpoints)) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint),
        payload: endpoint.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode).toBe(401);
    }
    const key = await t.as(caller.token, { method: 'GET', url: urlOf(pushEndpoints.vapidKey) });
    expect(key.statusCode).toBe(200);
    expect(key.json().data).toEqual({ publicKey: vapid.publicKey });
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('should answer 403 when the user must change a one-time password first', async () => {
    const branch = await buildBranch(t.database.db);
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.id, user.id));
    const token = (await t.login(user)).accessToken;
    const response = await t.as(token, {
      method: 'POST',
      url: urlOf(pushEndpoints.subscribe),
      payload: standIn.subscribe(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(errorCodes.passwordChangeRequired);
  });

  it('should answer 400 for an endpoint that is no push service or keys that are not keys', async () => {
    const good = standIn.subscribe();
    const bad = [
      {},
      { ...good, endpoint: 'http://push.example.com/x' },
      { ...good, endpoint: 'ftp://127.0.0.1/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(1)}!` } },
    ];
    for (const payload of bad) {
      const response = await subscribeAs(caller, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe(errorCodes.invalidRequest);
    }
    expect(await subscriptionsOf(caller.id)).toEqual([]);
  });

  it('should keep one row per browser, move it to whoever signs in there, and remove it on logout', async () => {
    const laptop = await subscribed(callee);
    const phone = await subscribed(callee);
    // The same browser again (the console subscribes after every sign-in): still one row.
    expect((await subscribeAs(callee, laptop)).statusCode).toBe(200);
    expect((await subscriptionsOf(callee.id)).map((row) => row.endpoint).sort()).toEqual(
      [laptop.endpoint, phone.endpoint].sort(),
    );
    // Someone else signs in on the laptop: the browser is theirs now.
    expect((await subscribeAs(other, laptop)).statusCode).toBe(200);
    expect((await subscriptionsOf(callee.id)).map((row) => row.endpoint)).toEqual([phone.endpoint]);
    expect((await subscriptionsOf(other.id)).map((row) => row.endpoint)).toEqual([laptop.endpoint]);
    // A user cannot remove another's browser.
    const foreign = await t.as(callee.token, {
      method: 'DELETE',
      url: urlOf(pushEndpoints.unsubscribe),
      payload: { endpoint: laptop.endpoint },
    });
    expect(foreign.json().data).toEqual({ subscribed: false });
    expect(await subscriptionsOf(other.id)).toHaveLength(1);
    const own = await t.as(other.token, {
      method: 'DELETE',
      url: urlOf(pushEndpoints.unsubscribe),
      payload: { endpoint: laptop.endpoint },
    });
    expect(own.statusCode).toBe(200);
    expect(await subscriptionsOf(other.id)).toEqual([]);
  });
});

describe('the VAPID keys', () => {
  it('should be generated once and kept in the database', async () => {
    const first = await loadVapidKeys(t.database.db);
    const second = await loadVapidKeys(t.database.db);
    expect(second).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
  });
});

let cseq = 0;
async function call(from: Staff, remote: string) {
  cseq += 1;
  const response = await t.as(from.token, {
    method: 'POST',
    url: urlOf(callEndpoints.create),
    payload: {
      cseq: `push-${cseq}`,
      direction: 'OUTBOUND',
      extension: from.extension,
      remote,
    },
  });
  expect(response.statusCode).toBe(200);
  await push.idle();
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}/live`;
}

/** A console tab of `who` on /live, signed in; it reports its visibility as told. */
async function openTab(url: string, who: Staff) {
  const socket = new WebSocket(url);
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('message', (raw: Buffer) => {
      if (JSON.parse(raw.toString()).type === 'ready') {
        resolve();
      }
    });
    socket.on('error', reject);
  });
  await new Promise((resolve) => socket.on('open', resolve));
  socket.send(JSON.stringify({ type: 'auth', token: who.token }));
  await ready;
  return {
    async show(visible: boolean) {
      socket.send(JSON.stringify({ type: 'visibility', visible }));
      await vi.waitFor(async () =>
        expect(await hasVisibleTab(t.database.db, who.id, t.clock.clock())).toBe(visible),
      );
    },
    async close() {
      socket.close();
      await vi.waitFor(async () =>
        expect(await hasVisibleTab(t.database.db, who.id, t.clock.clock())).toBe(false),
      );
    },
  };
}

describe('a push for an inbound call', () => {
  let liveUrl: string;
  beforeAll(async () => {
    liveUrl = await listen(t.app);
  });

  it('should reach every browser of the callee when no tab of theirs is open, signed and encrypted', async () => {
    const first = await subscribed(callee);
    const second = await subscribed(callee);
    await subscribed(other);
    await call(caller, callee.extension);
    expect(messages()).toEqual([
      {
        kind: 'inbound-call',
        title: 'Bạn có cuộc gọi đến trên CRM',
        body: `Nguyễn Văn An (máy lẻ ${caller.extension}) đang gọi cho bạn`,
        url: '/',
        tag: `inbound-call-${caller.extension}`,
      },
      expect.objectContaining({ kind: 'inbound-call' }),
    ]);
    expect(standIn.received.map((received) => received.endpoint).sort()).toEqual(
      [first.endpoint, second.endpoint].sort(),
    );
    for (const received of standIn.received) {
      expect(received).toMatchObject({
        vapidPublicKey: vapid.publicKey,
        subject: 'mailto:ops@pawndesk.test',
        ttl: 60,
        urgency: 'high',
      });
    }
  });

  it('should not be sent while a tab of the callee is in view, and be sent once it is hidden or closed', async () => {
    await subscribed(callee);
    const tab = await openTab(liveUrl, callee);
    await tab.show(true);
    await call(caller, callee.extension);
    expect(messages()).toEqual([]);
    // Another user's visible tab does not count for the callee.
    const othersTab = await openTab(liveUrl, other);
    await othersTab.show(true);
    await tab.show(false);
    await call(caller, callee.extension);
    expect(messages()).toHaveLength(1);
    await tab.show(true);
    await tab.close();
    await call(caller, callee.extension);
    expect(messages()).toHaveLength(2);
    await othersTab.close();
  });

  it('should treat a tab whose process stopped refreshing it as not in view', async () => {
    await subscribed(callee);
    const tab = await openTab(liveUrl, callee);
    await tab.show(true);
    t.clock.advance(3 * 60 * 1000);
    await call(caller, callee.extension);
    expect(messages()).toHaveLength(1);
    await tab.close();
  });

  it("should not be sent for a customer number, the caller's own extension or a disabled colleague", async () => {
    await subscribed(callee);
    await subscribed(caller);
    await call(caller, '0912345678');
    await call(caller, caller.extension);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, callee.id));
    try {
      await call(caller, callee.extension);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, callee.id));
    }
    expect(messages()).toEqual([]);
  });

  it('should drop a subscription the push service says is gone (410, 404) and keep the others', async () => {
    const gone = await subscribed(callee);
    const expired = await subscribed(callee);
    const kept = await subscribed(callee);
    standIn.answer(gone.endpoint, 410);
    standIn.answer(expired.endpoint, 404);
    await call(caller, callee.extension);
    expect(messages()).toHaveLength(1);
    expect((await subscriptionsOf(callee.id)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });
});

describe('a push for a payment-reminder next action that comes due', () => {
  async function result(by: Staff | null, values: { createdAt: string; nextActionAt: string }) {
    const client = await buildClient(t.database.db, { firstName: 'Bình', lastName: 'Trần Thị' });
    return insertResult(client.id, by, values);
  }
  async function insertResult(
    clientId: number,
    by: Staff | null,
    values: { createdAt: string; nextActionAt: string },
  ) {
    const [status] = await t.database.db.select().from(reminderStatuses).limit(1);
    const [attitude] = await t.database.db.select().from(reminderAttitudes).limit(1);
    const [action] = await t.database.db
      .select()
      .from(reminderNextActions)
      .where(eq(reminderNextActions.key, 'CALL_AGAIN'));
    if (!status || !attitude || !action) {
      throw new Error('reference data missing');
    }
    const [row] = await t.database.db
      .insert(reminderResults)
      .values({
        clientId,
        statusId: status.id,
        attitudeId: attitude.id,
        nextActionId: action.id,
        nextActionAt: new Date(values.nextActionAt),
        createdAt: new Date(values.createdAt),
        createdBy: by?.id ?? null,
      })
      .returning();
    if (!row) {
      throw new Error('result not inserted');
    }
    return { ...row, actionName: action.name };
  }

  it('should push once to the collector who recorded it when it comes due, not before', async () => {
    await subscribed(caller);
    await subscribed(callee);
    const due = await result(caller, {
      createdAt: '2026-12-01T02:00:00Z',
      nextActionAt: '2026-12-01T08:00:00Z',
    });
    expect(await pushDueNextActions(t.database.db, new Date('2026-12-01T07:59:59Z'), push)).toBe(0);
    expect(await pushDueNextActions(t.database.db, new Date('2026-12-01T08:00:00Z'), push)).toBe(1);
    expect(await pushDueNextActions(t.database.db, new Date('2026-12-01T08:01:00Z'), push)).toBe(0);
    await push.idle();
    expect(messages()).toEqual([
      {
        kind: 'next-action',
        title: 'Đến giờ nhắc thanh toán',
        body: `Trần Thị Bình: ${due.actionName}`,
        url: '/payment-reminder',
        tag: `next-action-${due.id}`,
      },
    ]);
    expect(standIn.received[0]?.endpoint).toBe((await subscriptionsOf(caller.id))[0]?.endpoint);
    expect(standIn.received[0]).toMatchObject({ ttl: 4 * 3600, urgency: 'normal' });
  });

  it('should not push a plan a newer result replaced, one a day late or one nobody recorded', async () => {
    await subscribed(caller);
    const replaced = await result(caller, {
      createdAt: '2026-12-02T02:00:00Z',
      nextActionAt: '2026-12-02T08:00:00Z',
    });
    await insertResult(replaced.clientId, caller, {
      createdAt: '2026-12-02T03:00:00Z',
      nextActionAt: '2026-12-05T08:00:00Z',
    });
    await result(caller, {
      createdAt: '2026-11-29T02:00:00Z',
      nextActionAt: '2026-11-30T08:00:00Z',
    });
    await result(null, { createdAt: '2026-12-02T02:00:00Z', nextActionAt: '2026-12-02T08:30:00Z' });
    expect(await pushDueNextActions(t.database.db, new Date('2026-12-02T09:00:00Z'), push)).toBe(0);
    await push.idle();
    expect(messages()).toEqual([]);
  });

  it('should push once however many processes run the job at the same moment', async () => {
    await subscribed(callee);
    await result(callee, {
      createdAt: '2026-12-03T02:00:00Z',
      nextActionAt: '2026-12-03T08:00:00Z',
    });
    const second = await t.database.openSecond();
    try {
      const at = new Date('2026-12-03T08:00:30Z');
      const counts = await Promise.all([
        pushDueNextActions(t.database.db, at, push),
        pushDueNextActions(second.db, at, push),
      ]);
      expect(counts.sort()).toEqual([0, 1]);
    } finally {
      await second.close();
    }
    await push.idle();
    expect(messages()).toHaveLength(1);
  });
});
