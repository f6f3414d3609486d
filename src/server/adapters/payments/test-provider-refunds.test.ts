import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { testProviderIntents } from '@/server/db/tables';
import { createTestDb } from '@/server/test/test-db';
import type { PaymentProviderError } from './provider';
import { createTestProvider, type SignedEvent, type TestPaymentProvider } from './test-provider';

/** Refunds that end later (issue 24 §4): Stripe's refund test cards, settled by the test provider's clock. */

const SECRET = 'test-provider-refunds-secret-0123456789abcdef';
let db: Db;
let provider: TestPaymentProvider;
let nowMs = Date.parse('2026-11-22T12:00:00Z');
let keys = 0;

beforeAll(async () => {
  db = await createTestDb();
  provider = createTestProvider({ db, webhookSecret: SECRET, now: () => new Date(nowMs) });
});

const PENDING_CARD = '4000 0000 0000 7726';
const FAILING_CARD = '4000 0000 0000 5126';
const card = (number: string) => ({ type: 'card' as const, number, expiry: '12/34', cvc: '123' });
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as PaymentProviderError,
  );
const parse = (e: SignedEvent) => provider.parseWebhook(e.rawBody, e.signature);
const body = (e: SignedEvent) => JSON.parse(e.rawBody.toString()) as { data: { object: Record<string, unknown> } };

async function paidWith(number: string, amount = 10_000) {
  const intent = await provider.createIntent({ amount, currency: 'pln', idempotencyKey: `pi-${++keys}`, metadata: {} });
  const paid = await provider.confirm({ clientSecret: intent.clientSecret, paymentMethod: card(number) });
  expect(paid?.intent.status).toBe('succeeded');
  return intent;
}
const refund = (intentId: string, amount: number, idempotencyKey = `re-${++keys}`) =>
  provider.refund({ intentId, amount, idempotencyKey, reason: 'renter_cancelled' });
const outcomeOf = async (intentId: string) =>
  (await db.select().from(testProviderIntents).where(eq(testProviderIntents.id, intentId)))[0].refundOutcome;

/**
 * Moves the provider's clock to `at` and settles what is due then (the payouts job passes the app's clock, the same),
 * keeping only the events of `ids` (earlier tests' refunds may settle too).
 */
async function settle(at: number, ids: string[]) {
  nowMs = at;
  const events = await provider.settleRefunds(new Date(at));
  return events.filter((e) => ids.includes(parse(e).refundId ?? ''));
}

describe('the test provider: how refunds end, by the card that paid', () => {
  it('confirming remembers the refund test cards; other cards and methods refund at once', async () => {
    expect(await outcomeOf((await paidWith(PENDING_CARD)).id)).toBe('pending');
    expect(await outcomeOf((await paidWith(FAILING_CARD)).id)).toBe('fails');
    expect(await outcomeOf((await paidWith('4242 4242 4242 4242')).id)).toBeNull();

    // The card that finally paid decides, not one tried before it.
    const intent = await provider.createIntent({ amount: 500, currency: 'pln', idempotencyKey: 'retry', metadata: {} });
    await provider.confirm({ clientSecret: intent.clientSecret, paymentMethod: card('4000 0000 0000 0002') });
    await provider.confirm({ clientSecret: intent.clientSecret, paymentMethod: card(PENDING_CARD) });
    expect(await outcomeOf(intent.id)).toBe('pending');

    const paid = await paidWith('4242424242424242');
    const now = await refund(paid.id, 1_000);
    expect(now.status).toBe('succeeded');
    expect(await provider.retrieveRefund(now.id)).toEqual(now);
    expect(await settle(nowMs + 3_600_000, [now.id])).toEqual([]);
  });

  it('4000 0000 0000 7726: the refund is pending, and succeeds a minute later with charge.refund.updated', async () => {
    const intent = await paidWith(PENDING_CARD);
    const made = nowMs;
    const pending = await refund(intent.id, 4_000, 'refund:7726');
    expect(pending).toMatchObject({ intentId: intent.id, amount: 4_000, status: 'pending' });
    expect(await provider.retrieveRefund(pending.id)).toEqual(pending);
    // A pending refund is money on its way back: it counts against what is left to refund.
    expect(await errorOf(refund(intent.id, 6_001))).toMatchObject({ providerCode: 'amount_too_large' });

    expect(await settle(made + 59_000, [pending.id])).toEqual([]);
    const at = made + 60_000;
    const [event] = await settle(at, [pending.id]);
    expect(parse(event)).toMatchObject({
      type: 'charge.refund.updated',
      intentId: intent.id,
      refundId: pending.id,
      accountId: null,
      dispute: null,
      created: at / 1000,
    });
    expect(body(event).data.object).toMatchObject({
      object: 'refund',
      id: pending.id,
      payment_intent: intent.id,
      amount: 4_000,
      status: 'succeeded',
    });
    expect((await provider.retrieveRefund(pending.id)).status).toBe('succeeded');
    // The same key answers the refund as it is now.
    expect((await refund(intent.id, 4_000, 'refund:7726')).status).toBe('succeeded');
    expect(await settle(at + 3_600_000, [pending.id])).toEqual([]);
  });

  it('4000 0000 0000 5126: the refund is pending, then fails; a failed refund leaves the money refundable', async () => {
    const intent = await paidWith(FAILING_CARD, 10_000);
    const pending = await refund(intent.id, 10_000);
    expect(pending.status).toBe('pending');
    expect(await errorOf(refund(intent.id, 1))).toMatchObject({ providerCode: 'amount_too_large' });
    const [event] = await settle(nowMs + 60_000, [pending.id]);
    expect(parse(event)).toMatchObject({ refundId: pending.id, intentId: intent.id });
    expect(body(event).data.object.status).toBe('failed');
    expect(await provider.retrieveRefund(pending.id)).toEqual({ ...pending, status: 'failed' });
    expect(await refund(intent.id, 10_000)).toMatchObject({ status: 'pending' });
  });

  it('two settlements at once announce each refund once', async () => {
    nowMs += 3_600_000;
    await provider.settleRefunds(new Date(nowMs));
    const intent = await paidWith(PENDING_CARD);
    const ids = [(await refund(intent.id, 1_000)).id, (await refund(intent.id, 2_000)).id];
    const at = new Date((nowMs += 60_000));
    const both = await Promise.all([provider.settleRefunds(at), provider.settleRefunds(at)]);
    expect(
      both
        .flat()
        .map((e) => parse(e).refundId)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it("counts the minute on the provider's clock too: a job's time ahead of it settles nothing just made", async () => {
    const intent = await paidWith(PENDING_CARD);
    const pending = await refund(intent.id, 1_000);
    expect(await provider.settleRefunds(new Date(nowMs + 3_600_000))).toEqual([]);
    expect((await provider.retrieveRefund(pending.id)).status).toBe('pending');
    expect(await settle(nowMs + 60_000, [pending.id])).toHaveLength(1);
  });

  it('an unknown refund is not found', async () => {
    expect(await errorOf(provider.retrieveRefund('re_test_nope'))).toMatchObject({
      kind: 'not_found',
      providerCode: 'resource_missing',
    });
  });
});
