import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One row per change to money, status, collateral or permissions, written in the change's transaction. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => users.id),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    /** The audit trail's default order, newest first, and its date range. */
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.at),
  ],
);
