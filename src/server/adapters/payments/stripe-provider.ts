import Stripe from 'stripe';
import {
  PaymentProviderError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type IntentStatus,
  type PaymentMethodType,
  type PaymentProvider,
  type ProviderAccount,
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

/**
 * A connected account as payouts see it. What is due joins currently_due and past_due: both stop the account until
 * the owner gives them, and past_due is mostly a subset of currently_due (hence the dedupe).
 */
function toAccount(account: Stripe.Account): ProviderAccount {
  const requirements = account.requirements;
  const due = [...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])];
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    transfersActive: account.capabilities?.transfers === 'active',
    requirementsDue: [...new Set(due)],
    disabledReason: requirements?.disabled_reason ?? null,
    // Express accounts have one bank account for payouts; the API lists it only to the platform that owns it.
    bankLast4: account.external_accounts?.data[0]?.last4 ?? null,
  };
}

/** The charge behind an intent: a transfer's `source_transaction` must be a charge (ch_...), not the intent. */
function chargeOf(intent: Stripe.PaymentIntent): string {
  const charge = intent.latest_charge;
  const id = typeof charge === 'string' ? charge : (charge?.id ?? null);
  if (!id)
    throw new PaymentProviderError(
      `PaymentIntent ${intent.id} has no charge to fund a transfer`,
      'invalid_request',
      false,
    );
  return id;
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

    async retrieveRefund(id) {
      try {
        return toRefund(await stripe.refunds.retrieve(id));
      } catch (e) {
        return mapError(e);
      }
    },

    async createAccount({ email, idempotencyKey, metadata }) {
      try {
        const account = await stripe.accounts.create(
          {
            // Express: Stripe hosts the onboarding and the owner's dashboard, and carries the KYC of the owner.
            type: 'express',
            country: 'PL',
            email,
            business_type: 'individual',
            // Only transfers: owners are paid by separate charges and transfers, never charged through the account.
            capabilities: { transfers: { requested: true } },
            metadata,
          },
          { idempotencyKey },
        );
        return toAccount(account);
      } catch (e) {
        return mapError(e);
      }
    },

    async retrieveAccount(id) {
      try {
        return toAccount(await stripe.accounts.retrieve(id));
      } catch (e) {
        return mapError(e);
      }
    },

    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      try {
        const link = await stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        });
        return { url: link.url };
      } catch (e) {
        return mapError(e);
      }
    },

    async createTransfer({ accountId, amount, sourceIntentId, transferGroup, idempotencyKey, metadata }) {
      try {
        // Funded by the rental's own charge: the transfer waits for that money instead of drawing on the balance.
        const source = chargeOf(await stripe.paymentIntents.retrieve(sourceIntentId));
        const transfer = await stripe.transfers.create(
          {
            amount,
            currency: 'pln',
            destination: accountId,
            source_transaction: source,
            transfer_group: transferGroup,
            metadata,
          },
          { idempotencyKey },
        );
        return { id: transfer.id, amount: transfer.amount, amountReversed: transfer.amount_reversed };
      } catch (e) {
        return mapError(e);
      }
    },

    async reverseTransfer({ transferId, amount, idempotencyKey }) {
      try {
        const reversal = await stripe.transfers.createReversal(transferId, { amount }, { idempotencyKey });
        const transfer = typeof reversal.transfer === 'string' ? reversal.transfer : reversal.transfer.id;
        return { id: reversal.id, transferId: transfer, amount: reversal.amount };
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
