import Stripe from 'stripe';
import {
  PaymentProviderError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type IntentStatus,
  type PaymentMethodType,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from './provider';
import { toProviderEvent } from './stripe-event';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server that answers like Stripe's API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** The clock the webhook tolerance is measured with (tests move it). */
  now?: () => Date;
}

/**
 * Exactly the three methods the marketplace offers in PLN (`allowed_payment_method_types`, the API version this SDK
 * pins), rather than `automatic_payment_methods`: the set then does
 * not change with the Dashboard's settings (no Link or Klarna the rest of the app knows nothing about), and an account
 * where BLIK or Przelewy24 is not activated fails loudly at the first intent instead of silently offering cards only.
 */
export const STRIPE_PAYMENT_METHOD_TYPES: PaymentMethodType[] = ['card', 'blik', 'p24'];

const STATUS: Record<string, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  // Not used by this app's flow (the browser confirms), but a half-made intent still needs a payment method.
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  // Automatic capture: an authorised, uncaptured intent is money on its way.
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

function methodType(intent: Stripe.PaymentIntent): PaymentMethodType | null {
  const pm = intent.payment_method;
  const type: string | null = pm && typeof pm === 'object' ? pm.type : null;
  return STRIPE_PAYMENT_METHOD_TYPES.find((t) => t === type) ?? null;
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  if (intent.currency !== 'pln') throw new PaymentProviderError(`Intent ${intent.id} is not in PLN`, 'other', false);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: STATUS[intent.status] ?? 'requires_payment_method',
    amount: intent.amount,
    currency: 'pln',
    paymentMethodType: methodType(intent),
    failureMessage: intent.last_payment_error?.message ?? null,
    metadata: { ...intent.metadata },
  };
}

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const intentId =
    typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? '');
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { id: refund.id, intentId, amount: refund.amount, status };
}

/** Stripe's errors as ours: the payments feature decides on `kind` and `retryable`, never on SDK classes. */
function mapError(e: unknown): never {
  if (!(e instanceof Stripe.errors.StripeError)) throw e;
  const code = e.code ?? null;
  if (e instanceof Stripe.errors.StripeCardError)
    throw new PaymentProviderError(e.message, 'card_declined', false, code);
  if (e.statusCode === 404 || code === 'resource_missing')
    throw new PaymentProviderError(e.message, 'not_found', false, code);
  if (
    e instanceof Stripe.errors.StripeConnectionError ||
    e instanceof Stripe.errors.StripeAPIError ||
    e instanceof Stripe.errors.StripeRateLimitError ||
    (e.statusCode !== undefined && e.statusCode >= 500)
  )
    throw new PaymentProviderError(e.message, 'unavailable', true, code);
  if (e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripeIdempotencyError)
    throw new PaymentProviderError(e.message, 'invalid_request', false, code);
  throw new PaymentProviderError(e.message, 'other', false, code);
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // The SDK retries network failures and 409/5xx answers with the same Idempotency-Key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api ?? {}),
  });
  const now = options.now ?? (() => new Date());
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createIntent({ amount, currency, idempotencyKey, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create(
          { amount, currency, allowed_payment_method_types: STRIPE_PAYMENT_METHOD_TYPES, metadata },
          { idempotencyKey },
        );
        return toIntent(intent);
      } catch (e) {
        return mapError(e);
      }
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
      } catch (e) {
        return mapError(e);
      }
    },

    async cancelIntent({ intentId, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.cancel(
          intentId,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey },
        );
        return toIntent(intent);
      } catch (e) {
        return mapError(e);
      }
    },

    async refund({ intentId, amount, idempotencyKey, reason }) {
      try {
        const refund = await stripe.refunds.create(
          // Stripe's own reasons are about fraud and duplicates; ours (cancelled by whom, deposit) goes in metadata.
          { payment_intent: intentId, amount, reason: 'requested_by_customer', metadata: { reason } },
          { idempotencyKey },
        );
        return toRefund(refund);
      } catch (e) {
        return mapError(e);
      }
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // Milliseconds, despite the name's neighbours being seconds.
          now().getTime(),
        );
        return toProviderEvent(event as unknown as Parameters<typeof toProviderEvent>[0]);
      } catch (e) {
        if (e instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(e.message);
        throw new WebhookSignatureError(`Unreadable webhook: ${(e as Error).message}`);
      }
    },
  };
}
