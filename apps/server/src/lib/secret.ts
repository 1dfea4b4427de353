import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { newSecret } from './tokens.ts';

const secretKey = 'jwt_secret';

/**
 * The token-signing secret: JWT_SECRET when set, else one generated on first start and kept in the
 * database, so every server process on the same database signs and verifies alike.
 */
export async function loadSigningSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) {
    return fromEnv;
  }
  await db.insert(settings).values({ key: secretKey, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, secretKey));
  if (!row) {
    throw new Error('The signing secret could not be stored');
  }
  return row.value;
}
