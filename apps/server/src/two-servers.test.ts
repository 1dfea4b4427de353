import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from './db/client.ts';
import { assetTypes, auditEvents, contractNotes, contracts } from './db/schema.ts';
import { seedReference } from './db/seed/seed-reference.ts';
import { runOverdueSwitch } from './jobs/overdue.ts';
import { buildBranch, buildContract, buildUser, type TestUser } from './testing/factories.ts';
import { type ServerProcess, startServerProcess } from './testing/server-process.ts';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';
import { urlOf } from './testing/url-of.ts';

/**
 * Two real server processes (`server.ts`, as `npm start` runs it) on one PostgreSQL database,
 * as behind a load balancer (deploy/README.md): what one does, the other sees.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let database: TestDatabase;
let servers: ServerProcess[];
let dataDir: string;
let branchId: number;
let bikeTypeId: number;
let overdueIds: number[];
const people: Record<'agent' | 'watcher' | 'victim' | 'leaver', TestUser> = {} as never;

type Answer = { status: number; body: { data?: unknown; error?: { code: number } } };

async function call(
  server: ServerProcess | undefined,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  if (!server) {
    throw new Error('no such server');
  }
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

async function signIn(server: ServerProcess | undefined, user: TestUser, password = user.password) {
  return call(server, 'POST', urlOf(authEndpoints.signIn), {
    body: { username: user.username, password, branch: branchId },
  });
}

async function tokensOf(server: ServerProcess | undefined, user: TestUser) {
  const answer = await signIn(server, user);
  expect(answer.status).toBe(200);
  return answer.body.data as { accessToken: string; refreshToken: string };
}

/** A signed-in call that reads nothing about the user: only the token check can refuse it. */
async function probe(server: ServerProcess | undefined, token: string): Promise<number> {
  return (await call(server, 'GET', urlOf(referenceEndpoints.misc2), { token })).status;
}

type LiveClient = { socket: WebSocket; messages: unknown[]; closed: Promise<number> };

async function liveClient(server: ServerProcess | undefined, token: string, channel?: string) {
  const socket = new WebSocket(`${server?.url.replace('http', 'ws')}/live`);
  const client: LiveClient = {
    socket,
    messages: [],
    closed: new Promise((resolve) => socket.on('close', (code) => resolve(code))),
  };
  socket.on('message', (raw: Buffer) => client.messages.push(JSON.parse(raw.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await expect.poll(() => client.messages).toContainEqual({ type: 'ready' });
  if (channel) {
    socket.send(JSON.stringify({ type: 'subscribe', channel }));
    await expect.poll(() => client.messages).toContainEqual({ type: 'subscribed', channel });
  }
  return client;
}

/** Contracts already past maturity whatever today's date: the switch must take them. */
async function overdueContracts(db: Database['db'], numbers: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const number of numbers) {
    const row = await buildContract(db, number);
    await db
      .update(contracts)
      .set({ maturesOn: '2025-01-15', dueDate: '2025-01-15' })
      .where(eq(contracts.id, row.id));
    ids.push(row.id);
  }
  return ids;
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    await seedReference(db);
    branchId = (await buildBranch(db)).id;
    const [bike] = await db.select().from(assetTypes).where(eq(assetTypes.name, 'Bike'));
    bikeTypeId = bike?.id ?? 0;
    for (const name of ['agent', 'watcher', 'victim', 'leaver'] as const) {
      people[name] = await buildUser(db, { branchIds: [branchId], permissions: ['order_access'] });
    }
    overdueIds = await overdueContracts(db, [880_001, 880_002, 880_003]);
    dataDir = await mkdtemp(path.join(tmpdir(), 'pawndesk-two-servers-'));
    // No JWT_SECRET: both must agree on the one generated into the database. Both start at once,
    // and each runs the overdue switch as it starts.
    const env = {
      DATABASE_URL: database.url ?? '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JWT_SECRET: '',
      TRUST_PROXY: '',
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await database?.close();
    if (dataDir) {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  const first = () => servers[0];
  const second = () => servers[1];

  it('should switch the overdue contracts once though both servers ran the nightly switch', async () => {
    const db = database.db;
    // Each server starts its switch beside listening, so "ready" can come before the switch commits.
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ status: contracts.status })
              .from(contracts)
              .where(inArray(contracts.id, overdueIds))
          ).map((row) => row.status),
        { timeout: 20_000 },
      )
      .toEqual(['OVERDUE', 'OVERDUE', 'OVERDUE']);
    const runs = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'contract.overdue'));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.after).toMatchObject({ contracts: expect.arrayContaining(overdueIds) });
    const notes = await db
      .select({ contractId: contractNotes.contractId })
      .from(contractNotes)
      .where(inArray(contractNotes.contractId, overdueIds));
    expect(notes.map((note) => note.contractId).sort()).toEqual([...overdueIds].sort());
  });

  it('should let exactly one of two simultaneous runs switch a contract', async () => {
    // Two pools, as two processes hold, racing on the advisory lock round after round.
    const other = await database.openSecond();
    try {
      for (let round = 0; round < 5; round += 1) {
        const [id] = await overdueContracts(database.db, [880_100 + round]);
        const clock = () => new Date();
        const race = () =>
          Promise.all([runOverdueSwitch(database.db, clock), runOverdueSwitch(other.db, clock)]);
        let results = await race();
        // The two servers this file started run the same switch once at start-up: while one of
        // them holds the lock, both runs here are skipped (ran: false) and the round is raced again.
        for (let retry = 0; retry < 20 && results.every((result) => !result.ran); retry += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          results = await race();
        }
        // At most one of the two switches it; a server's own start-up run may have been first, so
        // "exactly once" is the contract's one automatic note below.
        expect(results.reduce((sum, result) => sum + result.switched, 0)).toBeLessThanOrEqual(1);
        const notes = await database.db
          .select()
          .from(contractNotes)
          .where(eq(contractNotes.contractId, id ?? 0));
        expect(notes).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });

  it('should deliver a change made through one server to a /live client of the other', async () => {
    const agent = await tokensOf(first(), people.agent);
    // Signed in on the first server, listening on the second: both sign with one secret.
    const watcher = await tokensOf(first(), people.watcher);
    const client = await liveClient(second(), watcher.accessToken, 'orders');
    const created = await call(first(), 'POST', urlOf(orderEndpoints.create), {
      token: agent.accessToken,
      body: {
        phone: '0912345678',
        source: 'Hotline',
        asset: bikeTypeId,
        assetDescription: 'Honda Vision 2022',
        requiredAmount: 15_000_000,
        proposedAmount: 12_500_000,
        firstName: 'Hùng',
        lastName: 'Đặng Văn',
      },
    });
    expect(created.status).toBe(200);
    const orderId = (created.body.data as { id: number }).id;
    await expect
      .poll(() => client.messages, { timeout: 5_000 })
      .toContainEqual({
        type: 'event',
        channel: 'orders',
        data: { orderId, action: 'created' },
      });
    client.socket.close();
  });

  it("should show a branch renamed through one server in the other's kept /misc", async () => {
    const admin = await buildUser(database.db, {
      branchIds: [branchId],
      permissions: ['staff_admin'],
    });
    const nameOn = async (server: ServerProcess | undefined) => {
      const answer = await call(server, 'GET', urlOf(referenceEndpoints.misc));
      const rows = (answer.body.data as { branches: { id: number; name: string }[] }).branches;
      return rows.find((row) => row.id === branchId)?.name;
    };
    // Both servers keep their answer now.
    const before = await nameOn(second());
    expect(await nameOn(first())).toBe(before);
    const { accessToken } = await tokensOf(first(), admin);
    const renamed = await call(first(), 'PATCH', `/crm/api/v1/branch-settings/${branchId}/`, {
      token: accessToken,
      body: { name: 'Chi nhánh Hai máy' },
    });
    expect(renamed.status).toBe(200);
    expect(await nameOn(first())).toBe('Chi nhánh Hai máy');
    await expect.poll(() => nameOn(second()), { timeout: 5000 }).toBe('Chi nhánh Hai máy');
  });

  it('should hold the sign-in throttle across both servers, whatever address the client claims', async () => {
    const victim = people.victim;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(servers[attempt % 2], 'POST', urlOf(authEndpoints.signIn), {
        body: { username: victim.username, password: 'sai-mat-khau', branch: branchId },
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
      });
      expect(answer.body.error?.code).toBe(errorCodes.incorrectPassword);
    }
    // Five failures split over two processes block the username on both, the right password too.
    for (const server of servers) {
      const refused = await signIn(server, victim);
      expect(refused.status).toBe(429);
      expect(refused.body.error?.code).toBe(errorCodes.tooManyAttempts);
    }
  });

  it('should end a sign-in on both servers: logout on one, password change on the other', async () => {
    const leaver = people.leaver;
    const session = await tokensOf(first(), leaver);
    const bystander = await tokensOf(second(), people.watcher);
    expect(await probe(second(), session.accessToken)).toBe(200);
    const loggedOut = await call(first(), 'DELETE', urlOf(authEndpoints.signOut), {
      body: { refreshToken: session.refreshToken },
    });
    expect(loggedOut.status).toBe(200);
    expect(await probe(first(), session.accessToken)).toBe(401);
    await expect.poll(() => probe(second(), session.accessToken), { timeout: 5_000 }).toBe(401);

    // A password change ends every other sign-in of the user at once (ADR 0014 amendment); the
    // changing sign-in keeps its access token for the console's logout countdown.
    const next = await tokensOf(first(), leaver);
    const other = await tokensOf(first(), leaver);
    const changed = await call(second(), 'PUT', urlOf(authEndpoints.changePassword), {
      token: next.accessToken,
      body: {
        currentPassword: leaver.password,
        newPassword: 'mat-khau-moi-2026',
        confirmPassword: 'mat-khau-moi-2026',
      },
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => probe(first(), other.accessToken), { timeout: 5_000 }).toBe(401);
    expect(await probe(first(), next.accessToken)).toBe(200);
    expect(await probe(first(), bystander.accessToken)).toBe(200);
    expect(await probe(second(), bystander.accessToken)).toBe(200);
  });

  it('should end every sign-in and /live socket of a user disabled with npm run users', async () => {
    const agent = people.agent;
    const tokens = [await tokensOf(first(), agent), await tokensOf(second(), agent)];
    const sockets = [
      await liveClient(first(), tokens[1]?.accessToken ?? ''),
      await liveClient(second(), tokens[0]?.accessToken ?? ''),
    ];
    const bystander = await tokensOf(first(), people.watcher);
    const bystanderSocket = await liveClient(second(), bystander.accessToken);
    // The administrator's command is a third process: the servers hear of it through NOTIFY.
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/users.ts', 'disable', agent.username],
      {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DATABASE_URL: database.url ?? '' },
        encoding: 'utf8',
      },
    );
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain(`${agent.username} disabled`);
    for (const server of servers) {
      for (const token of tokens) {
        await expect
          .poll(() => probe(server, token?.accessToken ?? ''), { timeout: 5_000 })
          .toBe(401);
      }
    }
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([4401, 4401]);
    expect(bystanderSocket.socket.readyState).toBe(WebSocket.OPEN);
    bystanderSocket.socket.close();
  }, 120_000);
});
