import { printedDocumentTypeKey } from '@pawndesk/domain/document-api';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientDocTypes, contractDocTypes, documents, users } from '../../db/schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;
export type OwnerType = DocumentRow['ownerType'];

/** A document with its type (from the owner's type list) and its uploader. */
function documentViewsQuery(db: DbOrTx) {
  return db
    .select({
      document: documents,
      type: {
        id: sql<number>`coalesce(${clientDocTypes.id}, ${contractDocTypes.id}, ${documents.typeId})`,
        key: sql<string>`coalesce(${clientDocTypes.key}, ${contractDocTypes.key}, '')`,
        name: sql<string>`coalesce(${clientDocTypes.name}, ${contractDocTypes.name}, '')`,
      },
      createdBy: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(documents)
    .leftJoin(
      clientDocTypes,
      and(eq(documents.ownerType, 'client'), eq(clientDocTypes.id, documents.typeId)),
    )
    .leftJoin(
      contractDocTypes,
      and(eq(documents.ownerType, 'contract'), eq(contractDocTypes.id, documents.typeId)),
    )
    .leftJoin(users, eq(users.id, documents.createdBy));
}

export type DocumentView = Awaited<
  ReturnType<ReturnType<typeof documentViewsQuery>['execute']>
>[number];

const activeOf = (ownerType: OwnerType, ownerId: number) =>
  and(
    eq(documents.ownerType, ownerType),
    eq(documents.ownerId, ownerId),
    isNull(documents.archivedAt),
  );

/** The owner's documents that are not archived, newest first. */
export async function listDocumentViews(
  db: DbOrTx,
  ownerType: OwnerType,
  ownerId: number,
  page: { page: number; pageSize: number },
): Promise<DocumentView[]> {
  const query = documentViewsQuery(db)
    .where(activeOf(ownerType, ownerId))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .$dynamic();
  return page.pageSize === -1
    ? query
    : query.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
}

export async function countDocuments(
  db: DbOrTx,
  ownerType: OwnerType,
  ownerId: number,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(activeOf(ownerType, ownerId));
  return row?.n ?? 0;
}

export async function findDocumentView(db: DbOrTx, id: number): Promise<DocumentView | undefined> {
  const [row] = await documentViewsQuery(db).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function findDocument(db: DbOrTx, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function findDocumentForUpdate(
  tx: DbOrTx,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

export async function insertDocument(tx: DbOrTx, values: DocumentInsert): Promise<DocumentRow> {
  const [row] = await tx.insert(documents).values(values).returning();
  if (!row) {
    throw new Error('document not inserted');
  }
  return row;
}

export async function archiveDocument(
  tx: DbOrTx,
  id: number,
  values: { archivedAt: Date; archivedBy: number },
): Promise<void> {
  await tx.update(documents).set(values).where(eq(documents.id, id));
}

/** The document type, from the owner's own list (client or contract document types). */
export async function findDocType(db: DbOrTx, ownerType: OwnerType, id: number) {
  const table = ownerType === 'client' ? clientDocTypes : contractDocTypes;
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row;
}

/** The contract document type printed documents are filed under (the migration adds it). */
export async function findPrintedDocType(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(contractDocTypes)
    .where(eq(contractDocTypes.key, printedDocumentTypeKey))
    .limit(1);
  return row;
}

/** Which of `keys` a document row refers to. */
export async function storageKeysInUse(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}
