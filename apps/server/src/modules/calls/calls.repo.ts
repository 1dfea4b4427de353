import { and, count, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { callLogs, clients, orderCalls, users } from '../../db/schema.ts';

export type CallLogRow = typeof callLogs.$inferSelect;

/** The new call log, or undefined when this phone already logged this call (same extension and cseq). */
export async function insertCallLog(
  db: DbOrTx,
  values: typeof callLogs.$inferInsert,
): Promise<CallLogRow | undefined> {
  const [row] = await db.insert(callLogs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCallLog(db: DbOrTx, id: number): Promise<CallLogRow | undefined> {
  const [row] = await db.select().from(callLogs).where(eq(callLogs.id, id)).limit(1);
  return row;
}

export async function updateCallLog(
  db: DbOrTx,
  id: number,
  values: Partial<typeof callLogs.$inferInsert>,
) {
  await db.update(callLogs).set(values).where(eq(callLogs.id, id));
}

export type CallLogFilter = { remote?: string; agentId?: number };

function whereOf(filter: CallLogFilter) {
  return filter.remote !== undefined
    ? eq(callLogs.remote, filter.remote)
    : eq(callLogs.agentId, filter.agentId ?? -1);
}

export async function listCallLogs(
  db: DbOrTx,
  filter: CallLogFilter,
  page: { page: number; pageSize: number },
) {
  const rows = await db
    .select({
      log: callLogs,
      client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName },
      agent: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(callLogs)
    .leftJoin(clients, eq(clients.id, callLogs.clientId))
    .leftJoin(users, eq(users.id, callLogs.agentId))
    .where(whereOf(filter))
    .orderBy(desc(callLogs.createdAt), desc(callLogs.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(callLogs).where(whereOf(filter));
  return { rows, total: Number(total?.n ?? 0) };
}
export type CallLogView = Awaited<ReturnType<typeof listCallLogs>>['rows'][number];

export async function findCallLogView(db: DbOrTx, id: number): Promise<CallLogView | undefined> {
  const [row] = await db
    .select({
      log: callLogs,
      client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName },
      agent: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(callLogs)
    .leftJoin(clients, eq(clients.id, callLogs.clientId))
    .leftJoin(users, eq(users.id, callLogs.agentId))
    .where(eq(callLogs.id, id))
    .limit(1);
  return row;
}

/** The user's internal extension, the user part of their phone's SIP address (decisions/0024). */
export async function findExtension(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ extension: users.extension })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.extension ?? null;
}

export async function findClientIdByPhone(db: DbOrTx, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(or(eq(clients.primaryPhone, phone), eq(clients.secondaryPhone, phone)))
    .limit(1);
  return row?.id ?? null;
}

export async function linkOrderCall(
  db: DbOrTx,
  values: typeof orderCalls.$inferInsert,
): Promise<void> {
  await db.insert(orderCalls).values(values).onConflictDoNothing();
}

/** Orders a call was made about: its own ORDER reference and every order linked to it. */
export async function ordersOfCall(db: DbOrTx, log: CallLogRow): Promise<number[]> {
  const linked = await db
    .select({ id: orderCalls.orderId })
    .from(orderCalls)
    .where(and(eq(orderCalls.callLogId, log.id)));
  const ids = new Set(linked.map((row) => row.id));
  if (log.refType === 'ORDER' && log.refId !== null) {
    ids.add(log.refId);
  }
  return [...ids];
}
