import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import type { RequestContext } from '../plugins/context.ts';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Writes the audit row; call it with the transaction that makes the change. */
export async function audit(
  tx: DbOrTx,
  ctx: Pick<RequestContext, 'now' | 'requestId' | 'actor'>,
  entry: AuditEntry,
  actorId?: number,
): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: actorId ?? ctx.actor?.userId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: ctx.requestId,
    at: ctx.now(),
  });
}
