import { cashLogOrigins, cashLogStatuses } from '@pawndesk/domain/cash-log-api';
import { fundTypes } from '@pawndesk/domain/reference';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { contractTransactions } from './contracts.ts';
import { branches, cashLogCategories, funds } from './reference.ts';

/**
 * Cash log entries (B§3). `amount` is always positive; `direction` (1 in, -1 out) gives the sign.
 * Only registered entries count in a balance. An entry always belongs to a fund: the head
 * accountant picks it, other staff get the fund of the target branch for the chosen type.
 */
export const cashLogs = pgTable(
  'cash_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    direction: smallint().notNull(),
    registrationDate: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    categoryId: integer()
      .notNull()
      .references(() => cashLogCategories.id),
    type: text({ enum: fundTypes }).notNull(),
    fundId: integer()
      .notNull()
      .references(() => funds.id),
    /** The agent's branch at the time of writing. */
    branchId: integer().references(() => branches.id),
    targetBranchId: integer()
      .notNull()
      .references(() => branches.id),
    mifosLoanId: bigint({ mode: 'number' }),
    mifosRenewLoanId: bigint({ mode: 'number' }),
    notes: text(),
    status: text({ enum: cashLogStatuses }).notNull().default('pending'),
    /** The entry this one retracts or corrects. */
    retractedLogId: bigint({ mode: 'number' }),
    agentId: integer().references(() => users.id),
    /**
     * Null for an entry staff typed; else the contract action that wrote it in its own
     * transaction (decisions/0011). A correction of such an entry inherits it.
     */
    origin: text({ enum: cashLogOrigins }),
    /** The contract transaction a CONTRACT_PAYMENT entry mirrors: its undo retracts the entry. */
    contractTransactionId: integer().references(() => contractTransactions.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('cash_logs_direction_check', sql`${t.direction} in (1, -1)`),
    check('cash_logs_amount_check', sql`${t.amount} > 0`),
    // A payment entry names its transaction, every automatic entry its contract.
    check(
      'cash_logs_origin_check',
      sql`coalesce(${t.origin} = 'CONTRACT_PAYMENT', false) = (${t.contractTransactionId} is not null) and (${t.origin} is null or ${t.mifosLoanId} is not null)`,
    ),
    // The list's order and its running balances walk (date, id) newest first.
    index('cash_logs_date_id_idx').on(t.registrationDate, t.id),
    // Balances per fund since a checkpoint: covering (direction, amount) and registered-only, so
    // the sums are index-only scans (bench: 3.3 ms → well under 1 ms per fund at 3,000,000 rows).
    index('cash_logs_fund_balance_idx')
      .on(t.fundId, t.registrationDate, t.id, t.direction, t.amount)
      .where(sql`${t.status} = 'registered'`),
    index('cash_logs_pending_idx').on(t.registrationDate, t.id).where(sql`${t.status} = 'pending'`),
    // The amount range is no counter dimension: its total counts entries. Covering every other
    // column the list filters on, that count is an index-only scan of the entries in the amount
    // range, whatever the dates and dimensions (bench: all dates, amount ≥ 19,000,000: a parallel
    // scan of the whole table before; docs/decisions/0035).
    index('cash_logs_amount_idx').on(
      t.amount,
      t.registrationDate,
      t.status,
      t.fundId,
      t.categoryId,
      t.direction,
      t.type,
    ),
    index('cash_logs_mifos_loan_idx').on(t.mifosLoanId),
    index('cash_logs_retracted_log_idx').on(t.retractedLogId),
    index('cash_logs_contract_transaction_idx')
      .on(t.contractTransactionId)
      .where(sql`${t.contractTransactionId} is not null`),
    // Search: text matches the notes, accents and đ ignored (vn_norm, as the clients search).
    // The month of the entry is a key beside the trigrams (btree_gin), so a search within dates
    // reads the posting lists of those months only: a common word over the month had to read
    // its trigrams in every month of the book first (docs/decisions/0035).
    index('cash_logs_notes_month_trgm_idx')
      .using(
        'gin',
        sql`cash_log_month(${t.registrationDate})`,
        sql`vn_norm(${t.notes}) gin_trgm_ops`,
      )
      .with({ gin_pending_list_limit: 64 }),
  ],
);

/**
 * A fund's month-end (or any day's) closure: the balance at the end of `closureDate`.
 * `computedBalance` is always opening + registered entries up to the date; `balance` is what the
 * accountant entered, or the computed one when left empty. Entries on or before the latest
 * closure date can no longer be added, approved or removed, so the computed snapshot never goes
 * stale and serves as a checkpoint for running balances.
 */
export const cashClosures = pgTable(
  'cash_closures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fundId: integer()
      .notNull()
      .references(() => funds.id),
    closureDate: date({ mode: 'string' }).notNull(),
    balance: bigint({ mode: 'number' }).notNull(),
    computedBalance: bigint({ mode: 'number' }).notNull(),
    notes: text(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cash_closures_fund_date_key').on(t.fundId, t.closureDate)],
);

/** The dimensions every cash log counter row is keyed by, after its period (day or month). */
const countDimensions = {
  fundId: integer().notNull(),
  categoryId: integer().notNull(),
  direction: smallint().notNull(),
  type: text({ enum: fundTypes }).notNull(),
  status: text({ enum: cashLogStatuses }).notNull(),
  count: integer().notNull(),
};

/**
 * Entries per business day and filter dimension, kept by statement triggers on cash_logs in the
 * writer's own transaction (migration cash_log_counts_trigger, docs/decisions/0030): the list's
 * exact total and its deep-page seek read these instead of counting entries.
 */
export const cashLogDayCounts = pgTable(
  'cash_log_day_counts',
  { day: date({ mode: 'string' }).notNull(), ...countDimensions },
  (t) => [
    primaryKey({
      name: 'cash_log_day_counts_pk',
      columns: [t.day, t.fundId, t.categoryId, t.direction, t.type, t.status],
    }),
  ],
);

/** The same per month (its first day): an all-dates total sums 36 months, not 1,095 days. */
export const cashLogMonthCounts = pgTable(
  'cash_log_month_counts',
  { month: date({ mode: 'string' }).notNull(), ...countDimensions },
  (t) => [
    primaryKey({
      name: 'cash_log_month_counts_pk',
      columns: [t.month, t.fundId, t.categoryId, t.direction, t.type, t.status],
    }),
  ],
);
