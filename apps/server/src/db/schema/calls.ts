import { callDirections, callRefTypes, callStatuses } from '@pawndesk/domain/call-logs';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { orders } from './orders.ts';

/** One row per phone call (A§3 Call log); (extension, cseq) identifies a call of one phone. */
export const callLogs = pgTable(
  'call_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cseq: text().notNull(),
    extension: text().notNull(),
    direction: text({ enum: callDirections }).notNull(),
    status: text({ enum: callStatuses }).notNull(),
    remote: text().notNull(),
    duration: integer().notNull().default(0),
    refType: text({ enum: callRefTypes }),
    refId: integer(),
    agentId: integer().references(() => users.id),
    clientId: integer().references(() => clients.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('call_logs_extension_cseq_key').on(t.extension, t.cseq),
    index('call_logs_agent_idx').on(t.agentId, t.createdAt),
    index('call_logs_remote_idx').on(t.remote, t.createdAt),
  ],
);

/** Calls made about an order (B POST /v1/order-calls/). */
export const orderCalls = pgTable(
  'order_calls',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    callLogId: integer()
      .notNull()
      .references(() => callLogs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.callLogId] })],
);
