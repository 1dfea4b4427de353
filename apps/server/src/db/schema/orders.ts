import { orderSources, orderStages, orderStatuses, orderSteps } from '@pawndesk/domain/orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { assetTypes, branches, locations, promotions } from './reference.ts';

/** Orders (leads), A§3. step_index is stored so the default sort can use an index. */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    firstName: text(),
    lastName: text(),
    source: text({ enum: orderSources }).notNull(),
    assetTypeId: integer().references(() => assetTypes.id),
    assetDescription: text().notNull(),
    requiredAmount: bigint({ mode: 'number' }).notNull().default(0),
    proposedAmount: bigint({ mode: 'number' }).notNull().default(0),
    referralCode: text(),
    validatorId: integer().references(() => users.id),
    supportingValidatorId: integer().references(() => users.id),
    isAtHomeSupport: boolean().notNull().default(false),
    locationId: integer().references(() => locations.id),
    address: text(),
    appointment: timestamp({ withTimezone: true }),
    step: text({ enum: orderSteps }).notNull(),
    stepIndex: smallint().notNull(),
    stage: text({ enum: orderStages }),
    status: text({ enum: orderStatuses }).notNull(),
    agentId: integer().references(() => users.id),
    workingAgentId: integer().references(() => users.id),
    workingUntil: timestamp({ withTimezone: true }),
    branchId: integer().references(() => branches.id),
    marketingCampaign: text(),
    clientId: integer().references(() => clients.id),
    promotionId: integer().references(() => promotions.id),
    note: text(),
    dateClaim: timestamp({ withTimezone: true }),
    lastModify: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
  },
  (t) => [
    index('orders_default_sort_idx').on(t.stepIndex, t.lastModify, t.id),
    index('orders_phone_idx').on(t.phone.op('text_pattern_ops')),
    index('orders_agent_idx').on(t.agentId, t.stepIndex, t.lastModify),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_text_trgm_idx')
      .using(
        'gin',
        sql`vn_norm(coalesce(${t.lastName}, '') || ' ' || coalesce(${t.firstName}, '') || ' ' || ${t.assetDescription}) gin_trgm_ops`,
      )
      .with({ gin_pending_list_limit: 64 }),
  ],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** The activity log (A§3 event keys): order and reminder work, written with the change. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    data: jsonb().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    actorId: integer().references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('activity_logs_order_idx').on(t.orderId, t.at)],
);

/** Per-step order counts, kept by a trigger so the unfiltered counters need no scan. */
export const orderStepCounts = pgTable('order_step_counts', {
  step: text().primaryKey(),
  count: bigint({ mode: 'number' }).notNull(),
});
