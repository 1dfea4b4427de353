import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { newSecret } from './tokens.ts';

/**
 * A secret from the environment when set, else one generated on first start and kept in the
 * database under `key`, so every server process on the same database uses the same one.
 */
async function loadSecret(db: Db, key: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) {
    return fromEnv;
  }
  await db.insert(settings).values({ key, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) {
    throw new Error(`The secret ${key} could not be stored`);
  }
  return row.value;
}

/** The token-signing secret: JWT_SECRET, or the stored one. */
export function loadSigningSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  return loadSecret(db, 'jwt_secret', fromEnv);
}

/**
 * The secret shared with the phone exchange, from which SIP passwords are derived: PHONE_SECRET,
 * or the stored one (decisions/0024).
 */
export function loadPhoneSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  return loadSecret(db, 'phone_secret', fromEnv);
}

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair (RFC 8292), generated on first start and kept in the database like
 * the signing secret, so every process signs with the key the browsers subscribed with
 * (decisions/0028). Losing it would orphan every subscription.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const key = 'vapid_keys';
  const generated: VapidKeys = webPush.generateVAPIDKeys();
  await db
    .insert(settings)
    .values({ key, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) {
    throw new Error(`The secret ${key} could not be stored`);
  }
  const stored = JSON.parse(row.value) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(`The stored ${key} are malformed`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
