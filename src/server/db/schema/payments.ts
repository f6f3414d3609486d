import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rentals } from './rentals';

/**
 * Spec 02 §3 payments: one payment intent per rental (the unique index; a second checkout reuses it), amounts in
 * grosze. `status` mirrors the provider's intent (requires_payment_method, requires_action, processing, succeeded,
 * canceled); the rental's paymentStatus is what the marketplace shows.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rentalId: integer()
      .notNull()
      .references(() => rentals.id),
    provider: text().notNull(),
    providerIntentId: text().notNull(),
    /** Grosze: the rental's total price plus its damage deposit. */
    amount: integer().notNull(),
    currency: text().notNull().default('pln'),
    status: text().notNull(),
    clientSecret: text().notNull(),
    /** card, blik, p24 once known. */
    paymentMethodType: text(),
    failureMessage: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_rental_idx').on(t.rentalId),
    uniqueIndex('payments_provider_intent_idx').on(t.provider, t.providerIntentId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Money sent back to the renter: a cancellation's refund by the terms, or the deposit after the return. Grosze. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    amount: integer().notNull(),
    /** e.g. renter_cancelled, owner_cancelled, system_cancelled, unpaid, deposit_release, admin. */
    reason: text().notNull(),
    /**
     * Where the money comes from (issue 24), summing to `amount`: the owner's share of the rental price, the
     * platform's booking fee, the damage deposit. The owner's payout is the rental price less the owner parts.
     */
    ownerPart: integer().notNull().default(0),
    feePart: integer().notNull().default(0),
    depositPart: integer().notNull().default(0),
    providerRefundId: text(),
    /**
     * pending: to be sent (the outbox); processing: the provider took it and will say how it ends (refund.updated, or
     * the refunds job asking); succeeded; failed: refused or failed every try, listed for the admin, not counted.
     */
    status: text().notNull().default('pending'),
    /** Refunds the provider reported failed and that were tried again: each retry goes with a new provider key. */
    providerRetries: integer().notNull().default(0),
    /** An admin's refund (issue 24 §5): who decided it. */
    createdBy: integer(),
    /** One refund per payment and reason (a retried effect never refunds twice). */
    idempotencyKey: text().notNull(),
    /** Tries at the provider so far; the refunds job backs off between them like the deliveries (decision 0030). */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('refunds_idempotency_idx').on(t.idempotencyKey),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_parts_sum', sql`${t.ownerPart} + ${t.feePart} + ${t.depositPart} = ${t.amount}`),
    index('refunds_processing_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/**
 * An open payment intent to cancel at the provider because its rental can no longer be paid (declined, cancelled,
 * expired: the cancelIntent effect, issue 19 §6). Written in the move's transaction, sent after the commit or by the
 * refunds job with the same backoff; one per payment.
 */
export const intentCancellations = pgTable(
  'intent_cancellations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    /** pending until the provider answers, then succeeded, or skipped when the intent was already final there. */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('intent_cancellations_payment_idx').on(t.paymentId),
    index('intent_cancellations_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every provider event applied, by its id, stored in the transaction of its effect: a replay changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  payload: jsonb().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's own ledger (it plays Stripe's part when no Stripe keys are set; never in production
 * unless allowed): its intents and refunds, in the app's database so that every app process sees the same state.
 */
export const testProviderIntents = pgTable('test_provider_intents', {
  id: text().primaryKey(),
  clientSecret: text().notNull(),
  amount: integer().notNull(),
  currency: text().notNull(),
  status: text().notNull(),
  metadata: jsonb().notNull(),
  idempotencyKey: text().unique(),
  paymentMethodType: text(),
  lastError: text(),
  /**
   * How refunds of this intent end, by Stripe's test card it was paid with: null succeeds at once; `pending` settles
   * later as succeeded (4000 0000 0000 7726), `fails` settles later as failed (4000 0000 0000 5126).
   */
  refundOutcome: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const testProviderRefunds = pgTable('test_provider_refunds', {
  id: text().primaryKey(),
  intentId: text()
    .notNull()
    .references(() => testProviderIntents.id),
  amount: integer().notNull(),
  idempotencyKey: text().unique(),
  /** succeeded, or pending / failed for Stripe's test cards whose refunds settle later or fail (issue 24 §4). */
  status: text().notNull().default('succeeded'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The test provider's connected accounts (issue 24 §1): what its onboarding page asked (as Stripe asks an individual
 * in Poland) and the state Stripe would give the account. `linkToken` is the current onboarding link's secret.
 */
export const testProviderAccounts = pgTable('test_provider_accounts', {
  id: text().primaryKey(),
  email: text().notNull(),
  metadata: jsonb().notNull(),
  idempotencyKey: text().unique(),
  detailsSubmitted: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  transfersActive: boolean().notNull().default(false),
  requirementsDue: jsonb().$type<string[]>().notNull(),
  disabledReason: text(),
  legalName: text(),
  dateOfBirth: text(),
  address: text(),
  city: text(),
  postalCode: text(),
  bankLast4: text(),
  linkToken: text(),
  linkExpiresAt: timestamp({ withTimezone: true }),
  linkReturnUrl: text(),
  linkRefreshUrl: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The test provider's transfers to connected accounts, and what was reversed of them. Grosze. */
export const testProviderTransfers = pgTable('test_provider_transfers', {
  id: text().primaryKey(),
  accountId: text()
    .notNull()
    .references(() => testProviderAccounts.id),
  amount: integer().notNull(),
  amountReversed: integer().notNull().default(0),
  sourceIntentId: text().notNull(),
  transferGroup: text().notNull(),
  idempotencyKey: text().unique(),
  metadata: jsonb().notNull(),
  /** When the test provider's daily payout took it to the owner's bank (payout.paid). */
  paidOutAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const testProviderTransferReversals = pgTable('test_provider_transfer_reversals', {
  id: text().primaryKey(),
  transferId: text()
    .notNull()
    .references(() => testProviderTransfers.id),
  amount: integer().notNull(),
  idempotencyKey: text().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
