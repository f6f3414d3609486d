import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { paymentEvents, payments, rentals, testProviderIntents } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';

const day = (n: number) => addDays(todayIso(), n);
const card = (number: string) => ({ type: 'card', number, expiry: '12/40', cvc: '123' });

describe('the test provider routes', async () => {
  const { app, db } = await createTestApp();
  const owner = await registerUser(app);
  const renter = await registerUser(app);

  /** A confirmed rental of the renter and its intent, made through the checkout call. */
  async function intentForNewRental() {
    const item = await insertItem(db, owner.id, { name: 'Kajak', pricePerDay: '50.00' });
    const rental = await insertRental(db, item, renter.id, day(5), day(6), 'confirmed');
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/create-intent',
      payload: { rentalId: rental.id },
      headers: { cookie: renter.cookie },
    });
    expect(res.statusCode).toBe(200);
    return { rentalId: rental.id, ...res.json<{ clientSecret: string; paymentIntentId: string }>() };
  }
  const post = (what: 'confirm' | 'authenticate', payload: object, lang = 'pl') =>
    app.inject({
      method: 'POST',
      url: `/api/payments/test-provider/${what}`,
      payload,
      headers: { 'accept-language': lang },
    });
  const paymentStatusOf = async (rentalId: number) =>
    (await db.select({ s: rentals.paymentStatus }).from(rentals).where(eq(rentals.id, rentalId)))[0].s;
  const eventsOf = async (intentId: string) =>
    (await db.select().from(paymentEvents)).filter((e) => JSON.stringify(e.payload).includes(intentId));

  it('4242 pays: the signed event reaches the webhook handler in-process and the rental is paid; a second confirmation is refused (409) and moves no money', async () => {
    const { rentalId, clientSecret, paymentIntentId } = await intentForNewRental();
    const res = await post('confirm', { clientSecret, paymentMethod: card('4242 4242 4242 4242') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded', paymentIntentId });
    expect(await paymentStatusOf(rentalId)).toBe('paid');
    const [payment] = await db.select().from(payments).where(eq(payments.rentalId, rentalId));
    expect(payment).toMatchObject({ status: 'succeeded', paymentMethodType: 'card' });
    expect(await eventsOf(paymentIntentId)).toHaveLength(1);

    // As Stripe refuses to confirm a succeeded intent (payment_intent_unexpected_state): no second charge.
    const again = await post('confirm', { clientSecret, paymentMethod: card('4242 4242 4242 4242') });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_INTENT_UNEXPECTED_STATE');
    expect(await eventsOf(paymentIntentId)).toHaveLength(1);
    expect(await paymentStatusOf(rentalId)).toBe('paid');
  });

  it('a declined card answers 402 with its reason in the request language and leaves the rental unpaid', async () => {
    const { rentalId, clientSecret } = await intentForNewRental();
    const pl = await post('confirm', { clientSecret, paymentMethod: card('4000 0000 0000 0002') });
    expect(pl.statusCode).toBe(402);
    expect(pl.json()).toEqual({ code: 'PAYMENT_DECLINED', message: 'Karta została odrzucona.' });
    const en = await post('confirm', { clientSecret, paymentMethod: card('4000 0000 0000 9995') }, 'en');
    expect(en.statusCode).toBe(402);
    expect(en.json()).toEqual({ code: 'PAYMENT_DECLINED', message: 'Your card has insufficient funds.' });
    expect(await paymentStatusOf(rentalId)).toBe('unpaid');
    const [payment] = await db.select().from(payments).where(eq(payments.rentalId, rentalId));
    expect(payment.status).toBe('requires_payment_method');
    // The renter may try again with another card.
    expect((await post('confirm', { clientSecret, paymentMethod: card('4242424242424242') })).statusCode).toBe(200);
    expect(await paymentStatusOf(rentalId)).toBe('paid');
  });

  it('3-D Secure: a redirect to the authentication page, then approve pays (fail is a 402)', async () => {
    const { rentalId, clientSecret, paymentIntentId } = await intentForNewRental();
    const step = await post('confirm', { clientSecret, paymentMethod: card('4000 0025 0000 3155') });
    expect(step.statusCode).toBe(200);
    const body = step.json();
    expect(body.status).toBe('requires_action');
    expect(body.nextAction.type).toBe('redirect');
    expect(body.nextAction.url).toMatch(new RegExp(`^/test-payments/authenticate\\?intent=${paymentIntentId}&`));
    expect(await paymentStatusOf(rentalId)).toBe('unpaid');

    const failed = await post('authenticate', { clientSecret, outcome: 'fail' }, 'en');
    expect(failed.statusCode).toBe(402);
    expect(failed.json().message).toMatch(/unable to authenticate/);
    await post('confirm', { clientSecret, paymentMethod: card('4000 0025 0000 3155') });
    const approved = await post('authenticate', { clientSecret, outcome: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('succeeded');
    expect(await paymentStatusOf(rentalId)).toBe('paid');
  });

  it('BLIK pays with 6 digits and is declined with 000000; Przelewy24 goes through the bank page', async () => {
    const blik = await intentForNewRental();
    const refused = await post('confirm', {
      clientSecret: blik.clientSecret,
      paymentMethod: { type: 'blik', code: '000000' },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toContain('BLIK');
    const paid = await post('confirm', {
      clientSecret: blik.clientSecret,
      paymentMethod: { type: 'blik', code: '123456' },
    });
    expect(paid.json().status).toBe('succeeded');
    expect(await paymentStatusOf(blik.rentalId)).toBe('paid');

    const p24 = await intentForNewRental();
    const bank = await post('confirm', {
      clientSecret: p24.clientSecret,
      paymentMethod: { type: 'p24', bank: 'mbank' },
    });
    expect(bank.json().nextAction.url).toMatch(/^\/test-payments\/bank\?/);
    expect((await post('authenticate', { clientSecret: p24.clientSecret, outcome: 'approve' })).json().status).toBe(
      'succeeded',
    );
    expect(await paymentStatusOf(p24.rentalId)).toBe('paid');
  });

  it('an unknown client secret is 404, malformed input 400, authenticating an intent that waits for nothing 409', async () => {
    expect(
      (await post('confirm', { clientSecret: 'pi_test_0_secret_0', paymentMethod: card('4242424242424242') }))
        .statusCode,
    ).toBe(404);
    const bad = await post('confirm', {
      clientSecret: 'x',
      paymentMethod: { type: 'card', number: '4242', expiry: '1/2', cvc: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await post('confirm', { clientSecret: 'x', paymentMethod: { type: 'cash' } })).statusCode).toBe(400);
    expect((await post('authenticate', { clientSecret: 'x', outcome: 'maybe' })).statusCode).toBe(400);
    const { clientSecret } = await intentForNewRental();
    const res = await post('authenticate', { clientSecret, outcome: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_INTENT_UNEXPECTED_STATE');
  });

  it('five confirms at once pay once and store one event; the other four are refused', async () => {
    const { rentalId, clientSecret, paymentIntentId } = await intentForNewRental();
    const all = await Promise.all(
      Array.from({ length: 5 }, () => post('confirm', { clientSecret, paymentMethod: card('4242424242424242') })),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await eventsOf(paymentIntentId)).toHaveLength(1);
    expect(await paymentStatusOf(rentalId)).toBe('paid');
    const [intent] = await db.select().from(testProviderIntents).where(eq(testProviderIntents.id, paymentIntentId));
    expect(intent.status).toBe('succeeded');
  });
});

describe('the test provider routes with Stripe configured', async () => {
  const { app } = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  });
  it('do not exist', async () => {
    for (const what of ['confirm', 'authenticate']) {
      const res = await app.inject({ method: 'POST', url: `/api/payments/test-provider/${what}`, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });
});
