/** What happened to a contract: notes, the undo snapshots of its actions, queued notifications. */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { contractActionLog, contractNotes, notificationOutbox, users } from '../../db/schema.ts';

const creator = alias(users, 'creator');

function notesQuery(db: DbOrTx) {
  return db
    .select({
      id: contractNotes.id,
      content: contractNotes.content,
      createdAt: contractNotes.createdAt,
      createdBy: { firstName: creator.firstName, lastName: creator.lastName },
    })
    .from(contractNotes)
    .leftJoin(creator, eq(creator.id, contractNotes.createdBy));
}

export type NoteView = Awaited<ReturnType<typeof listNotes>>[number];

export async function listNotes(db: DbOrTx, contractId: number) {
  return notesQuery(db)
    .where(eq(contractNotes.contractId, contractId))
    .orderBy(desc(contractNotes.createdAt), desc(contractNotes.id));
}

export async function findNote(db: DbOrTx, id: number): Promise<NoteView | undefined> {
  const [row] = await notesQuery(db).where(eq(contractNotes.id, id)).limit(1);
  return row;
}

export async function insertNote(tx: DbOrTx, values: typeof contractNotes.$inferInsert) {
  const [row] = await tx.insert(contractNotes).values(values).returning({ id: contractNotes.id });
  return row?.id ?? 0;
}

/** Several notes in one statement; answers them stored, in the order of their ids. */
export async function insertNotes(
  tx: DbOrTx,
  values: (typeof contractNotes.$inferInsert)[],
): Promise<NoteView[]> {
  const rows = await tx.insert(contractNotes).values(values).returning({ id: contractNotes.id });
  const ids = rows.map((row) => row.id);
  return notesQuery(tx).where(inArray(contractNotes.id, ids)).orderBy(asc(contractNotes.id));
}

export async function insertActionLog(tx: DbOrTx, values: typeof contractActionLog.$inferInsert) {
  await tx.insert(contractActionLog).values(values);
}

/** The latest not-yet-undone snapshot of `action` on a contract. */
export async function latestAction(tx: DbOrTx, contractId: number, action: string) {
  const [row] = await tx
    .select()
    .from(contractActionLog)
    .where(
      and(
        eq(contractActionLog.contractId, contractId),
        eq(contractActionLog.action, action),
        isNull(contractActionLog.undoneAt),
      ),
    )
    .orderBy(desc(contractActionLog.id))
    .limit(1);
  return row;
}

export async function markActionUndone(tx: DbOrTx, id: number, at: Date) {
  await tx.update(contractActionLog).set({ undoneAt: at }).where(eq(contractActionLog.id, id));
}

export async function queueNotification(
  tx: DbOrTx,
  values: typeof notificationOutbox.$inferInsert,
) {
  await tx.insert(notificationOutbox).values(values);
}
