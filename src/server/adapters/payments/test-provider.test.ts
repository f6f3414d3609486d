import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { testProviderIntents, testProviderRefunds } from '@/server/db/tables';
import { createTestDb } from '@/server/test/test-db';
import { PaymentProviderError, WebhookSignatureError } from './provider';
import { createTestProvider, type TestPaymentProvider } from './test-provider';
import { signPayload } from './webhook-signature';

const SECRET = 'test-provider-secret-for-these-tests-0123456789';
let db: Db;
let provider: TestPaymentProvider;
let nowMs = Date.parse('2026-11-22T12:00:00Z');
let keys = 0;

beforeAll(async () => {
  db = await createTestDb();
  provider = createTestProvider({ db, webhookSecret: SECRET, now: () => new Date(nowMs) });
});

const newIntent = (amount = 25_000) =>
  provider.createIntent({
    amount,
    currency: 'pln',
    idempotencyKey: `key-${++keys}`,
    metadata: { rentalId: `${keys}` },
  });
const card = (number: string) => ({ type: 'card' as const, number, expiry: '12/34', cvc: '123' });

describe('the test provider: intents', () => {
  it("makes intents in Stripe's shape, one per idempotency key", async () => {
    const first = await provider.createIntent({
      amount: 12_345,
      currency: 'pln',
      idempotencyKey: 'rental-1',
      metadata: { rentalId: '1' },
    });
    expect(first.id).toMatch(/^pi_test_[0-9a-f]{24}$/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.id}_secret_[0-9a-f]{32}$`));
    expect(first).toMatchObject({
      status: 'requires_payment_method',
      amount: 12_345,
      currency: 'pln',
      metadata: { rentalId: '1' },
    });
    const again = await provider.createIntent({
      amount: 12_345,
      currency: 'pln',
      idempotencyKey: 'rental-1',
      metadata: { rentalId: '1' },
    });
    expect(again).toEqual(first);
    expect(
      await db.select().from(testProviderIntents).where(eq(testProviderIntents.idempotencyKey, 'rental-1')),
    ).toHaveLength(1);
    // A reused key with another amount is an error, as at Stripe, not the first intent.
    const err = await provider
      .createIntent({ amount: 1, currency: 'pln', idempotencyKey: 'rental-1', metadata: {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(await provider.retrieveIntent(first.id)).toEqual(first);
    expect(await provider.retrieveIntent('pi_test_nope').catch((e: PaymentProviderError) => e.kind)).toBe('not_found');
  });

  it('concurrent creates with one key make one intent', async () => {
    const all = await Promise.all(
      Array.from({ length: 8 }, () =>
        provider.createIntent({ amount: 500, currency: 'pln', idempotencyKey: 'race', metadata: {} }),
      ),
    );
    expect(new Set(all.map((i) => i.id)).size).toBe(1);
  });
});

describe('the test provider: confirming', () => {
  it('4242 succeeds with a signed payment_intent.succeeded event; a second confirm is refused as Stripe refuses it', async () => {
    const intent = await newIntent();
    const outcome = await provider.confirm({
      clientSecret: intent.clientSecret,
      paymentMethod: card('4242 4242 4242 4242'),
    });
    expect(outcome?.intent).toMatchObject({ status: 'succeeded', paymentMethodType: 'card', failureMessage: null });
    expect(outcome?.decline).toBeNull();
    const event = provider.parseWebhook(outcome!.event!.rawBody, outcome!.event!.signature);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', intentId: intent.id });
    expect(event.id).toMatch(/^evt_test_[0-9a-f]{24}$/);

    const again = await provider
      .confirm({ clientSecret: intent.clientSecret, paymentMethod: card('4000 0000 0000 0002') })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(PaymentProviderError);
    expect((again as PaymentProviderError).providerCode).toBe('payment_intent_unexpected_state');
    expect((await provider.retrieveIntent(intent.id)).status).toBe('succeeded');
  });

  it('cancels an open intent, which then cannot be paid; a paid or cancelled intent cannot be cancelled (issue 19 §6)', async () => {
    const intent = await newIntent();
    expect((await provider.cancelIntent({ intentId: intent.id, idempotencyKey: 'c1' })).status).toBe('canceled');
    const pay = await provider
      .confirm({ clientSecret: intent.clientSecret, paymentMethod: card('4242 4242 4242 4242') })
      .catch((e: unknown) => e);
    expect((pay as PaymentProviderError).providerCode).toBe('payment_intent_unexpected_state');
    expect((await provider.retrieveIntent(intent.id)).status).toBe('canceled');
    const again = await provider.cancelIntent({ intentId: intent.id, idempotencyKey: 'c2' }).catch((e: unknown) => e);
    expect((again as PaymentProviderError).providerCode).toBe('payment_intent_unexpected_state');

    const paid = await newIntent();
    await provider.confirm({ clientSecret: paid.clientSecret, paymentMethod: card('4242 4242 4242 4242') });
    const refused = await provider.cancelIntent({ intentId: paid.id, idempotencyKey: 'c3' }).catch((e: unknown) => e);
    expect((refused as PaymentProviderError).providerCode).toBe('payment_intent_unexpected_state');
    expect((await provider.retrieveIntent(paid.id)).status).toBe('succeeded');
  });

  it('five confirms at once announce one payment; the others are refused', async () => {
    const intent = await newIntent();
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        provider
          .confirm({ clientSecret: intent.clientSecret, paymentMethod: card('4242424242424242') })
          .catch((e: unknown) => e),
      ),
    );
    expect(all.filter((o) => (o as { event?: unknown } | null)?.event)).toHaveLength(1);
    expect(all.filter((o) => o instanceof PaymentProviderError)).toHaveLength(4);
    expect((await provider.retrieveIntent(intent.id)).status).toBe('succeeded');
  });

  it('a declined card leaves the intent payable, says why, and another card then pays', async () => {
    const intent = await newIntent();
    const declined = await provider.confirm({
      clientSecret: intent.clientSecret,
      paymentMethod: card('4000000000009995'),
    });
    expect(declined?.decline).toBe('insufficient_funds');
    expect(declined?.intent).toMatchObject({
      status: 'requires_payment_method',
      failureMessage: 'Your card has insufficient funds.',
    });
    expect(provider.parseWebhook(declined!.event!.rawBody, declined!.event!.signature).type).toBe(
      'payment_intent.payment_failed',
    );
    const paid = await provider.confirm({ clientSecret: intent.clientSecret, paymentMethod: card('4242424242424242') });
    expect(paid?.intent).toMatchObject({ status: 'succeeded', failureMessage: null });
  });

  it('3-D Secure: requires_action with the page to go to; fail declines, approve pays', async () => {
    const intent = await newIntent();
    const step = await provider.confirm({
      clientSecret: intent.clientSecret,
      paymentMethod: card('4000 0025 0000 3155'),
    });
    expect(step?.intent.status).toBe('requires_action');
    const url = new URL(step!.nextAction!.url, 'http://localhost');
    expect(url.pathname).toBe('/test-payments/authenticate');
    expect(url.searchParams.get('intent')).toBe(intent.id);
    expect(url.searchParams.get('payment_intent_client_secret')).toBe(intent.clientSecret);
    // A double click while waiting: the same step, no event.
    const again = await provider.confirm({
      clientSecret: intent.clientSecret,
      paymentMethod: card('4000 0025 0000 3155'),
    });
    expect(again?.event).toBeNull();
    expect(again?.nextAction).toEqual(step?.nextAction);

    const failed = await provider.authenticate({ clientSecret: intent.clientSecret, outcome: 'fail' });
    expect(failed?.decline).toBe('authentication_failed');
    expect(failed?.intent.status).toBe('requires_payment_method');
    await provider.confirm({ clientSecret: intent.clientSecret, paymentMethod: card('4000 0025 0000 3155') });
    const approved = await provider.authenticate({ clientSecret: intent.clientSecret, outcome: 'approve' });
    expect(approved?.intent.status).toBe('succeeded');
    expect(provider.parseWebhook(approved!.event!.rawBody, approved!.event!.signature).type).toBe(
      'payment_intent.succeeded',
    );
    expect((await provider.authenticate({ clientSecret: intent.clientSecret, outcome: 'approve' }))?.event).toBeNull();
  });

  it('BLIK pays with any 6 digits but 000000; Przelewy24 goes through the bank page', async () => {
    const blik = await newIntent();
    const refused = await provider.confirm({
      clientSecret: blik.clientSecret,
      paymentMethod: { type: 'blik', code: '000000' },
    });
    expect(refused?.decline).toBe('blik_declined');
    const paid = await provider.confirm({
      clientSecret: blik.clientSecret,
      paymentMethod: { type: 'blik', code: '777123' },
    });
    expect(paid?.intent).toMatchObject({ status: 'succeeded', paymentMethodType: 'blik' });

    const p24 = await newIntent();
    const bank = await provider.confirm({
      clientSecret: p24.clientSecret,
      paymentMethod: { type: 'p24', bank: 'mbank' },
    });
    expect(new URL(bank!.nextAction!.url, 'http://localhost').pathname).toBe('/test-payments/bank');
    const back = await provider.authenticate({ clientSecret: p24.clientSecret, outcome: 'fail' });
    expect(back?.decline).toBe('p24_failed');
  });

  it('an unknown client secret names nothing; authenticating an intent not waiting for it is refused', async () => {
    expect(
      await provider.confirm({ clientSecret: 'pi_test_x_secret_y', paymentMethod: card('4242424242424242') }),
    ).toBeNull();
    const intent = await newIntent();
    const err = await provider
      .authenticate({ clientSecret: intent.clientSecret, outcome: 'approve' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
  });
});

describe('the test provider: refunds', () => {
  it('refunds only a paid intent, idempotently by key, never beyond what was paid', async () => {
    const intent = await newIntent(10_000);
    const notPaid = await provider
      .refund({ intentId: intent.id, amount: 100, idempotencyKey: 'r-0', reason: 'x' })
      .catch((e: PaymentProviderError) => e.kind);
    expect(notPaid).toBe('invalid_request');
    await provider.confirm({ clientSecret: intent.clientSecret, paymentMethod: card('4242424242424242') });

    const first = await provider.refund({
      intentId: intent.id,
      amount: 6_000,
      idempotencyKey: 'r-1',
      reason: 'renter_cancelled',
    });
    expect(first).toMatchObject({ intentId: intent.id, amount: 6_000, status: 'succeeded' });
    expect(first.id).toMatch(/^re_test_[0-9a-f]{24}$/);
    expect(
      await provider.refund({ intentId: intent.id, amount: 6_000, idempotencyKey: 'r-1', reason: 'renter_cancelled' }),
    ).toEqual(first);
    const tooMuch = await provider
      .refund({ intentId: intent.id, amount: 4_001, idempotencyKey: 'r-2', reason: 'x' })
      .catch((e: PaymentProviderError) => e.providerCode);
    expect(tooMuch).toBe('amount_too_large');
    // Concurrent refunds of the rest: exactly one fits.
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        provider.refund({ intentId: intent.id, amount: 4_000, idempotencyKey: `r-c${n}`, reason: 'x' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await db.select().from(testProviderRefunds).where(eq(testProviderRefunds.intentId, intent.id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(10_000);
  });
});

describe('the test provider: webhooks', () => {
  it('refuses events signed with another secret, tampered, unsigned or older than 300 s', async () => {
    const intent = await newIntent();
    const outcome = await provider.confirm({
      clientSecret: intent.clientSecret,
      paymentMethod: card('4242424242424242'),
    });
    const { rawBody, signature } = outcome!.event!;
    const t = Math.floor(nowMs / 1000);
    expect(() => provider.parseWebhook(rawBody, signPayload(rawBody, 'another-secret', t))).toThrow(
      WebhookSignatureError,
    );
    expect(() =>
      provider.parseWebhook(Buffer.from(rawBody.toString().replace('pi_test', 'pi_evil')), signature),
    ).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(rawBody, undefined)).toThrow(WebhookSignatureError);
    nowMs += 301_000;
    expect(() => provider.parseWebhook(rawBody, signature)).toThrow(WebhookSignatureError);
    nowMs -= 301_000;
    expect(provider.parseWebhook(rawBody, signature).intentId).toBe(intent.id);
  });
});
