import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from './provider';
import { stripeLikeServer } from './stripe-like-server';
import { createStripeProvider } from './stripe-provider';

const intentBody = (over: Record<string, unknown> = {}) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 12345,
  currency: 'pln',
  status: 'requires_payment_method',
  client_secret: 'pi_123_secret_abc',
  metadata: { rentalId: '7' },
  last_payment_error: null,
  payment_method: null,
  ...over,
});

const WEBHOOK_SECRET = 'whsec_test_secret';
const fake = stripeLikeServer();
let provider: PaymentProvider;
let nowMs = Date.now();

beforeAll(async () => {
  const port = await fake.start();
  provider = createStripeProvider({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    now: () => new Date(nowMs),
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  nowMs = Date.now();
});

describe('the Stripe provider against a Stripe-like server', () => {
  it('creates an intent in PLN with the three methods, the idempotency key and the rental in metadata', async () => {
    fake.answer(200, intentBody());
    const intent = await provider.createIntent({
      amount: 12345,
      currency: 'pln',
      idempotencyKey: 'rental-7-intent',
      metadata: { rentalId: '7' },
    });
    expect(intent).toEqual({
      id: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      status: 'requires_payment_method',
      amount: 12345,
      currency: 'pln',
      paymentMethodType: null,
      failureMessage: null,
      metadata: { rentalId: '7' },
    });
    const [req] = fake.seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/payment_intents');
    expect(req.headers['idempotency-key']).toBe('rental-7-intent');
    expect(req.headers.authorization).toBe('Bearer sk_test_123');
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(req.form.get('amount')).toBe('12345');
    expect(req.form.get('currency')).toBe('pln');
    expect(req.form.get('metadata[rentalId]')).toBe('7');
    expect([0, 1, 2].map((i) => req.form.get(`allowed_payment_method_types[${i}]`))).toEqual(['card', 'blik', 'p24']);
    expect(req.form.has('automatic_payment_methods[enabled]')).toBe(false);
  });

  it('retrieves an intent with its payment method expanded, and maps the status and the failure', async () => {
    fake.answer(
      200,
      intentBody({
        status: 'succeeded',
        payment_method: { id: 'pm_1', object: 'payment_method', type: 'blik' },
      }),
    );
    const paid = await provider.retrieveIntent('pi_123');
    expect(fake.seen[0].method).toBe('GET');
    expect(decodeURIComponent(fake.seen[0].path)).toBe('/v1/payment_intents/pi_123?expand[0]=payment_method');
    expect(paid.status).toBe('succeeded');
    expect(paid.paymentMethodType).toBe('blik');

    fake.answer(
      200,
      intentBody({
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        payment_method: { id: 'pm_2', object: 'payment_method', type: 'card' },
      }),
    );
    const failed = await provider.retrieveIntent('pi_123');
    expect(failed.failureMessage).toBe('Your card was declined.');
    expect(failed.paymentMethodType).toBe('card');

    fake.answer(200, intentBody({ status: 'requires_capture' }));
    expect((await provider.retrieveIntent('pi_123')).status).toBe('processing');
  });

  it('refunds part of an intent with the idempotency key and our reason in metadata', async () => {
    fake.answer(200, {
      id: 're_1',
      object: 'refund',
      amount: 5000,
      payment_intent: 'pi_123',
      status: 'succeeded',
      currency: 'pln',
    });
    const refund = await provider.refund({
      intentId: 'pi_123',
      amount: 5000,
      idempotencyKey: 'refund-9',
      reason: 'renter_cancelled',
    });
    expect(refund).toEqual({ id: 're_1', intentId: 'pi_123', amount: 5000, status: 'succeeded' });
    const [req] = fake.seen;
    expect(req.path).toBe('/v1/refunds');
    expect(req.headers['idempotency-key']).toBe('refund-9');
    expect(req.form.get('payment_intent')).toBe('pi_123');
    expect(req.form.get('amount')).toBe('5000');
    expect(req.form.get('metadata[reason]')).toBe('renter_cancelled');

    fake.answer(200, { id: 're_2', object: 'refund', amount: 1, payment_intent: 'pi_123', status: 'pending' });
    expect((await provider.refund({ intentId: 'pi_123', amount: 1, idempotencyKey: 'k', reason: 'r' })).status).toBe(
      'pending',
    );
    fake.answer(200, { id: 're_3', object: 'refund', amount: 1, payment_intent: 'pi_123', status: 'canceled' });
    expect((await provider.refund({ intentId: 'pi_123', amount: 1, idempotencyKey: 'k2', reason: 'r' })).status).toBe(
      'failed',
    );
  });

  it("cancels an open intent with the idempotency key, and maps a paid intent's refusal (issue 19 §6)", async () => {
    fake.answer(200, intentBody({ status: 'canceled' }));
    const cancelled = await provider.cancelIntent({ intentId: 'pi_123', idempotencyKey: 'cancel-intent:7' });
    expect(cancelled.status).toBe('canceled');
    const [req] = fake.seen;
    expect(req.path).toBe('/v1/payment_intents/pi_123/cancel');
    expect(req.headers['idempotency-key']).toBe('cancel-intent:7');
    expect(req.form.get('cancellation_reason')).toBe('abandoned');

    fake.answer(400, {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
      },
    });
    const err = await provider.cancelIntent({ intentId: 'pi_123', idempotencyKey: 'k' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).kind).toBe('invalid_request');
    expect((err as PaymentProviderError).retryable).toBe(false);
    expect((err as PaymentProviderError).providerCode).toBe('payment_intent_unexpected_state');
  });

  it("maps Stripe's errors to kinds the payments feature acts on", async () => {
    const cases: [number, object, string, boolean][] = [
      [402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }, 'card_declined', false],
      [
        404,
        { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        'not_found',
        false,
      ],
      [400, { type: 'invalid_request_error', code: 'amount_too_large', message: 'Too much' }, 'invalid_request', false],
      [400, { type: 'idempotency_error', message: 'Keys for idempotent requests...' }, 'invalid_request', false],
    ];
    for (const [status, error, kind, retryable] of cases) {
      fake.answer(status, { error });
      const err = await provider.retrieveIntent('pi_x').catch((e: unknown) => e);
      expect(err, kind).toBeInstanceOf(PaymentProviderError);
      expect((err as PaymentProviderError).kind).toBe(kind);
      expect((err as PaymentProviderError).retryable).toBe(retryable);
    }
  });

  it('treats a Stripe outage as retryable, after the SDK has retried with the same idempotency key', async () => {
    fake.answer(500, { error: { type: 'api_error', message: 'Something went wrong' } });
    const err = await provider
      .createIntent({ amount: 100, currency: 'pln', idempotencyKey: 'same-key', metadata: {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).kind).toBe('unavailable');
    expect((err as PaymentProviderError).retryable).toBe(true);
    expect(fake.seen.length).toBe(3);
    expect(new Set(fake.seen.map((s) => s.headers['idempotency-key']))).toEqual(new Set(['same-key']));
  }, 20_000);
});

describe('Stripe webhooks', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: 1_700_000_000,
    data: { object: { id: 'pi_123', object: 'payment_intent', status: 'succeeded' } },
  });
  const sign = (body: string, secret = WEBHOOK_SECRET, timestamp = Math.floor(nowMs / 1000)) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

  it('verifies a signed event and names its intent', () => {
    expect(provider.parseWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: 1_700_000_000,
      intentId: 'pi_123',
      refundId: null,
      accountId: null,
      dispute: null,
    });
  });

  it("names the intent of a refund's and a charge's event", () => {
    const refund = JSON.stringify({
      id: 'evt_2',
      type: 'refund.updated',
      created: 1,
      data: { object: { id: 're_1', object: 'refund', payment_intent: 'pi_9' } },
    });
    expect(provider.parseWebhook(Buffer.from(refund), sign(refund))).toMatchObject({
      intentId: 'pi_9',
      refundId: 're_1',
    });
    const charge = JSON.stringify({
      id: 'evt_3',
      type: 'charge.refunded',
      created: 1,
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_8' } },
    });
    expect(provider.parseWebhook(Buffer.from(charge), sign(charge))).toMatchObject({
      intentId: 'pi_8',
      refundId: null,
    });
  });

  it('refuses a wrong secret, a tampered body, a missing header and an event older than 300 s', () => {
    const refused = (body: string, header: string | undefined) =>
      expect(() => provider.parseWebhook(Buffer.from(body), header)).toThrow(WebhookSignatureError);
    refused(payload, sign(payload, 'whsec_other'));
    refused(payload.replace('succeeded', 'processing'), sign(payload));
    refused(payload, undefined);
    refused(payload, 'garbage');
    const now = Math.floor(nowMs / 1000);
    refused(payload, sign(payload, WEBHOOK_SECRET, now - 301));
    expect(provider.parseWebhook(Buffer.from(payload), sign(payload, WEBHOOK_SECRET, now - 299)).id).toBe('evt_1');
  });

  it("measures the tolerance with the app's clock, not the machine's", () => {
    const header = sign(payload);
    nowMs += 301_000;
    expect(() => provider.parseWebhook(Buffer.from(payload), header)).toThrow(WebhookSignatureError);
  });
});
