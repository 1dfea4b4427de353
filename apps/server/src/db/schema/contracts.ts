import { feeTypes, notificationChannels } from '@pawndesk/domain/contract-api';
import {
  contractStatuses,
  contractTypes,
  paymentTypes,
  transactionActions,
  transactionStatuses,
} from '@pawndesk/domain/contract-states';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { orders } from './orders.ts';
import { branches, products, promotions } from './reference.ts';

/** Loan account numbers (finfluxId, and mifosId unless imported) come from this sequence. */
export const contractNumberSeq = pgSequence('contract_number_seq', { startWith: 100001 });

const money = () => bigint({ mode: 'number' });

/**
 * Pawn contracts (A§3, B§3 Contract): the loan core's accounts. Terms are fixed by the domain's
 * loanTerms(); repaid/waived/charged sums are kept in step with the transaction and fee rows in
 * the same database transaction (the money invariant test checks they never drift).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    finfluxId: bigint({ mode: 'number' }).notNull().unique(),
    mifosId: bigint({ mode: 'number' }).notNull().unique(),
    status: text({ enum: contractStatuses }).notNull(),
    contractType: text({ enum: contractTypes }).notNull(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    assetId: integer()
      .notNull()
      .references(() => assets.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    promotionId: integer().references(() => promotions.id),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    validatorId: integer().references(() => users.id),
    orderId: integer().references(() => orders.id),
    parentId: integer().references((): AnyPgColumn => contracts.id),
    submittedOn: date({ mode: 'string' }).notNull(),
    originallySubmittedOn: date({ mode: 'string' }).notNull(),
    maturesOn: date({ mode: 'string' }).notNull(),
    overridedMaturesOn: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }).notNull(),
    approvedOn: date({ mode: 'string' }),
    disbursedOn: date({ mode: 'string' }),
    repaidOn: date({ mode: 'string' }),
    renewedOn: date({ mode: 'string' }),
    closedOn: date({ mode: 'string' }),
    requiredAmount: money().notNull().default(0),
    proposedAmount: money().notNull().default(0),
    approvedAmount: money().notNull(),
    adjustedAmount: money().notNull().default(0),
    principalAmount: money().notNull(),
    interestAmount: money().notNull(),
    interestRate: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
    isAdvance: boolean().notNull(),
    roundingFee: money().notNull().default(0),
    storageFee: money().notNull().default(0),
    discountAmount: money().notNull().default(0),
    receivedAmount: money().notNull(),
    disbursementAmount: money(),
    disburseType: text({ enum: paymentTypes }),
    repaidAmount: money().notNull().default(0),
    waivedAmount: money().notNull().default(0),
    renewalDifference: money().notNull().default(0),
    chargedOverdueFee: money().notNull().default(0),
    overridedOverdueFee: money(),
    liquidationFee: money().notNull().default(0),
    failedCommitmentFee: money().notNull().default(0),
    cancelReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // Ascending on purpose: scanned backward they give `submitted_on DESC, id DESC` (NULLS FIRST,
    // the default of DESC) that the list sorts by, forward the ascending order. A `DESC NULLS
    // LAST` index matches neither, so the newest page sorted every matching row (bench: 1.4 s
    // for a year of active contracts out of 2,000,000, 2 ms with these).
    index('contracts_submitted_idx').on(t.submittedOn, t.id),
    index('contracts_status_submitted_idx').on(t.status, t.submittedOn, t.id),
    index('contracts_client_idx').on(t.clientId, t.submittedOn),
    index('contracts_asset_idx').on(t.assetId),
    index('contracts_parent_idx').on(t.parentId),
    // An order's contract (the order list's `contract` field, the wizard's one-contract check):
    // without it every listed order scanned the whole table (bench: 3 s for a page of 20 over
    // 200,000 contracts). Most contracts have no order, so only those that do are indexed.
    index('contracts_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('contracts_due_idx').on(t.maturesOn).where(sql`${t.status} = 'DISBURSED'`),
    // The payment reminder's due set (docs/decisions/0017): active contracts by due date with
    // every column its lists and summary add up, so they read the index alone (bench: 1.9 s for
    // the past-due list at 2,000,000 contracts through the heap, tens of ms from here).
    index('contracts_active_due_idx')
      .on(
        t.maturesOn,
        t.clientId,
        t.productId,
        t.assetId,
        t.branchId,
        t.approvedAmount,
        t.principalAmount,
        t.interestAmount,
        t.roundingFee,
        t.overridedOverdueFee,
        t.chargedOverdueFee,
        t.renewalDifference,
        t.waivedAmount,
        t.liquidationFee,
        t.failedCommitmentFee,
        t.repaidAmount,
        t.adjustedAmount,
      )
      .where(sql`${t.status} in ('DISBURSED', 'OVERDUE')`),
    // The reminder summary's renewals of a day.
    index('contracts_renewed_idx').on(t.renewedOn).where(sql`${t.status} = 'RENEWED'`),
  ],
);

/** Repayments, renewals and waivers posted on a contract (B§3 Transaction). */
export const contractTransactions = pgTable(
  'contract_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    registeredOn: date({ mode: 'string' }).notNull(),
    actionOn: date({ mode: 'string' }),
    type: text({ enum: paymentTypes }).notNull(),
    amount: money().notNull(),
    status: text({ enum: transactionStatuses }).notNull(),
    action: text({ enum: transactionActions }).notNull(),
    parentId: integer().references((): AnyPgColumn => contractTransactions.id),
    isRenewalDifference: boolean().notNull().default(false),
    /** False for rows the core writes itself (prepaid interest and discount at disbursal). */
    manual: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
    retractedAt: timestamp({ withTimezone: true }),
    retractedBy: integer().references(() => users.id),
  },
  (t) => [index('contract_transactions_contract_idx').on(t.contractId, t.registeredOn)],
);

/** Charged fees (B§3 Fee): overdue, liquidization, failed commitment. */
export const contractFees = pgTable(
  'contract_fees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    type: text({ enum: feeTypes }).notNull(),
    registeredOn: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
  },
  (t) => [index('contract_fees_contract_idx').on(t.contractId, t.registeredOn)],
);

/** Every value adjustment (A§2.10); the contract keeps the latest in adjustedAmount. */
export const contractValueAdjustments = pgTable(
  'contract_value_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    adjustedAmount: money().notNull(),
    previousAmount: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
  },
  (t) => [index('contract_value_adjustments_contract_idx').on(t.contractId)],
);

export const contractNotes = pgTable(
  'contract_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    content: text().notNull(),
    /** Written by the core after an action (A§4.2), not typed by staff. */
    automatic: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
  },
  (t) => [index('contract_notes_contract_idx').on(t.contractId, t.createdAt)],
);

/**
 * One row per undoable action with the contract (and asset) as they were before it; an undo
 * restores that snapshot exactly and marks the row undone.
 */
export const contractActionLog = pgTable(
  'contract_action_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    action: text().notNull(),
    before: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
    undoneAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('contract_action_log_contract_idx').on(t.contractId, t.action)],
);

/**
 * Outgoing customer notifications (the renewed-contract Zalo message). Zalo is a third party we
 * cannot run here, so messages wait in this outbox for a sender (docs/decisions/0005).
 */
export const notificationOutbox = pgTable('notification_outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  channel: text({ enum: notificationChannels }).notNull(),
  kind: text().notNull(),
  contractId: integer().references(() => contracts.id),
  clientId: integer().references(() => clients.id),
  payload: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  createdBy: integer().references(() => users.id),
  sentAt: timestamp({ withTimezone: true }),
  /** The notifier's delivery (lib/notifier, docs/decisions/0026): tries so far and the last error. */
  attempts: integer().notNull().default(0),
  lastError: text(),
  /** When the worker may try again; null means at once. */
  nextAttemptAt: timestamp({ withTimezone: true }),
  /** Set when the worker gave up after its last try. */
  failedAt: timestamp({ withTimezone: true }),
});

/**
 * Contracts per created day and status, kept by a trigger (migration contract_counts): the list's
 * summary and total over a date range read at most a few thousand of these rows.
 */
export const contractDayCounts = pgTable(
  'contract_day_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** Whole-book counters kept by the same trigger: `active_clients` holds an active contract. */
export const contractTotals = pgTable('contract_totals', {
  key: text().primaryKey(),
  count: bigint({ mode: 'number' }).notNull(),
});
