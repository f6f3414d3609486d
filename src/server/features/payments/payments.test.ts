import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { RentalStatus } from '@/shared/domain/rental-status';
import {
  notifications,
  paymentEvents,
  payments as paymentRows,
  rentals,
  testProviderIntents,
} from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { storedNoticeText } from '@/server/features/notifications/public';
import { createTestApp, latestEmailTo, registerUser } from '@/server/test/test-app';

const day = (n: number) => addDays(todayIso(), n);
const CARD_OK = { type: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const;
const CARD_DECLINED = { type: 'card', number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' } as const;

describe('payments through the API', async () => {
  const { app, db, testPayments } = await createTestApp();
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const payments = testPayments;
  const owner = await registerUser(app, { firstName: 'Olga', lastName: 'Właścicielka' });
  const renter = await registerUser(app, { firstName: 'Rafał', lastName: 'Najemca' });
  const stranger = await registerUser(app);

  const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const createIntent = (rentalId: number, cookie: string | null, extra: object = {}) =>
    call('POST', '/api/payments/create-intent', cookie, { rentalId, ...extra });
  /** 100,00 zł a day for 3 days: subtotal 300,00, fee 30,00, total 330,00; deposit 200,00 → 530,00 paid. */
  async function newRental(
    status: RentalStatus = 'confirmed',
    opts: { start?: number; terms?: 'strict' | 'standard' | 'flexible'; deposit?: string } = {},
  ) {
    const item = await insertItem(db, owner.id, {
      name: 'Namiot',
      pricePerDay: '100.00',
      cancellationTerms: opts.terms ?? 'standard',
      damageDeposit: opts.deposit ?? '200.00',
    });
    const start = opts.start ?? 10;
    const r = await insertRental(db, item, renter.id, day(start), day(start + 2), status);
    await db
      .update(rentals)
      .set({ damageDeposit: opts.deposit ?? '200.00' })
      .where(eq(rentals.id, r.id));
    return r;
  }
  const sendEvent = (event: { rawBody: Buffer; signature: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: event.rawBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    });
  /** The renter pays at the test provider; its signed event comes to the webhook (returned for replays). */
  async function pay(rentalId: number, method: object = CARD_OK) {
    const { clientSecret } = (await createIntent(rentalId, renter.cookie)).json();
    const outcome = await payments.confirm({ clientSecret, paymentMethod: method as typeof CARD_OK });
    if (!outcome?.event) throw new Error('no event');
    expect((await sendEvent(outcome.event)).statusCode).toBe(200);
    return outcome.event;
  }
  const rentalOf = async (id: number) => (await db.select().from(rentals).where(eq(rentals.id, id)))[0];
  const noticesOf = (rentalId: number, type: string) =>
    db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.relatedId, rentalId), eq(notifications.type, type as 'payment_received')));

  describe('POST /api/payments/create-intent', () => {
    it('gives the renter of a confirmed unpaid rental an intent for the total plus the deposit, whatever amount is sent', async () => {
      const r = await newRental();
      const res = await createIntent(r.id, renter.cookie, { amount: 1, currency: 'usd' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ amount: '530.00', currency: 'pln', provider: 'test' });
      expect(body.publishableKey).toBeUndefined();
      expect(body.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
      const [row] = await db.select().from(paymentRows).where(eq(paymentRows.rentalId, r.id));
      expect(row).toMatchObject({
        amount: 53_000,
        status: 'requires_payment_method',
        providerIntentId: body.paymentIntentId,
      });
      expect((await rentalOf(r.id)).paymentIntentId).toBe(body.paymentIntentId);
    });

    it('refuses a visitor (401), a stranger (404, as for no rental), the owner (403)', async () => {
      const r = await newRental();
      expect((await createIntent(r.id, null)).statusCode).toBe(401);
      const strangers = await createIntent(r.id, stranger.cookie);
      expect(strangers.statusCode).toBe(404);
      expect(strangers.json()).toEqual((await createIntent(99_999_999, stranger.cookie)).json());
      expect((await createIntent(r.id, owner.cookie)).json().code).toBe('FORBIDDEN');
      expect((await createIntent(r.id, owner.cookie)).statusCode).toBe(403);
      expect(await db.select().from(paymentRows).where(eq(paymentRows.rentalId, r.id))).toEqual([]);
    });

    it('refuses a pending, declined, cancelled, active or paid rental with 409', async () => {
      for (const status of ['pending', 'declined', 'cancelled', 'active', 'completed'] as const) {
        const res = await createIntent((await newRental(status)).id, renter.cookie);
        expect(res.statusCode, status).toBe(409);
        expect(res.json().code, status).toBe('RENTAL_NOT_PAYABLE');
      }
      const paid = await newRental();
      await pay(paid.id);
      expect((await createIntent(paid.id, renter.cookie)).statusCode).toBe(409);
    });

    it('refuses bad input with 400', async () => {
      for (const payload of [{}, { rentalId: 'abc' }, { rentalId: -1 }, { rentalId: 2 ** 31 }]) {
        const res = await call('POST', '/api/payments/create-intent', renter.cookie, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('gives the same intent to a second call and to ten calls at once: one payment, one provider intent', async () => {
      const r = await newRental();
      const first = (await createIntent(r.id, renter.cookie)).json();
      expect((await createIntent(r.id, renter.cookie)).json()).toEqual(first);
      const r2 = await newRental();
      const all = await Promise.all(Array.from({ length: 10 }, () => createIntent(r2.id, renter.cookie)));
      expect(all.map((x) => x.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(all.map((x) => x.json().clientSecret)).size).toBe(1);
      expect(await db.select().from(paymentRows).where(eq(paymentRows.rentalId, r2.id))).toHaveLength(1);
      const intents = await db.select().from(testProviderIntents);
      expect(intents.filter((i) => (i.metadata as { rentalId: string }).rentalId === String(r2.id))).toHaveLength(1);
    });
  });

  describe('POST /api/payments/webhook', () => {
    it('a succeeded payment makes the rental paid and tells both parties; replayed ten times, once', async () => {
      const r = await newRental();
      const event = await pay(r.id);
      for (let i = 0; i < 10; i++) expect((await sendEvent(event)).json()).toEqual({ received: true });
      const eventId = (JSON.parse(event.rawBody.toString('utf8')) as { id: string }).id;
      expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).toHaveLength(1);
      const rental = await rentalOf(r.id);
      expect(rental.paymentStatus).toBe('paid');
      const [payment] = await db.select().from(paymentRows).where(eq(paymentRows.rentalId, r.id));
      expect(payment).toMatchObject({ status: 'succeeded', paymentMethodType: 'card' });
      expect(payment.paidAt).not.toBeNull();
      const notices = await noticesOf(r.id, 'payment_received');
      expect(notices.map((n) => n.userId).sort()).toEqual([owner.id, renter.id].sort());
      // The renter's notice and e-mail are the receipt, in the renter's language.
      const [receiptRow] = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.relatedId, r.id),
            eq(notifications.userId, renter.id),
            eq(notifications.type, 'payment_received'),
          ),
        );
      // (English: the renter's requests here say Accept-Language: en, and the account keeps it.)
      const receipt = storedNoticeText(receiptRow, 'en');
      for (const part of ['days: 3', '300.00 zł', '30.00 zł', '200.00 zł', 'paid: 530.00 zł', 'method: card'])
        expect(receipt.message).toContain(part);
      const mail = await latestEmailTo(db, renter.email);
      expect(mail.text).toContain('paid: 530.00 zł');
      const view = (await call('GET', `/api/rentals/${r.id}`, renter.cookie)).json();
      expect(view).toMatchObject({
        paymentStatus: 'paid',
        amountPaid: '530.00',
        refundedAmount: '0.00',
        paymentMethod: 'card',
      });
      expect((await call('GET', `/api/payments/rental/${r.id}`, owner.cookie)).json()).toEqual({
        status: 'succeeded',
        paymentStatus: 'paid',
        amount: '530.00',
        method: 'card',
      });
    });

    it('ten copies of one event at once: one payment, two notices', async () => {
      const r = await newRental();
      const { clientSecret } = (await createIntent(r.id, renter.cookie)).json();
      const outcome = await payments.confirm({ clientSecret, paymentMethod: CARD_OK });
      const all = await Promise.all(Array.from({ length: 10 }, () => sendEvent(outcome!.event!)));
      expect(all.map((x) => x.statusCode)).toEqual(Array(10).fill(200));
      expect(await noticesOf(r.id, 'payment_received')).toHaveLength(2);
    });

    it('a late event (processing after succeeded, an old one replayed) does not undo the payment', async () => {
      const r = await newRental();
      const event = await pay(r.id);
      const [row] = await db.select().from(paymentRows).where(eq(paymentRows.rentalId, r.id));
      const late = payments.signEvent({
        id: 'evt_test_late_processing',
        object: 'event',
        type: 'payment_intent.processing',
        created: Math.floor(Date.now() / 1000) - 60,
        data: { object: { id: row.providerIntentId, object: 'payment_intent', status: 'processing' } },
      });
      expect((await sendEvent(late)).statusCode).toBe(200);
      expect((await sendEvent(event)).statusCode).toBe(200);
      expect((await rentalOf(r.id)).paymentStatus).toBe('paid');
      expect((await db.select().from(paymentRows).where(eq(paymentRows.rentalId, r.id)))[0].status).toBe('succeeded');
      expect(await noticesOf(r.id, 'payment_received')).toHaveLength(2);
    });

    it('a declined card leaves the rental unpaid and tells the renter', async () => {
      const r = await newRental();
      const { clientSecret } = (await createIntent(r.id, renter.cookie)).json();
      const outcome = await payments.confirm({ clientSecret, paymentMethod: CARD_DECLINED });
      // Replayed: the event's id is stored with its effect, so the renter is told once.
      for (let i = 0; i < 3; i++) expect((await sendEvent(outcome!.event!)).statusCode).toBe(200);
      expect((await rentalOf(r.id)).paymentStatus).toBe('unpaid');
      expect((await noticesOf(r.id, 'payment_failed')).map((n) => n.userId)).toEqual([renter.id]);
      const state = (await call('GET', `/api/payments/rental/${r.id}`, renter.cookie)).json();
      expect(state).toMatchObject({ status: 'requires_payment_method', paymentStatus: 'unpaid' });
      // The renter tries again with a good card: the same intent, now paid.
      const again = await payments.confirm({ clientSecret, paymentMethod: CARD_OK });
      expect((await sendEvent(again!.event!)).statusCode).toBe(200);
      expect((await rentalOf(r.id)).paymentStatus).toBe('paid');
    });

    it('a forged, unsigned, stale or tampered event is 400 and changes nothing', async () => {
      const r = await newRental();
      const { clientSecret } = (await createIntent(r.id, renter.cookie)).json();
      const outcome = await payments.confirm({ clientSecret, paymentMethod: CARD_OK });
      const event = outcome!.event!;
      const tampered = Buffer.from(event.rawBody.toString('utf8').replace('"livemode":false', '"livemode":true'));
      const stale = payments.signEvent(
        JSON.parse(event.rawBody.toString('utf8')) as object,
        Math.floor(Date.now() / 1000) - 301,
      );
      const attempts = [
        { rawBody: event.rawBody, signature: '' },
        { rawBody: event.rawBody, signature: 't=1,v1=deadbeef' },
        { rawBody: tampered, signature: event.signature },
        stale,
      ];
      for (const forged of attempts) {
        const res = await sendEvent(forged);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('INVALID_WEBHOOK_SIGNATURE');
      }
      const noHeader = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: event.rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(noHeader.statusCode).toBe(400);
      expect((await rentalOf(r.id)).paymentStatus).toBe('unpaid');
      expect((await db.select().from(paymentRows).where(eq(paymentRows.rentalId, r.id)))[0].status).not.toBe(
        'succeeded',
      );
      expect(
        await db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.id, JSON.parse(event.rawBody.toString()).id)),
      ).toEqual([]);
      expect(await noticesOf(r.id, 'payment_received')).toEqual([]);
    });
  });

  describe('the rental view', () => {
    it('shows nothing paid before the payment, and a rental marked paid without a payment (demo data) as paid', async () => {
      const r = await newRental();
      expect((await call('GET', `/api/rentals/${r.id}`, owner.cookie)).json()).toMatchObject({
        amountPaid: '0.00',
        refundedAmount: '0.00',
        paymentMethod: null,
      });
      await db.update(rentals).set({ paymentStatus: 'paid' }).where(eq(rentals.id, r.id));
      const listed = (await call('GET', '/api/rentals/outgoing', renter.cookie)).json<{ id: number }[]>();
      expect(listed.find((x) => x.id === r.id)).toMatchObject({ amountPaid: '530.00', paymentMethod: null });
    });
  });

  describe('GET /api/payments/rental/{rentalId}', () => {
    it('answers the parties only; before checkout, no payment', async () => {
      const r = await newRental();
      expect((await call('GET', `/api/payments/rental/${r.id}`, renter.cookie)).json()).toEqual({
        status: null,
        paymentStatus: 'unpaid',
        amount: null,
        method: null,
      });
      expect((await call('GET', `/api/payments/rental/${r.id}`, stranger.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/payments/rental/${r.id}`, null)).statusCode).toBe(401);
    });

    it('reconciles with the provider when the webhook has not come (a lost event)', async () => {
      const r = await newRental();
      const { clientSecret } = (await createIntent(r.id, renter.cookie)).json();
      await payments.confirm({ clientSecret, paymentMethod: { type: 'blik', code: '123456' } });
      const state = (await call('GET', `/api/payments/rental/${r.id}`, renter.cookie)).json();
      expect(state).toEqual({ status: 'succeeded', paymentStatus: 'paid', amount: '530.00', method: 'blik' });
      expect(await noticesOf(r.id, 'payment_received')).toHaveLength(2);
    });
  });
});
