import { documentOwnerTypes } from '@pawndesk/domain/document-api';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Uploaded documents (B§3 Client document, Document). `owner_type` says whose they are: a client
 * (type_id → client_doc_types) or, later, a contract (type_id → contract_doc_types). The bytes live
 * in the storage (lib/storage.ts) under `storage_key`. Archived, never deleted.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerType: text({ enum: documentOwnerTypes }).notNull(),
    ownerId: integer().notNull(),
    typeId: integer().notNull(),
    storageKey: text().notNull().unique(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    archivedAt: timestamp({ withTimezone: true }),
    archivedBy: integer().references(() => users.id),
  },
  (t) => [index('documents_owner_idx').on(t.ownerType, t.ownerId, t.createdAt)],
);
