import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rentals } from './rentals';
import { users } from './users';
import { refunds } from './payments';

/**
 * An owner's payout account at the provider (issue 24 §1): one per user, created when they first set payouts up. The
 * state is the provider's (account.updated events, and a re-read when the owner comes back from onboarding), kept
 * here with what the screens show: the status, the bank account's last four digits, what the provider still asks.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** acct_... */
    providerAccountId: text().notNull(),
    /** details_needed, pending, active, restricted (shared/domain/payouts.ts; `none` is no row). */
    status: text().notNull(),
    bankLast4: text(),
    /** The provider's requirements still due (Stripe's names), shown as what is missing. */
    requirements: jsonb().$type<string[]>().notNull().default([]),
    /** Why the provider stopped the account (Stripe's disabled_reason), when restricted. */
    restrictedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_accounts_user_idx').on(t.userId),
    uniqueIndex('payout_accounts_provider_idx').on(t.provider, t.providerAccountId),
  ],
);

/**
 * The payouts ledger (issue 24 §2): one row per rental whose owner earns from it, written when its payment arrives
 * (upcoming), released by the process's `payout` effect (due), sent as a transfer by the payouts outbox (sent), then
 * paid out to the owner's bank (paid); `failed` after every try, `reversed` when a refund took part of it back. Amounts
 * in grosze: `amount` is what the owner gets (after a reversal, what stays with them), `transferredAmount` what the
 * transfer moved.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rentalId: integer()
      .notNull()
      .references(() => rentals.id),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    amount: integer().notNull(),
    status: text().notNull().default('upcoming'),
    /** When it was released (or is to be): the window's end after completion or a cancellation. */
    dueAt: timestamp({ withTimezone: true }),
    transferredAmount: integer(),
    providerTransferId: text(),
    /** The outbox's columns (effects/outbox.ts): tries so far, the next one, the last error. */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_rental_idx').on(t.rentalId),
    index('payouts_owner_idx').on(t.ownerId, t.createdAt),
    index('payouts_upcoming_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'upcoming' AND ${t.dueAt} IS NOT NULL`),
    check('payouts_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * Part of a sent payout taken back because the renter got part of the owner's share back (an admin's refund, a
 * chargeback): one per refund (its idempotency key), sent by its outbox like a refund.
 */
export const payoutReversals = pgTable(
  'payout_reversals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    payoutId: integer()
      .notNull()
      .references(() => payouts.id),
    refundId: integer().references(() => refunds.id),
    amount: integer().notNull(),
    idempotencyKey: text().notNull(),
    providerReversalId: text(),
    /** pending until the provider took it back, then succeeded; failed after every try (for the admin). */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_reversals_idempotency_idx').on(t.idempotencyKey),
    index('payout_reversals_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('payout_reversals_amount_positive', sql`${t.amount} > 0`),
  ],
);
