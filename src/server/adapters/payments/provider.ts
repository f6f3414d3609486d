import type { IntentStatus } from '@/shared/domain/payment-status';
import type { PayoutAccountSnapshot } from '@/shared/domain/payouts';

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
  /** pending: the money is on its way back and the provider will say how it ended (refund.updated). */
  status: 'pending' | 'succeeded' | 'failed';
}

/** An owner's connected account (Stripe Connect Express, or the test provider's copy): what payouts need of it. */
export interface ProviderAccount extends PayoutAccountSnapshot {
  /** acct_... */
  id: string;
  /** The last four digits of the bank account payouts go to, once given. */
  bankLast4: string | null;
}

/** A transfer of an owner's share from the platform's balance to their connected account. Grosze. */
export interface ProviderTransfer {
  /** tr_... */
  id: string;
  amount: number;
  /** What has been reversed of it so far. */
  amountReversed: number;
}

/** Part of a transfer taken back (a refund after the payout). Grosze. */
export interface ProviderReversal {
  /** trr_... */
  id: string;
  transferId: string;
  amount: number;
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
  /**
   * The connected account the event is about: `account.updated` (the account object's id) and the events of a
   * connected account itself (`payout.paid`: Stripe's top-level `account`).
   */
  accountId?: string | null;
  /** A chargeback (charge.dispute.funds_withdrawn): the dispute's id and the amount the bank took back, grosze. */
  dispute?: { id: string; amount: number } | null;
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
  /** A refund as the provider has it now (a pending one is followed to its end). */
  retrieveRefund(id: string): Promise<ProviderRefund>;

  // Payouts (issue 24): Stripe Connect Express with separate charges and transfers.
  /** An Express account for an individual in Poland with the `transfers` capability; idempotent by key. */
  createAccount(input: {
    email: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ProviderAccount>;
  retrieveAccount(id: string): Promise<ProviderAccount>;
  /** A one-time link to the provider's onboarding (Stripe's Account Link, type account_onboarding). */
  createAccountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /**
   * Moves `amount` of the platform's balance to the connected account, funded by the rental's charge
   * (`source_transaction`: the intent's charge) and grouped by `transferGroup`; idempotent by key.
   */
  createTransfer(input: {
    accountId: string;
    amount: number;
    sourceIntentId: string;
    transferGroup: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ProviderTransfer>;
  /** Takes `amount` of a transfer back to the platform (transfers.createReversal); idempotent by key. */
  reverseTransfer(input: { transferId: string; amount: number; idempotencyKey: string }): Promise<ProviderReversal>;
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
