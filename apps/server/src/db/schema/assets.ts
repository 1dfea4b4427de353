import { assetStatuses } from '@pawndesk/domain/asset-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { orders } from './orders.ts';
import { assetCategories, branches, storages } from './reference.ts';

/** Asset codes are TS-000123 from this sequence. */
export const assetCodeSeq = pgSequence('asset_code_seq', { startWith: 1 });

/** Collateral assets (B§3 Asset). Money is whole VND. */
export const assets = pgTable(
  'assets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique().default(sql`asset_code(nextval('asset_code_seq'))`),
    description: text().notNull(),
    meta: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text({ enum: assetStatuses }).notNull(),
    categoryId: integer()
      .notNull()
      .references(() => assetCategories.id),
    storageId: integer().references(() => storages.id),
    branchId: integer().references(() => branches.id),
    clientId: integer().references(() => clients.id),
    expectedAmount: bigint({ mode: 'number' }).notNull().default(0),
    valuatedAmount: bigint({ mode: 'number' }).notNull().default(0),
    valuatorId: integer().references(() => users.id),
    storedOn: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
    modifiedBy: integer().references(() => users.id),
    liquidizedOn: date({ mode: 'string' }),
    releasedOn: date({ mode: 'string' }),
    /** The asset order (A§7 Orders) that created it. */
    orderId: integer().references(() => orders.id),
  },
  (t) => [
    index('assets_created_idx').on(t.createdAt, t.id),
    index('assets_branch_created_idx').on(t.branchId, t.createdAt),
    index('assets_client_idx').on(t.clientId),
    index('assets_order_idx').on(t.orderId),
    index('assets_search_trgm_idx')
      .using('gin', sql`vn_norm(${t.description} || ' ' || ${t.code}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);
