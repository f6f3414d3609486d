import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** e.g. renter_cancelled, owner_cancelled, system_cancelled, unpaid, deposit_release. */
    reason: text().notNull(),
    providerRefundId: text(),
    /** pending until the provider confirms, then succeeded or failed. */
    status: text().notNull().default('pending'),
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
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
