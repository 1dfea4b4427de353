import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents, revokedSessions } from '../../db/schema.ts';
import { tokenKey } from '../../lib/tokens.ts';
import { type BranchRow, buildBranch, buildUser, type TestUser } from '../../testing/factories.ts';
import {
  createTestApp,
  type TestApp,
  testPhoneSettings,
  testSecret,
} from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';
import * as users from '../users/users.service.ts';

let t: TestApp;
let branch: BranchRow;
/** A second server process on the same database, as behind a load balancer. */
let second: { app: FastifyInstance; database: Database };

beforeAll(async () => {
  t = await createTestApp();
  branch = await buildBranch(t.database.db);
  const database = await t.database.openSecond();
  second = { database, app: await startSecond(database) };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

async function startSecond(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    tokenKey: tokenKey(testSecret),
    phone: testPhoneSettings,
    clock: t.clock.clock,
    storage: t.storage,
  });
  await app.ready();
  return app;
}

/** A signed-in call that reads nothing about the user: only the token check can refuse it. */
function me(app: FastifyInstance, accessToken: string) {
  return app.inject({
    method: 'GET',
    url: urlOf(referenceEndpoints.misc2),
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

async function statusOf(app: FastifyInstance, accessToken: string): Promise<number> {
  return (await me(app, accessToken)).statusCode;
}

/** Another process hears of an ended sign-in through NOTIFY: moments later, not in the same tick. */
function eventually(app: FastifyInstance, accessToken: string) {
  return expect.poll(() => statusOf(app, accessToken), { timeout: 5_000, interval: 20 });
}

async function signedInUser(): Promise<{
  user: TestUser;
  accessToken: string;
  refreshToken: string;
}> {
  const user = await buildUser(t.database.db, { branchIds: [branch.id] });
  return { user, ...(await t.login(user)) };
}

function signOut(payload: object, accessToken?: string) {
  return t.app.inject({
    method: 'DELETE',
    url: urlOf(authEndpoints.signOut),
    payload,
    ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {}),
  });
}

function refresh(refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: urlOf(authEndpoints.refresh),
    payload: { refreshToken },
  });
}

function changePassword(accessToken: string, currentPassword: string, newPassword: string) {
  return t.as(accessToken, {
    method: 'PUT',
    url: urlOf(authEndpoints.changePassword),
    payload: { currentPassword, newPassword, confirmPassword: newPassword },
  });
}

describe('ended sign-ins', () => {
  it('should carry the sign-in in the access token and keep it across refreshes', async () => {
    const { accessToken, refreshToken } = await signedInUser();
    const refreshed = await refresh(refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const sid = decodeJwt(accessToken).sid;
    expect(sid).toEqual(expect.any(String));
    expect(decodeJwt(refreshed.json().data.accessToken).sid).toBe(sid);
  });

  it('should refuse the access token at once after logout, in this process and the other', async () => {
    const session = await signedInUser();
    const other = await signedInUser();
    const sameUserElsewhere = await t.login(session.user);
    expect(await statusOf(t.app, session.accessToken)).toBe(200);
    expect(await statusOf(second.app, session.accessToken)).toBe(200);

    expect((await signOut({ refreshToken: session.refreshToken })).statusCode).toBe(200);

    const refused = await me(t.app, session.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe(errorCodes.invalidToken);
    await eventually(second.app, session.accessToken).toBe(401);
    // Only that sign-in ended: the user's other browser and other users go on.
    expect(await statusOf(t.app, sameUserElsewhere.accessToken)).toBe(200);
    expect(await statusOf(second.app, other.accessToken)).toBe(200);
  });

  it('should end the sign-in of the access token presented at logout without a refresh token', async () => {
    const session = await signedInUser();
    expect((await signOut({}, session.accessToken)).statusCode).toBe(200);
    expect(await statusOf(t.app, session.accessToken)).toBe(401);
    expect((await refresh(session.refreshToken)).json().error.code).toBe(
      errorCodes.invalidRefreshToken,
    );
  });

  it('should refuse every refresh token of the ended sign-in, a rotated one in its grace too', async () => {
    const session = await signedInUser();
    const rotated = await refresh(session.refreshToken);
    const latest = rotated.json().data;
    // Logout with the older (already rotated) token still ends the whole sign-in.
    expect((await signOut({ refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect(await statusOf(t.app, latest.accessToken)).toBe(401);
    for (const token of [latest.refreshToken, session.refreshToken]) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(errorCodes.invalidRefreshToken);
    }
  });

  it('should refuse the access tokens of every sign-in of the user after a password change', async () => {
    const session = await signedInUser();
    const elsewhere = await t.login(session.user);
    const other = await signedInUser();
    const changed = await changePassword(
      session.accessToken,
      session.user.password,
      'mat-khau-moi-123',
    );
    expect(changed.statusCode).toBe(200);
    expect(await statusOf(t.app, elsewhere.accessToken)).toBe(401);
    // The changing sign-in keeps its access token for the console's countdown, then logs out.
    expect(await statusOf(t.app, session.accessToken)).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(400);
    expect((await signOut({}, session.accessToken)).statusCode).toBe(200);
    expect(await statusOf(t.app, session.accessToken)).toBe(401);
    await eventually(second.app, elsewhere.accessToken).toBe(401);
    expect(await statusOf(second.app, other.accessToken)).toBe(200);
    // The new password signs in again at once, on the same (fixed) clock.
    const again = await t.login({ ...session.user, password: 'mat-khau-moi-123' });
    expect(await statusOf(t.app, again.accessToken)).toBe(200);
    expect(await statusOf(second.app, again.accessToken)).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.password_changed'))
      .orderBy(auditEvents.id);
    expect(row?.after).toMatchObject({ endedSignIns: expect.any(Number) });
  });

  it('should refuse the access tokens of a user an administrator disables, and only theirs', async () => {
    const session = await signedInUser();
    const other = await signedInUser();
    const admin = { db: t.database.db, now: t.clock.clock, requestId: 'test', actor: undefined };
    await users.setActive(admin, session.user.username, false);
    // The users service runs outside any server (npm run users): both servers hear it by NOTIFY.
    await eventually(t.app, session.accessToken).toBe(401);
    await eventually(second.app, session.accessToken).toBe(401);
    expect(await statusOf(t.app, other.accessToken)).toBe(200);
    const rows = await t.database.db
      .select()
      .from(revokedSessions)
      .where(eq(revokedSessions.userId, session.user.id));
    expect(rows.map((row) => row.reason)).toEqual(['admin']);
  });

  it('should refuse the access tokens after an administrator resets the password', async () => {
    const session = await signedInUser();
    const admin = { db: t.database.db, now: t.clock.clock, requestId: 'test', actor: undefined };
    await users.resetPassword(admin, session.user.username, 'dat-lai-mat-khau');
    await eventually(second.app, session.accessToken).toBe(401);
  });

  it('should end the sign-in at once when a spent refresh token is replayed after the grace', async () => {
    const session = await signedInUser();
    const rotated = (await refresh(session.refreshToken)).json().data;
    t.clock.advance(60_000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(400);
    expect(await statusOf(t.app, rotated.accessToken)).toBe(401);
  });

  it('should refuse an ended sign-in in a server process started afterwards', async () => {
    const session = await signedInUser();
    await signOut({ refreshToken: session.refreshToken });
    const database = await t.database.openSecond();
    const late = await startSecond(database);
    try {
      expect(await statusOf(late, session.accessToken)).toBe(401);
    } finally {
      await late.close();
      await database.close();
    }
  });
});

describe('a lost LISTEN connection', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'should load the sign-ins that ended while it was down once it is back',
    async () => {
      const session = await signedInUser();
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      // Both processes reconnect a second later: this NOTIFY reaches neither.
      await signOut({ refreshToken: session.refreshToken });
      await eventually(second.app, session.accessToken).toBe(401);
    },
  );
});

describe('/live sockets of an ended sign-in', () => {
  type Client = { socket: WebSocket; next(): Promise<unknown>; closed: Promise<number> };

  function connect(url: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const queue: unknown[] = [];
      const waiters: ((message: unknown) => void)[] = [];
      socket.on('message', (raw: Buffer) => {
        const message: unknown = JSON.parse(raw.toString());
        const waiter = waiters.shift();
        if (waiter) {
          waiter(message);
        } else {
          queue.push(message);
        }
      });
      const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
      socket.on('open', () =>
        resolve({
          socket,
          closed,
          next: () =>
            queue.length > 0
              ? Promise.resolve(queue.shift())
              : new Promise((done) => waiters.push(done)),
        }),
      );
      socket.on('error', reject);
    });
  }

  async function ready(url: string, accessToken: string): Promise<Client> {
    const client = await connect(url);
    client.socket.send(JSON.stringify({ type: 'auth', token: accessToken }));
    expect(await client.next()).toEqual({ type: 'ready' });
    return client;
  }

  it('should close the user’s sockets on both servers with 4401, and no one else’s', async () => {
    const urls = [];
    for (const app of [t.app, second.app]) {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`${address.replace('http', 'ws')}/live`);
    }
    const [firstUrl = '', secondUrl = ''] = urls;
    const session = await signedInUser();
    const other = await signedInUser();
    const mine = [
      await ready(firstUrl, session.accessToken),
      await ready(secondUrl, session.accessToken),
    ];
    const theirs = await ready(secondUrl, other.accessToken);
    await signOut({ refreshToken: session.refreshToken });
    expect(await Promise.all(mine.map((client) => client.closed))).toEqual([4401, 4401]);
    // A socket cannot come back with the ended token either.
    const retry = await connect(secondUrl);
    retry.socket.send(JSON.stringify({ type: 'auth', token: session.accessToken }));
    expect(await retry.closed).toBe(4401);
    expect(theirs.socket.readyState).toBe(WebSocket.OPEN);
    theirs.socket.close();
  });
});
