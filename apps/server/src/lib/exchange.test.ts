import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sipAccountDto } from '@pawndesk/domain/phone-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type BranchRow, buildBranch, buildUser, type TestUser } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type RunningExchange, startExchange } from './exchange.ts';
import { ephemeralCredentials } from './sip-credentials.ts';

/**
 * The project's Kamailio, started as the server starts it, against credentials the server issues.
 * Kamailio is installed by .ci/run: without it this test fails, it does not skip.
 */

const secret = randomBytes(36).toString('base64url');
const domain = 'pawndesk.test';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') {
    throw new Error('no port');
  }
  return address.port;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const token = () => randomBytes(6).toString('hex');

/** A SIP user agent over WebSocket that sends one REGISTER and answers its digest challenge. */
async function register(
  url: string,
  user: string,
  credentials: { username: string; password: string },
): Promise<number> {
  const socket = new WebSocket(url, 'sip');
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const replies: string[] = [];
  const waiting: ((reply: string) => void)[] = [];
  socket.on('message', (data) => {
    const reply = data.toString();
    const next = waiting.shift();
    if (next) {
      next(reply);
    } else {
      replies.push(reply);
    }
  });
  const nextReply = () =>
    new Promise<string>((resolve, reject) => {
      const queued = replies.shift();
      if (queued) {
        resolve(queued);
        return;
      }
      const timer = setTimeout(() => reject(new Error('no SIP reply in 5 s')), 5000);
      waiting.push((reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
    });
  const host = `${token()}.invalid`;
  const callId = token();
  const fromTag = token();
  const requestUri = `sip:${domain}`;
  const send = (cseq: number, authorization?: string) =>
    socket.send(
      [
        `REGISTER ${requestUri} SIP/2.0`,
        `Via: SIP/2.0/WSS ${host};branch=z9hG4bK${token()};rport`,
        'Max-Forwards: 70',
        `To: <sip:${user}@${domain}>`,
        `From: <sip:${user}@${domain}>;tag=${fromTag}`,
        `Call-ID: ${callId}`,
        `CSeq: ${cseq} REGISTER`,
        `Contact: <sip:${token()}@${host};transport=ws>;expires=60`,
        'Expires: 60',
        ...(authorization ? [`Authorization: ${authorization}`] : []),
        'Content-Length: 0',
        '',
        '',
      ].join('\r\n'),
    );
  const status = (reply: string) => Number(reply.split(' ')[1]);
  try {
    send(1);
    const challenge = await nextReply();
    if (status(challenge) !== 401) {
      return status(challenge);
    }
    const header = challenge.match(/^WWW-Authenticate: Digest (.*)$/im)?.[1] ?? '';
    const param = (name: string) => header.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';
    const realm = param('realm');
    const nonce = param('nonce');
    const cnonce = token();
    const nc = '00000001';
    const ha1 = md5(`${credentials.username}:${realm}:${credentials.password}`);
    const ha2 = md5(`REGISTER:${requestUri}`);
    const response = md5(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${ha2}`);
    send(
      2,
      `Digest username="${credentials.username}", realm="${realm}", nonce="${nonce}", uri="${requestUri}", response="${response}", algorithm=MD5, qop=auth, nc=${nc}, cnonce="${cnonce}"`,
    );
    return status(await nextReply());
  } finally {
    socket.close();
  }
}

let t: TestApp;
let exchange: RunningExchange;
let runtimeDir: string;
let branch: BranchRow;
let user: TestUser;
let accessToken: string;

beforeAll(async () => {
  runtimeDir = await mkdtemp(path.join(tmpdir(), 'pawndesk-exchange-'));
  exchange = await startExchange({ runtimeDir, port: await freePort(), domain, secret });
  t = await createTestApp({
    phone: {
      websocketUrl: exchange.websocketUrl,
      domain,
      secret,
      credentialSeconds: 600,
      stunServers: [],
    },
  });
  // Kamailio checks the expiry against the real clock.
  t.clock.set(new Date());
  branch = await buildBranch(t.database.db);
  user = await buildUser(t.database.db, { branchIds: [branch.id] });
  accessToken = (await t.login(user)).accessToken;
}, 60_000);
afterAll(async () => {
  await exchange?.stop();
  await t?.close();
  await rm(runtimeDir, { recursive: true, force: true });
});

async function issued() {
  const response = await t.as(accessToken, { method: 'GET', url: '/crm/api/v1/me/sip-account/' });
  return sipAccountDto.parse(response.json().data);
}

describe('the phone exchange', () => {
  it('should keep the written configuration, which holds the secret, to its owner', async () => {
    expect((await stat(path.join(runtimeDir, 'kamailio.cfg'))).mode & 0o077).toBe(0);
  });

  it('should register the user when the credentials come from the server', async () => {
    const account = await issued();
    expect(account.websocketUrl).toBe(exchange.websocketUrl);
    expect(await register(account.websocketUrl, account.extension, account)).toBe(200);
  });

  it('should refuse the registration when the password is wrong', async () => {
    const account = await issued();
    const status = await register(account.websocketUrl, account.extension, {
      username: account.username,
      password: `${account.password}x`,
    });
    expect([401, 403]).toContain(status);
  });

  it('should refuse the registration when the credentials have expired', async () => {
    const expired = ephemeralCredentials(
      secret,
      user.extension,
      new Date(Date.now() - 120_000),
      60,
    );
    const status = await register(exchange.websocketUrl, user.extension, expired);
    expect([401, 403]).toContain(status);
  });

  it("should refuse the registration when the credentials are another extension's", async () => {
    const account = await issued();
    const status = await register(account.websocketUrl, `9${account.extension}`, account);
    expect(status).toBe(403);
  });

  it('should register a test line under a customer number when its credentials use the secret', async () => {
    const line = ephemeralCredentials(secret, '0901234567', new Date(), 60);
    expect(await register(exchange.websocketUrl, '0901234567', line)).toBe(200);
  });
});
