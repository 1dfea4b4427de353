import type { LiveServerMessage } from '@pawndesk/domain/live';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { publishLive } from '../lib/live.ts';
import { tokenKey } from '../lib/tokens.ts';
import { buildBranch, buildUser } from '../testing/factories.ts';
import { createTestApp, type TestApp, testPhoneSettings, testSecret } from '../testing/test-app.ts';

let t: TestApp;
let second: { app: FastifyInstance; database: Database };
let urls: string[];
let token: string;

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}/live`;
}

type Client = {
  socket: WebSocket;
  messages: LiveServerMessage[];
  next(): Promise<LiveServerMessage>;
  closed: Promise<number>;
};

function connect(url: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: LiveServerMessage[] = [];
    const waiters: ((message: LiveServerMessage) => void)[] = [];
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as LiveServerMessage;
      const waiter = waiters.shift();
      if (waiter) {
        waiter(message);
      } else {
        messages.push(message);
      }
    });
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        next: () => {
          const queued = messages.shift();
          return queued ? Promise.resolve(queued) : new Promise((done) => waiters.push(done));
        },
      }),
    );
    socket.on('error', reject);
  });
}

async function subscribed(url: string, channel: string): Promise<Client> {
  const client = await connect(url);
  client.socket.send(JSON.stringify({ type: 'auth', token }));
  expect(await client.next()).toEqual({ type: 'ready' });
  client.socket.send(JSON.stringify({ type: 'subscribe', channel }));
  expect(await client.next()).toEqual({ type: 'subscribed', channel });
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  const branch = await buildBranch(t.database.db);
  const user = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['payment_reminder_access'],
  });
  token = (await t.login(user)).accessToken;
  const secondDatabase = await t.database.openSecond();
  second = {
    database: secondDatabase,
    app: await buildApp({
      database: secondDatabase,
      tokenKey: tokenKey(testSecret),
      phone: testPhoneSettings,
      clock: t.clock.clock,
      storage: t.storage,
    }),
  };
  urls = [await listen(t.app), await listen(second.app)];
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

describe('/live', () => {
  it('should close with 4401 when the token is not valid', async () => {
    const client = await connect(urls[0] ?? '');
    client.socket.send(JSON.stringify({ type: 'auth', token: 'forged' }));
    expect(await client.closed).toBe(4401);
  });

  it('should close with 4401 when a subscription comes before authentication', async () => {
    const client = await connect(urls[0] ?? '');
    client.socket.send(JSON.stringify({ type: 'subscribe', channel: 'call-logs' }));
    expect(await client.closed).toBe(4401);
  });

  it('should refuse a channel the user has no permission for', async () => {
    const client = await connect(urls[0] ?? '');
    client.socket.send(JSON.stringify({ type: 'auth', token }));
    await client.next();
    client.socket.send(JSON.stringify({ type: 'subscribe', channel: 'orders' }));
    expect(await client.next()).toMatchObject({ type: 'error', code: 1003 });
    client.socket.close();
  });

  it('should deliver a committed event through both server processes, and never a rolled-back one', async () => {
    const clients = await Promise.all(urls.map((url) => subscribed(url, 'payment-reminder')));
    const other = await subscribed(urls[0] ?? '', 'call-logs');
    await t.database.db
      .transaction(async (tx) => {
        await publishLive(tx, 'payment-reminder', { clientId: 0 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.database.db.transaction(async (tx) => {
      await publishLive(tx, 'payment-reminder', { clientId: 42, note: 'Khách hẹn trả' });
    });
    for (const client of clients) {
      expect(await client.next()).toEqual({
        type: 'event',
        channel: 'payment-reminder',
        data: { clientId: 42, note: 'Khách hẹn trả' },
      });
    }
    await publishLive(t.database.db, 'call-logs', { id: 7 });
    expect(await other.next()).toEqual({ type: 'event', channel: 'call-logs', data: { id: 7 } });
    expect(clients.flatMap((client) => client.messages)).toEqual([]);
    for (const client of [...clients, other]) {
      client.socket.close();
    }
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'should keep delivering events after PostgreSQL drops the LISTEN connection',
    async () => {
      const client = await subscribed(urls[0] ?? '', 'call-logs');
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      await expect
        .poll(
          async () => {
            await publishLive(t.database.db, 'call-logs', { id: 99 });
            return client.messages.some((message) => message.type === 'event');
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(true);
      client.socket.close();
    },
  );

  it('should close with 4401 when the token presented again has expired', async () => {
    const client = await subscribed(urls[0] ?? '', 'call-logs');
    // The server schedules the close from the token's expiry; the test clock says it is past.
    t.clock.advance(16 * 60 * 1000);
    client.socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await client.closed).toBe(4401);
  });
});
