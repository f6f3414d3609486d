/**
 * The payment's two state machines as data (issue 21 §2, docs/decisions/0053), read by the server's one writer
 * (server/features/payments/payment-state.ts) and by the client:
 * - the rental's payment status (`rentals.paymentStatus`), what the marketplace shows: unpaid until the provider's
 *   money arrives, then paid, then partially refunded or refunded as refunds come back;
 * - the payment intent's status (`payments.status`), a mirror of the provider's intent.
 * They are separate machines: an intent may fail and be retried many times while the rental stays unpaid, and a
 * refund changes the rental's status while the intent stays succeeded.
 */

/** The rental's payment status (spec 02 §3). */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Every allowed move of a rental's payment status; anything else is refused by the writer.
 * - unpaid → paid: the provider's intent succeeded (the webhook, or a reconciliation);
 * - paid or partially_refunded → partially_refunded or refunded: a refund came back (refunds.ts), refunded once what
 *   came back in all reaches the amount paid. The provider refuses to refund more than was paid, so refunded is final.
 */
export const PAYMENT_TRANSITIONS = {
  unpaid: ['paid'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
} as const satisfies Record<PaymentStatus, readonly PaymentStatus[]>;

/** Whether a rental's payment status may move from `from` to `to`. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return (PAYMENT_TRANSITIONS[from] as readonly PaymentStatus[]).includes(to);
}

/**
 * A payment intent's status, as the provider (Stripe, or the test provider) reports it. A failed attempt is not a
 * status of its own: the intent goes back to requires_payment_method with a failure message, and may be paid again.
 */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** The intent statuses that are final at the provider: succeeded (paid) and canceled (it can no longer be paid). */
export const FINAL_INTENT_STATUSES = ['succeeded', 'canceled'] as const satisfies readonly IntentStatus[];

/**
 * Every allowed move of a payment intent's status. An open intent may reach any status (a retry after a failure, a
 * step of authentication, a settling method, success, cancellation); a final one only stays what it is: the provider's
 * state is applied again on every event, and an older event never un-pays an intent.
 */
export const INTENT_TRANSITIONS = {
  requires_payment_method: INTENT_STATUSES,
  requires_action: INTENT_STATUSES,
  processing: INTENT_STATUSES,
  succeeded: ['succeeded'],
  canceled: ['canceled'],
} as const satisfies Record<IntentStatus, readonly IntentStatus[]>;

export const isIntentStatus = (s: string): s is IntentStatus => (INTENT_STATUSES as readonly string[]).includes(s);

/** Whether a payment intent's status may move from `from` to `to`. */
export function canMoveIntent(from: IntentStatus, to: IntentStatus): boolean {
  return (INTENT_TRANSITIONS[from] as readonly IntentStatus[]).includes(to);
}
