import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { logFormats, logLevels } from './lib/logger.ts';

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

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  LOG_FORMAT: z.enum(logFormats).default('json'),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  TRUST_PROXY: trustProxy,
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

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
  return Object.freeze({ ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) });
}
