import type { IntentStatus } from '@/shared/domain/payment-status';

/**
 * The payment provider seen by the payments feature: Stripe in production, the test provider (state in PostgreSQL,
 * Stripe's test numbers) everywhere else. Amounts are integer grosze. Both sign their webhook events with Stripe's
 * scheme, so one handler verifies them the same way.
 */
/** Stripe's intent statuses, as the payment state table lists them (shared/domain/payment-status.ts). */
export type { IntentStatus };

export type PaymentMethodType = 'card' | 'blik' | 'p24';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  /** grosze */
  amount: number;
  currency: 'pln';
  paymentMethodType: PaymentMethodType | null;
  failureMessage: string | null;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  intentId: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface ProviderEvent {
  /** unique event id (evt_...) */
  id: string;
  type:
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'payment_intent.processing'
    | 'payment_intent.requires_action'
    | 'charge.refunded'
    | 'refund.updated'
    | (string & {});
  /** unix seconds */
  created: number;
  intentId: string | null;
  refundId?: string | null;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Stripe's pk_..., null for the test provider */
  readonly publishableKey: string | null;
  createIntent(input: {
    amount: number;
    currency: 'pln';
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /**
   * Cancels an intent that can no longer be paid (its rental was declined, cancelled or expired). An intent already
   * succeeded or cancelled is refused, as Stripe refuses it: PaymentProviderError invalid_request,
   * payment_intent_unexpected_state.
   */
  cancelIntent(input: { intentId: string; idempotencyKey: string }): Promise<ProviderIntent>;
  refund(input: { intentId: string; amount: number; idempotencyKey: string; reason: string }): Promise<ProviderRefund>;
  /** Verifies the signature on the raw body (300 s tolerance) and parses; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider answered with an error (declined, invalid request, unreachable); `retryable` when trying again may help. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly kind: 'card_declined' | 'invalid_request' | 'not_found' | 'unavailable' | 'other',
    readonly retryable: boolean,
    readonly providerCode: string | null = null,
  ) {
    super(message);
  }
}

/** Stripe's webhook tolerance: a signed event older than this is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
