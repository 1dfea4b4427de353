import type { AuditFilter } from '@pawndesk/domain/audit-api';
import { businessDayEnd, businessDayStart } from '@pawndesk/domain/dates';
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql.ts';

export type AuditRow = {
  id: number;
  at: Date;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  actorId: number | null;
  actorUsername: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
};

export type Keyset = { at: Date; id: number };

function conditions(filter: AuditFilter, before: Keyset | undefined): SQL | undefined {
  const action = filter.action?.trim();
  return and(
    filter.fromDate ? gte(auditEvents.at, businessDayStart(filter.fromDate)) : undefined,
    filter.toDate ? lt(auditEvents.at, businessDayEnd(filter.toDate)) : undefined,
    filter.actor === undefined ? undefined : eq(auditEvents.actorId, filter.actor),
    action
      ? action.endsWith('.')
        ? like(auditEvents.action, `${escapeLike(action)}%`)
        : eq(auditEvents.action, action)
      : undefined,
    filter.entity ? eq(auditEvents.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditEvents.entityId, filter.entityId) : undefined,
    // The row comparison walks the (at, id) index backwards: no offset, no count.
    before
      ? sql`(${auditEvents.at}, ${auditEvents.id}) < (${before.at.toISOString()}::timestamptz, ${before.id})`
      : undefined,
  );
}

/** Newest first, `limit` rows after the keyset `before`. */
export async function listEvents(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit: number; before?: Keyset | undefined },
): Promise<AuditRow[]> {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      before: auditEvents.before,
      after: auditEvents.after,
      requestId: auditEvents.requestId,
      actorId: auditEvents.actorId,
      actorUsername: users.username,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(conditions(filter, page.before))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(page.limit);
}
