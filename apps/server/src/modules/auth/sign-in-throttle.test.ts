import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

// Each test signs in from its own documentation addresses (RFC 5737), so no test spends another's
// address allowance.
const proxy = '10.0.0.1';

let direct: TestApp;
let proxied: TestApp;
let branch: BranchRow;
let proxiedBranch: BranchRow;

beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ trustProxy: [proxy] });
  branch = await buildBranch(direct.database.db);
  proxiedBranch = await buildBranch(proxied.database.db);
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

type Attempt = {
  username: string;
  password: string;
  branch: number;
  from: string;
  forwardedFor?: string;
  device?: string;
};

function signIn(t: TestApp, attempt: Attempt): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: urlOf(authEndpoints.signIn),
    payload: { username: attempt.username, password: attempt.password, branch: attempt.branch },
    remoteAddress: attempt.from,
    headers: attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {},
    ...(attempt.device ? { cookies: { pd_device: attempt.device } } : {}),
  });
}

function deviceOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'pd_device');
  if (!cookie) {
    throw new Error(`no device cookie: ${response.statusCode} ${response.body}`);
  }
  return cookie.value;
}

async function signInAddresses(t: TestApp, user: TestUser, action: string): Promise<unknown[]> {
  const rows = await t.database.db
    .select({ after: auditEvents.after })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, 'sign_in'),
        eq(auditEvents.entityId, user.username.toLowerCase()),
        eq(auditEvents.action, action),
      ),
    )
    .orderBy(auditEvents.id);
  return rows.map((row) => (row.after as { address: string }).address);
}

describe('the client address of a sign-in', () => {
  it('should ignore X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const user = await buildUser(direct.database.db, { branchIds: [branch.id] });
    const response = await signIn(direct, {
      ...user,
      branch: branch.id,
      from: '198.51.100.10',
      forwardedFor: '203.0.113.99',
    });
    expect(response.statusCode).toBe(200);
    expect(await signInAddresses(direct, user, 'sign_in.succeeded')).toEqual(['198.51.100.10']);
  });

  it('should honour X-Forwarded-For only when the request comes from a configured proxy', async () => {
    const user = await buildUser(proxied.database.db, { branchIds: [proxiedBranch.id] });
    const viaProxy = await signIn(proxied, {
      ...user,
      branch: proxiedBranch.id,
      from: proxy,
      forwardedFor: '203.0.113.20',
    });
    expect(viaProxy.statusCode).toBe(200);
    const aroundProxy = await signIn(proxied, {
      ...user,
      branch: proxiedBranch.id,
      from: '198.51.100.11',
      forwardedFor: '203.0.113.21',
    });
    expect(aroundProxy.statusCode).toBe(200);
    // Behind the proxy, entries the client wrote itself (left of the proxy's own) are not believed.
    const prefixed = await signIn(proxied, {
      ...user,
      branch: proxiedBranch.id,
      from: proxy,
      forwardedFor: '192.0.2.1, 203.0.113.22',
    });
    expect(prefixed.statusCode).toBe(200);
    expect(await signInAddresses(proxied, user, 'sign_in.succeeded')).toEqual([
      '203.0.113.20',
      '198.51.100.11',
      '203.0.113.22',
    ]);
  });

  it('should record the real address in the audit row of a failed sign-in when the client forges one', async () => {
    const user = await buildUser(direct.database.db, { branchIds: [branch.id] });
    const response = await signIn(direct, {
      ...user,
      password: 'doan-sai',
      branch: branch.id,
      from: '198.51.100.12',
      forwardedFor: '203.0.113.98',
    });
    expect(response.json().error.code).toBe(errorCodes.incorrectPassword);
    expect(await signInAddresses(direct, user, 'sign_in.failed')).toEqual(['198.51.100.12']);
  });
});

describe('sign-in throttling by address', () => {
  it('should throttle 25 failures from one client when each forges a different X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await signIn(direct, {
        username: `doan-ten-${attempt}`,
        password: 'x',
        branch: branch.id,
        from: '198.51.100.20',
        forwardedFor: `203.0.113.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it('should throttle a client behind a trusted proxy when it forges X-Forwarded-For entries', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await signIn(proxied, {
        username: `doan-ten-${attempt}`,
        password: 'x',
        branch: proxiedBranch.id,
        from: proxy,
        forwardedFor: `192.0.2.${attempt + 1}, 203.0.113.30`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    // The proxy's other clients are not blocked with the offender.
    const user = await buildUser(proxied.database.db, { branchIds: [proxiedBranch.id] });
    const neighbour = await signIn(proxied, {
      ...user,
      branch: proxiedBranch.id,
      from: proxy,
      forwardedFor: '203.0.113.31',
    });
    expect(neighbour.statusCode).toBe(200);
  });
});

describe('a known device when a stranger guesses at the username', () => {
  it('should let the user sign in with the right password from their usual device when a stranger has blocked the username', async () => {
    const user = await buildUser(direct.database.db, { branchIds: [branch.id] });
    const usual = { ...user, branch: branch.id, from: '198.51.100.40' };
    const device = deviceOf(await signIn(direct, usual));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await signIn(direct, { ...usual, password: `doan-${attempt}`, from: '203.0.113.40' });
    }
    const stranger = await signIn(direct, { ...usual, from: '203.0.113.40' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.code).toBe(errorCodes.tooManyAttempts);
    // From a new computer at the shop's address the username is blocked too (no device cookie).
    expect((await signIn(direct, usual)).statusCode).toBe(429);

    const fromUsualDevice = await signIn(direct, { ...usual, device });
    expect(fromUsualDevice.statusCode).toBe(200);
    // Even from another address (the shop's connection changed) the device is known.
    const elsewhere = await signIn(direct, { ...usual, device, from: '198.51.100.41' });
    expect(elsewhere.statusCode).toBe(200);
    // The user's success does not reset the stranger's block.
    expect((await signIn(direct, { ...usual, from: '203.0.113.40' })).statusCode).toBe(429);
  });

  it('should not treat a forged, another user’s or a year-old device cookie as known', async () => {
    const user = await buildUser(direct.database.db, { branchIds: [branch.id] });
    const colleague = await buildUser(direct.database.db, { branchIds: [branch.id] });
    const usual = { ...user, branch: branch.id, from: '198.51.100.50' };
    const device = deviceOf(await signIn(direct, usual));
    const colleagueDevice = deviceOf(
      await signIn(direct, { ...colleague, branch: branch.id, from: '198.51.100.51' }),
    );
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await signIn(direct, { ...usual, password: `doan-${attempt}`, from: '203.0.113.50' });
    }
    const [version, payload, signature] = device.split('.');
    const tampered = `${version}.${payload}.${signature?.slice(0, -2)}AA`;
    expect((await signIn(direct, { ...usual, device: tampered })).statusCode).toBe(429);
    expect((await signIn(direct, { ...usual, device: colleagueDevice })).statusCode).toBe(429);
    direct.clock.advance(366 * 24 * 60 * 60 * 1000);
    // A year later the stranger's block is long over, but the old cookie no longer counts as known.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await signIn(direct, { ...usual, password: `doan-${attempt}`, from: '203.0.113.51' });
    }
    expect((await signIn(direct, { ...usual, device })).statusCode).toBe(429);
  });

  it('should throttle the holder of a known device on its own failures', async () => {
    const user = await buildUser(direct.database.db, { branchIds: [branch.id] });
    const usual = { ...user, branch: branch.id, from: '198.51.100.60' };
    const device = deviceOf(await signIn(direct, usual));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await signIn(direct, { ...usual, password: 'doan', device })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The username itself is not blocked: the failures were the device's.
    const otherComputer = await signIn(direct, { ...usual, from: '198.51.100.61' });
    expect(otherComputer.statusCode).toBe(200);
  });

  it('should set the device cookie httpOnly, SameSite=Strict, only for the sign-in call, for a year', async () => {
    const user = await buildUser(direct.database.db, { branchIds: [branch.id] });
    const response = await signIn(direct, { ...user, branch: branch.id, from: '198.51.100.70' });
    const cookie = response.cookies.find((c) => c.name === 'pd_device');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/crm/api/v1/tokens',
      maxAge: 365 * 24 * 60 * 60,
    });
    const colleague = await buildUser(direct.database.db, { branchIds: [branch.id] });
    const shared = await signIn(direct, {
      ...colleague,
      branch: branch.id,
      from: '198.51.100.70',
      device: cookie?.value,
    });
    // A shared computer keeps its id and knows both users.
    const [, payload] = deviceOf(shared).split('.');
    const [, firstPayload] = (cookie?.value ?? '').split('.');
    const decode = (part: string | undefined) =>
      JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    expect(decode(payload).d).toBe(decode(firstPayload).d);
    expect(decode(payload).u).toEqual([colleague.id, user.id]);
  });
});
