import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotifierError, type NotifierMessage } from './notifier.ts';
import { ZaloZnsNotifier, znsPhone } from './zalo-zns.ts';

/** A local stand-in for Zalo's ZNS endpoint: records each request, answers what a test set. */
type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };
let server: Server;
let endpoint: string;
let seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/message/template`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const notifier = () =>
  new ZaloZnsNotifier({
    endpoint,
    accessToken: 'oa-token',
    templates: { 'contract-renewed': '231456' },
    timeoutMs: 5000,
  });

const message: NotifierMessage = {
  outboxId: 42,
  channel: 'ZALO',
  kind: 'contract-renewed',
  phone: '0912 345 678',
  data: { customer_name: 'Trần Thị Lan', contract_id: '1001', new_contract_id: '1002' },
};

describe('znsPhone: ZNS takes 84… without the plus', () => {
  it.each([
    ['0912345678', '84912345678'],
    ['+84912345678', '84912345678'],
    ['84 912 345 678', '84912345678'],
    ['0912.345.678', '84912345678'],
  ])('%s → %s', (phone, shaped) => {
    expect(znsPhone(phone)).toBe(shaped);
  });
});

describe('ZaloZnsNotifier (against a local stand-in; Zalo itself is not reachable from here)', () => {
  it('should POST the template message with the access token and answer its msg_id', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ error: 0, message: 'Success', data: { msg_id: 'abc' } }),
    };
    await expect(notifier().send(message)).resolves.toEqual({ providerMessageId: 'abc' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/message/template',
      headers: { access_token: 'oa-token', 'content-type': 'application/json' },
      body: {
        phone: '84912345678',
        template_id: '231456',
        template_data: message.data,
        tracking_id: 'outbox-42',
      },
    });
  });

  it('should refuse for good when Zalo answers an error code', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ error: -124, message: 'Invalid access token' }),
    };
    const refusal = await notifier()
      .send(message)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NotifierError);
    expect(refusal).toMatchObject({
      permanent: true,
      message: 'Zalo ZNS từ chối (-124): Invalid access token',
    });
  });

  it('should fail for now (to retry) on a server error', async () => {
    answer = { status: 502, body: 'Bad gateway' };
    const failure = await notifier()
      .send(message)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ permanent: false, message: 'Zalo ZNS trả lỗi HTTP 502' });
  });

  it('should fail for now when Zalo cannot be reached', async () => {
    const unreachable = new ZaloZnsNotifier({
      endpoint: 'http://127.0.0.1:9/message/template',
      accessToken: 'oa-token',
      templates: { 'contract-renewed': '231456' },
      timeoutMs: 2000,
    });
    const failure = await unreachable.send(message).catch((error: unknown) => error);
    expect(failure).toMatchObject({ permanent: false });
  });

  it('should refuse a kind with no template without calling Zalo', async () => {
    const failure = await notifier()
      .send({ ...message, kind: 'unknown' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ permanent: true });
    expect(seen).toHaveLength(0);
  });
});
