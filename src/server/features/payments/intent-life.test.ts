import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import {
  intentCancellations,
  items,
  payments,
  rentals,
  testProviderIntents,
  testProviderRefunds,
} from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { runPaymentDeadlines } from '@/server/process/payment-deadline';
import { testDeps } from '@/server/test/test-deps';

const day = (n: number) => addDays(todayIso(), n);
const CARD = { type: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const;
const silent = { error: () => {} };

/** Issue 19 §5 and §6: the terms a rental keeps from its request, and its payment intent following the rental. */
describe('terms fixed at booking, and the intent life following the rental', async () => {
  const { app, db, config, testPayments } = await createTestApp();
  const mailer = createOutboxMailer(db);
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const provider = testPayments;
  const owner = await registerUser(app);
  const renter = await registerUser(app);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', cookie } });
  const confirm = (clientSecret: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/test-provider/confirm',
      payload: { clientSecret, paymentMethod: CARD },
      headers: { 'accept-language': 'en' },
    });
  const intentOf = async (id: string) =>
    (await db.select().from(testProviderIntents).where(eq(testProviderIntents.id, id)))[0];
  const chargesOf = (id: string) => db.select().from(testProviderRefunds).where(eq(testProviderRefunds.intentId, id));

  /** A request made through the API (so the terms are copied as a renter's request copies them), then accepted. */
  async function bookedRental(terms: 'flexible' | 'strict', start: number) {
    const item = await insertItem(db, owner.id, {
      pricePerDay: '100.00',
      cancellationTerms: terms,
      damageDeposit: '50.00',
    });
    const req = await call('POST', '/api/rentals', renter.cookie, {
      itemId: item.id,
      startDate: day(start),
      endDate: day(start + 1),
    });
    expect(req.statusCode).toBe(201);
    expect(req.json()).toMatchObject({ cancellationTerms: terms, amountDue: '270.00', ownerEarnings: '200.00' });
    expect((await call('PUT', `/api/rentals/${req.json().id}/accept`, owner.cookie)).statusCode).toBe(200);
    return { item, rentalId: req.json().id as number };
  }

  it('a paid rental keeps the terms of its request: the owner switching to strict does not cut the refund', async () => {
    const { item, rentalId } = await bookedRental('flexible', 10);
    const intent = (await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId })).json();
    expect(intent.amount).toBe('270.00');
    expect((await confirm(intent.clientSecret)).statusCode).toBe(200);
    // The owner edits the listing after the payment.
    await db.update(items).set({ cancellationTerms: 'strict', damageDeposit: '500.00' }).where(eq(items.id, item.id));
    const view = (await call('GET', `/api/rentals/${rentalId}`, renter.cookie)).json();
    expect(view).toMatchObject({ cancellationTerms: 'flexible', damageDeposit: '50.00', amountDue: '270.00' });
    // Flexible, 10 days ahead: everything back (200 + 20 fee + 50 deposit); strict would give back 50% of 200 + 50.
    expect((await call('GET', `/api/rentals/${rentalId}/refund-preview`, renter.cookie)).json().refund).toBe('270.00');
    expect((await call('PUT', `/api/rentals/${rentalId}/cancel`, renter.cookie)).statusCode).toBe(200);
    const refunds = await chargesOf(intent.paymentIntentId);
    expect(refunds.map((r) => r.amount)).toEqual([27000]);
  });

  it('a cancelled rental: its open intent is cancelled at the provider and paying it is refused, no money moved', async () => {
    const { rentalId } = await bookedRental('strict', 12);
    const intent = (await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId })).json();
    expect((await call('PUT', `/api/rentals/${rentalId}/cancel`, renter.cookie)).statusCode).toBe(200);
    expect((await intentOf(intent.paymentIntentId)).status).toBe('canceled');
    const [payment] = await db.select().from(payments).where(eq(payments.rentalId, rentalId));
    expect(payment.status).toBe('canceled');
    const pay = await confirm(intent.clientSecret);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('PAYMENT_INTENT_UNEXPECTED_STATE');
    expect((await intentOf(intent.paymentIntentId)).status).toBe('canceled');
    const view = (await call('GET', `/api/rentals/${rentalId}`, renter.cookie)).json();
    expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', amountPaid: '0.00' });
    // Checkout is refused too.
    expect((await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId })).statusCode).toBe(409);
  });

  it('an expired (unpaid past its deadline) rental: its intent is cancelled by the deadline job and cannot be paid', async () => {
    const { rentalId } = await bookedRental('strict', 14);
    const intent = (await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId })).json();
    const result = await runPaymentDeadlines(
      testDeps({ db, config, mailer, payments: provider }),
      new Date(Date.now() + 25 * 3_600_000),
      silent,
    );
    expect(result.cancelled).toContain(rentalId);
    expect((await intentOf(intent.paymentIntentId)).status).toBe('canceled');
    expect((await confirm(intent.clientSecret)).statusCode).toBe(409);
    const [r] = await db.select().from(rentals).where(eq(rentals.id, rentalId));
    expect(r).toMatchObject({ status: 'cancelled', statusReason: 'unpaid', paymentStatus: 'unpaid' });
  });

  it('a declined request cannot be paid: checkout refuses it, and a cancellation left pending is sent by the job', async () => {
    const item = await insertItem(db, owner.id, { pricePerDay: '100.00' });
    const req = await call('POST', '/api/rentals', renter.cookie, {
      itemId: item.id,
      startDate: day(20),
      endDate: day(21),
    });
    expect((await call('PUT', `/api/rentals/${req.json().id}/decline`, owner.cookie)).statusCode).toBe(200);
    const refused = await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId: req.json().id });
    expect(refused.statusCode).toBe(409);

    // A cancellation the request could not send (provider down) is sent by the refunds job with its backoff.
    const r = await insertRental(db, item, renter.id, day(30), day(31), 'confirmed');
    const intent = (await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId: r.id })).json();
    const [payment] = await db.select().from(payments).where(eq(payments.rentalId, r.id));
    await db.insert(intentCancellations).values({ paymentId: payment.id });
    await testDeps({ db, config, mailer, payments: provider }).outboxes.intentCancellations.drain(
      new Date(Date.now() + 1000),
      silent,
    );
    expect((await intentOf(intent.paymentIntentId)).status).toBe('canceled');
    const [row] = await db.select().from(intentCancellations).where(eq(intentCancellations.paymentId, payment.id));
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});
