import type { LiveChannel } from '@pawndesk/domain/live';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** The one PostgreSQL channel that carries every live event between server processes. */
export const liveNotifyChannel = 'pawndesk_live';

export type LiveEnvelope = { channel: LiveChannel; data: unknown };

/**
 * Publishes a live event. Inside a transaction it is delivered only on commit, so listeners never
 * hear of a change that was rolled back.
 */
export async function publishLive(db: DbOrTx, channel: LiveChannel, data: unknown): Promise<void> {
  const payload: LiveEnvelope = { channel, data };
  await db.execute(sql`select pg_notify(${liveNotifyChannel}, ${JSON.stringify(payload)})`);
}
