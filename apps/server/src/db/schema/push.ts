import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { reminderResults } from './reminders.ts';

/**
 * Web Push subscriptions (SHELL-11, decisions/0028): one row per browser, the push service's
 * endpoint being the browser's identity; a browser that signs in as someone else moves to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and authentication secret, base64url (RFC 8291). */
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The console tabs in view: a row while a /live connection reports its tab visible, whichever
 * server process holds it. Each process refreshes its rows' `seenAt`; a row not refreshed for
 * two minutes belongs to a process that died and counts for nothing.
 */
export const liveVisibleTabs = pgTable(
  'live_visible_tabs',
  {
    connectionId: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('live_visible_tabs_user_idx').on(t.userId, t.seenAt)],
);

/** Payment-reminder next actions already pushed, so each is pushed once however many processes run. */
export const nextActionPushes = pgTable('next_action_pushes', {
  resultId: integer()
    .primaryKey()
    .references(() => reminderResults.id, { onDelete: 'cascade' }),
  pushedAt: timestamp({ withTimezone: true }).notNull(),
});
