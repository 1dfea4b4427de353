import { date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { reminderAttitudes, reminderNextActions, reminderStatuses } from './reference.ts';

/**
 * Payment reminder results (A§3): one row per call a collector records, never updated, so the rows
 * are the client's reminder history and the newest is the client's last result. The payment date
 * is the client's promise to pay (docs/decisions/0017).
 */
export const reminderResults = pgTable(
  'payment_reminder_results',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    statusId: integer()
      .notNull()
      .references(() => reminderStatuses.id),
    attitudeId: integer()
      .notNull()
      .references(() => reminderAttitudes.id),
    nextActionId: integer()
      .notNull()
      .references(() => reminderNextActions.id),
    nextActionAt: timestamp({ withTimezone: true }),
    paymentDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
  },
  // The newest result of a client is one index probe (the list's lastResult, the summary's groups).
  // Next actions coming due are found by time (the push job, decisions/0028).
  (t) => [
    index('payment_reminder_results_client_idx').on(t.clientId, t.createdAt, t.id),
    index('payment_reminder_results_next_action_idx').on(t.nextActionAt),
  ],
);
