import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { branches, locations } from './reference.ts';

/** Clients (B§3). The orders pipeline needs the phone lookup; the clients issue builds the rest on it. */
export const clients = pgTable(
  'clients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mifosId: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    citizenId: text(),
    zaloId: text(),
    primaryPhone: text().notNull(),
    secondaryPhone: text(),
    gender: text({ enum: ['MALE', 'FEMALE'] }),
    dateOfBirth: date({ mode: 'string' }),
    address: text(),
    locationId: integer().references(() => locations.id),
    branchId: integer().references(() => branches.id),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
    modifiedBy: integer().references(() => users.id),
  },
  (t) => [
    index('clients_primary_phone_idx').on(t.primaryPhone.op('text_pattern_ops')),
    index('clients_secondary_phone_idx').on(t.secondaryPhone.op('text_pattern_ops')),
    index('clients_citizen_id_idx').on(t.citizenId.op('text_pattern_ops')),
    index('clients_name_trgm_idx').using(
      'gin',
      sql`vn_norm(${t.lastName} || ' ' || ${t.firstName}) gin_trgm_ops`,
    ),
  ],
);
