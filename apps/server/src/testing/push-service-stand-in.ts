import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (RFC 8030), on loopback: the real ones (Google's FCM,
 * Mozilla's autopush, Apple's) cannot be reached from here (decisions/0028). It hands out
 * subscriptions whose keys it holds like a browser does, and for every message it receives it
 * checks the VAPID token (RFC 8292: ES256 over the sender's public key, audience = this origin,
 * an expiry within a day, a contact) and decrypts the payload (RFC 8291, aes128gcm) with the
 * subscription's private key, so a test reads what the service worker would get.
 */

export type StandInSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  endpoint: string;
  /** The `k=` of the Authorization header: the server's VAPID public key. */
  vapidPublicKey: string;
  subject: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The decrypted payload. */
  payload: string;
};

export type PushServiceStandIn = {
  origin: string;
  subscribe(): StandInSubscription;
  /** Messages that passed the checks, in order. */
  received: ReceivedPush[];
  /** Requests refused, with why: a test expects none. */
  refused: string[];
  /** Answers this status for the endpoint from now on (410 Gone: the browser unsubscribed). */
  answer(endpoint: string, status: number): void;
  /** Called with every message that passed the checks (e2e hands it to the service worker). */
  onPush?: (push: ReceivedPush) => void;
  close(): Promise<void>;
};

type Held = {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  status: number;
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function hmac(key: Buffer, ...data: Buffer[]): Buffer {
  const mac = createHmac('sha256', key);
  for (const part of data) {
    mac.update(part);
  }
  return mac.digest();
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, as a browser decrypts it. */
export function decryptPush(body: Buffer, held: Pick<Held, 'ecdh' | 'publicKey' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) {
    throw new Error('more than one record');
  }
  const secret = held.ecdh.computeSecret(senderKey);
  const prkKey = hmac(held.auth, secret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    held.publicKey,
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) {
    end -= 1;
  }
  if (padded[end] !== 2) {
    throw new Error('the last record does not end with the 0x02 delimiter');
  }
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 §2–3: `vapid t=<JWT>, k=<key>`; answers the key and the contact when valid. */
export function verifyVapid(
  authorization: string | undefined,
  audience: string,
  now: Date,
): { publicKey: string; subject: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) {
    throw new Error(`no VAPID authorization: ${authorization}`);
  }
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const raw = Buffer.from(match[2], 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) {
    throw new Error('the VAPID key is not an uncompressed P-256 point');
  }
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) {
    throw new Error('the VAPID token is not signed by its key');
  }
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (head.alg !== 'ES256') {
    throw new Error(`the VAPID token is ${head.alg}, not ES256`);
  }
  if (body.aud !== audience) {
    throw new Error(`the VAPID audience is ${body.aud}, not ${audience}`);
  }
  const seconds = now.getTime() / 1000;
  if (!body.exp || body.exp <= seconds || body.exp > seconds + 24 * 3600) {
    throw new Error('the VAPID token has expired or lasts more than a day');
  }
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) {
    throw new Error('the VAPID token names no contact');
  }
  return { publicKey: match[2], subject: body.sub };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const held = new Map<string, Held>();
  const standIn: PushServiceStandIn = {
    origin: '',
    received: [],
    refused: [],
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${standIn.origin}/push/${randomBytes(12).toString('hex')}`;
      held.set(endpoint, { ecdh, publicKey, auth, status: 201 });
      return { endpoint, keys: { p256dh: b64(publicKey), auth: b64(auth) } };
    },
    answer(endpoint, status) {
      const subscription = held.get(endpoint);
      if (subscription) {
        subscription.status = status;
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const endpoint = `${standIn.origin}${request.url ?? ''}`;
    const subscription = held.get(endpoint);
    const body = await readBody(request);
    const refuse = (status: number, why: string) => {
      standIn.refused.push(why);
      response.writeHead(status).end(why);
    };
    if (request.method !== 'POST' || !subscription) {
      return refuse(404, `no subscription at ${request.method} ${endpoint}`);
    }
    if (subscription.status >= 400) {
      response.writeHead(subscription.status).end();
      return;
    }
    let vapid: { publicKey: string; subject: string };
    try {
      vapid = verifyVapid(request.headers.authorization, standIn.origin, new Date());
    } catch (error) {
      return refuse(401, String(error));
    }
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) {
      return refuse(400, 'no TTL header');
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(415, `content encoding ${request.headers['content-encoding']}`);
    }
    let payload: string;
    try {
      payload = decryptPush(body, subscription);
    } catch (error) {
      return refuse(400, `undecryptable: ${String(error)}`);
    }
    const push: ReceivedPush = {
      endpoint,
      vapidPublicKey: vapid.publicKey,
      subject: vapid.subject,
      ttl,
      urgency: request.headers.urgency as string | undefined,
      topic: request.headers.topic as string | undefined,
      payload,
    };
    standIn.received.push(push);
    standIn.onPush?.(push);
    response.writeHead(201, { location: `${endpoint}/message` }).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      standIn.refused.push(String(error));
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
