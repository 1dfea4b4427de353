import { createHash } from 'node:crypto';
import type { MiscDto } from '@pawndesk/domain/reference';
import type { Database } from '../../db/client.ts';
import { getMisc } from './reference.service.ts';

/** Sent on commit by the triggers on branches, funds and asset_types (migration 0030). */
export const referenceNotifyChannel = 'pawndesk_reference';

/** /v1/misc/'s answer and its entity tag (a hash of it, the same in every server process). */
export type MiscAnswer = { misc: MiscDto; etag: string };

export type MiscCache = {
  read(): Promise<MiscAnswer>;
  /** Drops the kept answer: this process changed a table behind it (its own notice follows). */
  forget(): void;
  stop(): Promise<void>;
};

async function load(database: Database): Promise<MiscAnswer> {
  const misc = await getMisc(database.db);
  const hash = createHash('sha256').update(JSON.stringify(misc)).digest('base64url');
  return { misc, etag: `"${hash.slice(0, 22)}"` };
}

/**
 * Keeps /v1/misc/'s three lists (the login page and every console start read them) in memory
 * while this process listens to their tables' change notices (docs/decisions/0039). While the
 * LISTEN connection is down, every read goes to the database. `enabled: false` never keeps
 * anything, for measuring with and without (REFERENCE_CACHE=off).
 */
export async function startMiscCache(database: Database, enabled = true): Promise<MiscCache> {
  let listening = enabled;
  let kept: Promise<MiscAnswer> | undefined;
  const forget = () => {
    kept = undefined;
  };
  const unlisten = enabled
    ? await database.listen(referenceNotifyChannel, forget, {
        onLost() {
          listening = false;
          forget();
        },
        onReconnect() {
          listening = true;
          forget();
        },
      })
    : async () => {};
  return {
    read() {
      if (!listening) {
        return load(database);
      }
      if (!kept) {
        // Callers during the load share it; a notice heard meanwhile drops it for later callers.
        const loading = load(database);
        kept = loading;
        loading.catch(() => {
          if (kept === loading) {
            kept = undefined;
          }
        });
      }
      return kept;
    },
    forget,
    async stop() {
      forget();
      await unlisten();
    },
  };
}
