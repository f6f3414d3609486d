import { z } from 'zod';
import { INTENT_STATUSES } from '@/shared/domain/payment-status';
import { PAYMENT_STATUSES } from '@/shared/domain/rental-status';
import { positiveInt4 } from './common';

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export const PAYMENT_METHOD_TYPES = ['card', 'blik', 'p24'] as const;
/** The provider's intent statuses (Stripe's names; the test provider uses the same): the payment state table's. */
export { INTENT_STATUSES };

/**
 * POST /api/payments/create-intent (spec 02 §7). `amount` and `currency` are accepted for the spec's client and
 * ignored: the amount is the server's (the total price plus the damage deposit), the currency is always pln.
 */
export const createIntentBodySchema = z.object({
  rentalId: positiveInt4(),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
});

/** The answer: the provider's client secret for the checkout form; `amount` in zł with two decimals. */
export const checkoutIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.string(),
  currency: z.literal('pln'),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key (pk_...); absent with the test provider. */
  publishableKey: z.string().optional(),
});
export type CheckoutIntent = z.infer<typeof checkoutIntentSchema>;

/** GET /api/payments/rental/{rentalId}: the payment as the server knows it (status null before any checkout). */
export const rentalPaymentSchema = z.object({
  status: z.enum(INTENT_STATUSES).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  amount: z.string().nullable(),
  method: z.enum(PAYMENT_METHOD_TYPES).nullable(),
});
export type RentalPayment = z.infer<typeof rentalPaymentSchema>;

export const REFUND_RULES = ['full_by_owner_or_system', 'within_terms', 'outside_terms', 'nothing_paid'] as const;

/**
 * GET /api/rentals/{id}/refund-preview: what the renter gets back if they cancel now, in zł with two decimals (the
 * refund = rentalPart + fee + deposit), and which rule of the cancellation terms decided it.
 */
export const refundPreviewSchema = z.object({
  refund: z.string(),
  rentalPart: z.string(),
  fee: z.string(),
  deposit: z.string(),
  rule: z.enum(REFUND_RULES),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;

/** The webhook's answer (what Stripe expects: any 2xx). */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });
