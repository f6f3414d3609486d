import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { citext } from './types';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const languageEnum = pgEnum('language', ['pl', 'en']);

export const users = pgTable('users', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  username: citext().notNull().unique(),
  email: citext().notNull().unique(),
  /** argon2id hash; the column is never sent to a client. */
  passwordHash: text().notNull(),
  firstName: text(),
  lastName: text(),
  mobileNumber: text(),
  countryCode: text().notNull().default('+48'),
  phoneVerified: boolean().notNull().default(false),
  profilePhotoUrl: text(),
  averageRating: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
  responseTime: text().notNull().default('w ciągu godziny'),
  isVerified: boolean().notNull().default(false),
  role: userRole().notNull().default('user'),
  language: languageEnum().notNull().default('pl'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Set when the account is deleted: personal data is wiped, the row stays for others' records. */
  deletedAt: timestamp({ withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not yield usable cookies. */
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token in the e-mailed link. */
    token: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed logins, by key ('account:<email>' or 'ip:<address>'), for the sliding-window rate limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('login_failures_key_time_idx').on(t.key, t.createdAt)],
);
