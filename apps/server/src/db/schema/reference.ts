import { interestTypes } from '@pawndesk/domain/loan-math';
import { fundTypes, locationCoverages, locationTrees } from '@pawndesk/domain/reference';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';

export const branches = pgTable('branches', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  address: text().notNull(),
  provinceCode: text(),
});

/**
 * The account a branch's clients pay into by transfer (the VietQR on a bank-transfer bill): one
 * per branch at most. `bank_bin` is the bank's 6-digit NAPAS BIN.
 */
export const branchBankAccounts = pgTable(
  'branch_bank_accounts',
  {
    branchId: integer()
      .primaryKey()
      .references(() => branches.id),
    bankBin: text().notNull(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountName: text().notNull(),
  },
  (t) => [
    check('branch_bank_accounts_bin_check', sql`${t.bankBin} ~ '^[0-9]{6}$'`),
    check('branch_bank_accounts_number_check', sql`${t.accountNumber} ~ '^[0-9]{1,19}$'`),
  ],
);

/**
 * A fund is never deleted once it has entries: it is deactivated instead. An inactive fund keeps
 * its entries, balances and closures but is no longer booked to automatically nor offered for new
 * entries (decisions/0023).
 */
export const funds = pgTable('funds', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  type: text({ enum: fundTypes }).notNull(),
  branchId: integer().references(() => branches.id),
  openingBalance: bigint({ mode: 'number' }).notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const assetTypes = pgTable('asset_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  description: text().notNull(),
});

export const assetCategories = pgTable('asset_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
  assetTypeId: integer().references(() => assetTypes.id),
});

export const products = pgTable('products', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  productName: text().notNull().unique(),
  productDesc: text().notNull(),
  interestType: text({ enum: interestTypes }).notNull(),
  loanTerm: integer().notNull(),
  repayEvery: integer().notNull(),
  interestValue: numeric({ precision: 6, scale: 3, mode: 'number' }),
  minInterestRate: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
  maxInterestRate: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
  commitmentDays: integer().notNull().default(0),
  commitmentPenaltyRate: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
  sortOrder: integer().notNull(),
});

export const promotions = pgTable('promotions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  promotionName: text().notNull().unique(),
  description: text().notNull(),
  interestDiscount: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
  maxDiscount: bigint({ mode: 'number' }).notNull(),
  minDiscount: bigint({ mode: 'number' }).notNull(),
  minPayout: bigint({ mode: 'number' }).notNull(),
  isActive: boolean().notNull().default(true),
});

export const storages = pgTable('storages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  branchId: integer()
    .notNull()
    .references(() => branches.id),
});

/**
 * Explicit ids: the console's contract-document upload defaults to type id 4 (B§5). A printed type
 * holds the PDFs the server printed and keeps: not offered for upload, never archived.
 */
export const contractDocTypes = pgTable('contract_doc_types', {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  isPrinted: boolean().notNull().default(false),
});

export const clientDocTypes = pgTable('client_doc_types', {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const reminderStatuses = pgTable('payment_reminder_statuses', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const reminderAttitudes = pgTable('payment_reminder_attitudes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const reminderNextActions = pgTable('payment_reminder_next_actions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const cashLogCategories = pgTable('cash_log_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
  direction: smallint().notNull(),
  parentId: integer(),
});

/** Both administrative trees (DECISIONS.md, Locations): level 1 province, 2 district, 3 commune. */
export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tree: text({ enum: locationTrees }).notNull(),
    code: text().notNull(),
    name: text().notNull(),
    shortName: text().notNull(),
    type: text().notNull(),
    level: smallint().notNull(),
    parentId: integer(),
  },
  (t) => [unique('locations_tree_code_key').on(t.tree, t.code)],
);

/** Legacy commune code → the current commune(s) that replaced it. */
export const locationMappings = pgTable(
  'location_mappings',
  {
    legacyCode: text().notNull(),
    currentCode: text().notNull(),
    coverage: text({ enum: locationCoverages }).notNull(),
  },
  (t) => [unique('location_mappings_pair_key').on(t.legacyCode, t.currentCode)],
);
