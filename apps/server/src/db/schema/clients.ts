import { clientGenders } from '@pawndesk/domain/client-api';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { branches, locations } from './reference.ts';

/** Client numbers (finfluxId, shown to staff) start at 100001 so they never look like row ids. */
export const clientNumberSeq = pgSequence('client_number_seq', { startWith: 100001 });

/** Clients (B§3). The orders pipeline needs the phone lookup; the clients issue builds the rest on it. */
export const clients = pgTable(
  'clients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    finfluxId: bigint({ mode: 'number' }).notNull().default(sql`nextval('client_number_seq')`),
    mifosId: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    citizenId: text(),
    zaloId: text(),
    primaryPhone: text().notNull(),
    secondaryPhone: text(),
    gender: text({ enum: clientGenders }),
    dateOfBirth: date({ mode: 'string' }),
    address: text(),
    locationId: integer().references(() => locations.id),
    branchId: integer().references(() => branches.id),
    note: text(),
    /** Disbursed or overdue contracts; kept by the contract_counts trigger. */
    activeContracts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
    modifiedBy: integer().references(() => users.id),
  },
  (t) => [
    index('clients_primary_phone_idx').on(t.primaryPhone.op('text_pattern_ops')),
    index('clients_secondary_phone_idx').on(t.secondaryPhone.op('text_pattern_ops')),
    // Search matches an exact mifos id beside name, phone and citizen id; without this index the
    // OR of the four turns every search into a full scan.
    index('clients_mifos_id_idx').on(t.mifosId),
    index('clients_citizen_id_idx').on(t.citizenId.op('text_pattern_ops')),
    uniqueIndex('clients_finflux_id_key').on(t.finfluxId),
    // Duplicate detection (3002); the service also checks a phone against the other column.
    uniqueIndex('clients_primary_phone_key').on(t.primaryPhone),
    uniqueIndex('clients_citizen_id_key').on(t.citizenId).where(sql`${t.citizenId} is not null`),
    index('clients_name_trgm_idx')
      .using('gin', sql`vn_norm(${t.lastName} || ' ' || ${t.firstName}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);

/** Client notes (B§3 Note); append-only. */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
  },
  (t) => [index('client_notes_client_idx').on(t.clientId, t.createdAt)],
);

/** Client bank accounts (B§3). DELETE removes the row; the audit row keeps what it held. */
export const clientBankAccounts = pgTable(
  'client_bank_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    bankAccountName: text().notNull(),
    bankName: text().notNull(),
    bankAccountNo: text().notNull(),
    bankBranch: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
    modifiedBy: integer().references(() => users.id),
  },
  (t) => [index('client_bank_accounts_client_idx').on(t.clientId)],
);
