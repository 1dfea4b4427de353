import { refreshTokenRevokedReasons, sessionEndReasons } from '@pawndesk/domain/auth';
import { languages } from '@pawndesk/domain/languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches } from './reference.ts';

/**
 * Internal extensions of new users: from 2001 up, so the demo accounts' fixed 1001… never meet one.
 */
export const userExtensionSeq = pgSequence('user_extension_seq', { startWith: 2001 });

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    profilePicture: text(),
    sipUsername: text(),
    sipPassword: text(),
    /**
     * The short internal number staff dial to reach this user, and the user part of the user's
     * address on the phone exchange (decisions/0024).
     */
    extension: text().notNull().default(sql`(nextval('user_extension_seq'))::text`),
    /**
     * The profile picture in the file storage (lib/storage.ts), its content type, and its version:
     * bumped by every upload and removal, it is signed into the picture's links, so a replaced or
     * removed picture's old links stop working (decisions/0029).
     */
    pictureKey: text(),
    pictureType: text(),
    pictureVersion: integer().notNull().default(0),
    isSuperuser: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    language: text({ enum: languages }).notNull().default('vi'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** Set by an administrator's password reset (a one-time password); cleared by a change. */
    mustChangePassword: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_extension_key').on(t.extension),
  ],
);

export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Grants outside any role, for the odd exception an administrator makes. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

export const userBranches = pgTable(
  'user_branches',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] })],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; a family shares one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    tokenHash: text().notNull().unique(),
    familyId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text({ enum: refreshTokenRevokedReasons }),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Sign-ins (refresh families) that ended early: logout, password change, a disabled account, a
 * reused refresh token. Every server process keeps the recent ones in memory and refuses their
 * access tokens (decisions/0014); a refresh in such a family is refused for as long as its
 * tokens could live.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp({ withTimezone: true }).notNull(),
    reason: text({ enum: sessionEndReasons }).notNull(),
  },
  (t) => [index('revoked_sessions_revoked_at_idx').on(t.revokedAt)],
);

/** Failed sign-in counters, keyed per username ("user:…") and per address ("ip:…"). */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull(),
  firstFailureAt: timestamp({ withTimezone: true }).notNull(),
  blockedUntil: timestamp({ withTimezone: true }),
});

/** Instance-wide settings such as the generated token-signing secret. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
