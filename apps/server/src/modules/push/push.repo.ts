import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  clients,
  liveVisibleTabs,
  nextActionPushes,
  pushSubscriptions,
  reminderNextActions,
  reminderResults,
  users,
} from '../../db/schema.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Inserts the browser's subscription, or gives an existing one (same endpoint) to this user. */
export async function upsertSubscription(
  db: DbOrTx,
  values: Omit<typeof pushSubscriptions.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
        updatedAt: values.updatedAt,
      },
    });
}

/** Removes the user's subscription with this endpoint; true when there was one. */
export async function deleteSubscription(
  db: DbOrTx,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Removes a subscription the push service says is gone, whoever holds it. */
export async function deleteSubscriptionById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: DbOrTx, userId: number): Promise<SubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function markTabVisible(
  db: DbOrTx,
  connectionId: string,
  userId: number,
  at: Date,
): Promise<void> {
  await db
    .insert(liveVisibleTabs)
    .values({ connectionId, userId, seenAt: at })
    .onConflictDoUpdate({ target: liveVisibleTabs.connectionId, set: { userId, seenAt: at } });
}

export async function forgetTabs(db: DbOrTx, connectionIds: readonly string[]): Promise<void> {
  if (connectionIds.length > 0) {
    await db
      .delete(liveVisibleTabs)
      .where(inArray(liveVisibleTabs.connectionId, [...connectionIds]));
  }
}

export async function touchTabs(
  db: DbOrTx,
  connectionIds: readonly string[],
  at: Date,
): Promise<void> {
  if (connectionIds.length > 0) {
    await db
      .update(liveVisibleTabs)
      .set({ seenAt: at })
      .where(inArray(liveVisibleTabs.connectionId, [...connectionIds]));
  }
}

export async function hasVisibleTab(db: DbOrTx, userId: number, seenSince: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: liveVisibleTabs.connectionId })
    .from(liveVisibleTabs)
    .where(and(eq(liveVisibleTabs.userId, userId), gt(liveVisibleTabs.seenAt, seenSince)))
    .limit(1);
  return row !== undefined;
}

/** The active colleague whose internal extension a number is. */
export async function findUserByExtension(db: DbOrTx, extension: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.extension, extension), eq(users.isActive, true)))
    .limit(1);
  return row;
}

export async function findCaller(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      extension: users.extension,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Claims the payment-reminder results whose next action came due in (from, to]: each still its
 * client's newest result (a newer one replaced the plan) and recorded by someone. One statement,
 * so two processes never claim the same result; answers what was claimed, to be pushed.
 */
type ClaimedRow = { result_id: number | string };

export async function claimDueNextActions(db: DbOrTx, from: Date, to: Date, at: Date) {
  // Both drivers answer raw SQL with `rows`; a proxy driver (bench's) with the rows themselves.
  const result = (await db.execute(sql`
    insert into ${nextActionPushes} (result_id, pushed_at)
    select r.id, ${at.toISOString()}::timestamptz from ${reminderResults} r
    where r.next_action_at > ${from.toISOString()}::timestamptz
      and r.next_action_at <= ${to.toISOString()}::timestamptz
      and r.created_by is not null
      and not exists (select 1 from ${reminderResults} n where n.client_id = r.client_id
        and (n.created_at, n.id) > (r.created_at, r.id))
    on conflict do nothing
    returning result_id`)) as unknown as { rows: ClaimedRow[] } | ClaimedRow[];
  const ids = (Array.isArray(result) ? result : result.rows).map((row) => Number(row.result_id));
  if (ids.length === 0) {
    return [];
  }
  return db
    .select({
      resultId: reminderResults.id,
      userId: reminderResults.createdBy,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      action: reminderNextActions.name,
    })
    .from(reminderResults)
    .innerJoin(clients, eq(clients.id, reminderResults.clientId))
    .innerJoin(reminderNextActions, eq(reminderNextActions.id, reminderResults.nextActionId))
    .where(inArray(reminderResults.id, ids));
}
