import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultSlowRequestMs, logFormats, logLevels } from './lib/logger.ts';
import { zaloZnsEndpoint } from './lib/notifier/zalo-zns.ts';

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) {
    return true;
  }
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  if (bits === undefined) {
    return true;
  }
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For / -Proto / -Host are believed: a comma list of addresses, CIDRs
 * or proxy-addr's names. Unset trusts none, so a client cannot choose the address that sign-in
 * throttling and the audit log see.
 */
const trustProxy = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    message:
      'expected a comma list of proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8), or loopback, linklocal, uniquelocal',
  })
  .optional()
  .transform((entries) => entries ?? []);

/** A comma list, blanks dropped; unset is empty. */
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  LOG_FORMAT: z.enum(logFormats).default('json'),
  /** A request that takes this many milliseconds or more is logged at warn. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(defaultSlowRequestMs),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  TRUST_PROXY: trustProxy,
  /** Check every answer against its zod schema too (the tests do; decisions/0032). */
  CHECK_ANSWERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Keep /v1/misc/'s lists in memory (decisions/0039); `off` to measure without. */
  REFERENCE_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  WEB_DIST: z.string().optional(),
  /**
   * `managed` (what `npm start` sets when Kamailio is installed): this process writes the
   * exchange's configuration under DATA_DIR/exchange and runs Kamailio beside itself. `external`
   * (the default): an exchange run separately (deploy/kamailio/README.md), or none, in which case
   * the console's phone shows disconnected.
   */
  PHONE_EXCHANGE: z.enum(['managed', 'external']).default('external'),
  /** The managed exchange's WebSocket port on 127.0.0.1. */
  PHONE_WS_PORT: z.coerce.number().int().min(1).max(65535).default(8088),
  /** What the console connects to; ws://127.0.0.1:PHONE_WS_PORT when unset. */
  PHONE_WS_URL: z
    .string()
    .regex(/^wss?:\/\/\S+$/, 'expected a ws:// or wss:// address')
    .optional(),
  PHONE_SIP_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'expected a domain name')
    .default('pawndesk.local'),
  /**
   * The secret shared with the exchange (its auth_ephemeral `secret`); generated on first start
   * and kept in the database when unset. Written into Kamailio's configuration, hence the
   * restricted characters.
   */
  PHONE_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_\-+/=.]{32,}$/, 'expected 32 or more letters, digits or _-+/=.')
    .optional(),
  /** How long issued SIP credentials last. */
  PHONE_CREDENTIAL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 60 * 60)
    .default(12 * 60 * 60),
  /** STUN servers the console gives to ICE (stun:host:port, comma list); none by default. */
  PHONE_STUN_SERVERS: commaList.refine(
    (entries) => entries.every((entry) => /^stuns?:\S+$/.test(entry)),
    { message: 'expected a comma list of stun: addresses' },
  ),
  /**
   * The contact push services see in the VAPID token (RFC 8292 §2.1): a mailto: or https: address
   * of whoever runs the shop's server (decisions/0028).
   */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected a mailto: or https: address')
    .default('mailto:admin@pawndesk.invalid'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Who sends the notification outbox (docs/decisions/0026): `off` (the default) leaves the rows
   * queued; `recording` (development) logs each message and marks it sent, sending nothing;
   * `zalo` sends Zalo ZNS template messages and needs the token and the template below.
   */
  NOTIFIER: z.enum(['off', 'recording', 'zalo']).default('off'),
  NOTIFIER_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  /** The Zalo official account's ZNS access token. */
  ZALO_ZNS_ACCESS_TOKEN: z.string().optional(),
  /** The approved ZNS template of the renewal notice (contract-renewed). */
  ZALO_ZNS_TEMPLATE_CONTRACT_RENEWED: z
    .string()
    .regex(/^\d+$/, 'expected a template id')
    .optional(),
  ZALO_ZNS_ENDPOINT: z.string().url().default(zaloZnsEndpoint),
});

/** NOTIFIER=zalo needs what Zalo asks for. */
function zaloProblems(env: z.infer<typeof schema>): string[] {
  if (env.NOTIFIER !== 'zalo') {
    return [];
  }
  return [
    ...(env.ZALO_ZNS_ACCESS_TOKEN ? [] : ['ZALO_ZNS_ACCESS_TOKEN: required when NOTIFIER=zalo']),
    ...(env.ZALO_ZNS_TEMPLATE_CONTRACT_RENEWED
      ? []
      : ['ZALO_ZNS_TEMPLATE_CONTRACT_RENEWED: required when NOTIFIER=zalo']),
  ];
}

export type Env = Readonly<z.infer<typeof schema> & { dataDir: string }>;

/** The only reader of process.env: parsed once, frozen, and fatal when invalid. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const zalo = zaloProblems(parsed.data);
  if (zalo.length > 0) {
    throw new Error(`Invalid environment:\n${zalo.join('\n')}`);
  }
  return Object.freeze({ ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) });
}
