import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_RESPONSE_TIME, RESPONSE_TIMES } from '@/shared/constants/response-times';
import { citext } from './types';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const languageEnum = pgEnum('language', ['pl', 'en']);
export const responseTimeEnum = pgEnum('response_time', RESPONSE_TIMES);

export const users = pgTable(
  'users',
  {
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
    /** The mean of the published owner and renter reviews about the user (0 without any), and their number. */
    averageRating: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer().notNull().default(0),
    /** A key, not words: the reader's language puts it into words (constants/response-times.ts). */
    responseTime: responseTimeEnum().notNull().default(DEFAULT_RESPONSE_TIME),
    isVerified: boolean().notNull().default(false),
    role: userRole().notNull().default('user'),
    language: languageEnum().notNull().default('pl'),
    /** When the account's current e-mail address was proven by a link sent to it; null until then. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** The version of the terms (shared/domain/legal.ts) the user last accepted, and when; null until they do. */
    termsAcceptedVersion: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the account is deleted: personal data is wiped, the row stays for others' records. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  // A number verified by one account cannot be verified by another (issue 14).
  (t) => [
    uniqueIndex('users_verified_mobile_idx')
      .on(t.mobileNumber)
      .where(sql`${t.phoneVerified}`),
  ],
);

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
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('login_failures_key_time_idx').on(t.key, t.createdAt)],
);

/**
 * E-mail verification links: sent at registration and on every e-mail change. `email` is the address the link proves;
 * for a change it is the new address, which replaces the account's only when the link is opened.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: citext().notNull(),
    /** SHA-256 of the token in the e-mailed link. */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * Where an account logged in successfully before: a device (the SHA-256 of a long-lived cookie token) or an address
 * (an IPv4 address or an IPv6 /64). A correct password from a known device or address gets past the account-wide
 * login limit, so a distributed guess cannot keep the owner out.
 */
export const knownLogins = pgTable(
  'known_logins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['device', 'address'] }).notNull(),
    value: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_logins_user_kind_value_idx').on(t.userId, t.kind, t.value)],
);

/** Sliding-window rate limits shared by every app process: one row per counted event, by key (e.g. 'rental:user:12'). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('rate_limit_hits_key_time_idx').on(t.key, t.createdAt)],
);
