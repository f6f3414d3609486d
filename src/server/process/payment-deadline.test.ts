import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { notifications, payments as paymentRows, rentals } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { runPaymentDeadlines } from './payment-deadline';
import { testDeps } from '@/server/test/test-deps';

const day = (n: number) => addDays(todayIso(), n);
const H = 3_600_000;
const CARD_OK = { type: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const;

describe('the payment deadline', async () => {
  const { app, db, config, testPayments } = await createTestApp();
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const payments = testPayments;
  const deps = testDeps({ db, config, payments });
  const owner = await registerUser(app);
  const renter = await registerUser(app);

  /** A confirmed rental accepted at `acceptedAt`, starting in `start` days. */
  async function accepted(acceptedAt: Date, start = 10) {
    const item = await insertItem(db, owner.id);
    const r = await insertRental(db, item, renter.id, day(start), day(start + 1), 'confirmed');
    await db.update(rentals).set({ statusChangedAt: acceptedAt, statusChangedBy: 'owner' }).where(eq(rentals.id, r.id));
    return r;
  }
  const rentalOf = async (id: number) => (await db.select().from(rentals).where(eq(rentals.id, id)))[0];
  const noticesOf = (id: number, type: 'payment_due' | 'rental_cancelled_unpaid') =>
    db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.relatedId, id), eq(notifications.type, type)));
  async function payWithEvent(rentalId: number) {
    const intent = await app.inject({
      method: 'POST',
      url: '/api/payments/create-intent',
      payload: { rentalId },
      headers: { cookie: renter.cookie },
    });
    const outcome = await payments.confirm({ clientSecret: intent.json().clientSecret, paymentMethod: CARD_OK });
    await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: outcome!.event!.rawBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': outcome!.event!.signature },
    });
  }

  it('reminds the renter once 6 hours before, cancels 24 hours after the acceptance and tells both', async () => {
    const at = new Date(Date.now() - H);
    const r = await accepted(at);
    await runPaymentDeadlines(deps, new Date(at.getTime() + 17 * H));
    expect(await noticesOf(r.id, 'payment_due')).toEqual([]);
    await runPaymentDeadlines(deps, new Date(at.getTime() + 18 * H));
    await runPaymentDeadlines(deps, new Date(at.getTime() + 20 * H));
    expect(await noticesOf(r.id, 'payment_due')).toEqual([{ userId: renter.id }]);
    const before = await runPaymentDeadlines(deps, new Date(at.getTime() + 24 * H - 60_000));
    expect(before.cancelled).not.toContain(r.id);
    expect((await rentalOf(r.id)).status).toBe('confirmed');
    const result = await runPaymentDeadlines(deps, new Date(at.getTime() + 24 * H));
    expect(result.cancelled).toContain(r.id);
    expect(await rentalOf(r.id)).toMatchObject({
      status: 'cancelled',
      statusReason: 'unpaid',
      statusChangedBy: 'system',
    });
    const told = (await noticesOf(r.id, 'rental_cancelled_unpaid')).map((n) => n.userId).sort();
    expect(told).toEqual([owner.id, renter.id].sort());
    // Once: a later run finds nothing more to do with it.
    const again = await runPaymentDeadlines(deps, new Date(at.getTime() + 25 * H));
    expect(again.cancelled).not.toContain(r.id);
    expect(await noticesOf(r.id, 'rental_cancelled_unpaid')).toHaveLength(2);
  });

  it('cancels at the start when that comes before 24 hours', async () => {
    const r = await accepted(new Date(Date.now() - 30 * 60_000), 1);
    const start = new Date(`${day(1)}T00:00:00Z`);
    // Midnight in Poland is 22:00 or 23:00 UTC the day before: two hours before 00:00 UTC it is not yet due.
    await runPaymentDeadlines(deps, new Date(start.getTime() - 3 * H));
    expect((await rentalOf(r.id)).status).toBe('confirmed');
    // Past the start even with the two-hour minimum window of an acceptance just before midnight.
    await runPaymentDeadlines(deps, new Date(start.getTime() + 3 * H));
    expect((await rentalOf(r.id)).status).toBe('cancelled');
  });

  it('never cancels a paid rental, nor one whose payment is still being processed', async () => {
    const at = new Date(Date.now() - 2 * H);
    const paid = await accepted(at);
    await payWithEvent(paid.id);
    const settling = await accepted(at);
    await payWithEvent(settling.id);
    await db.update(rentals).set({ paymentStatus: 'unpaid' }).where(eq(rentals.id, settling.id));
    await db.update(paymentRows).set({ status: 'processing' }).where(eq(paymentRows.rentalId, settling.id));
    const result = await runPaymentDeadlines(deps, new Date(at.getTime() + 30 * H));
    expect(result.cancelled).not.toContain(paid.id);
    expect(result.cancelled).not.toContain(settling.id);
    expect((await rentalOf(paid.id)).status).toBe('confirmed');
  });

  it('a rental paid on its start date becomes active at once', async () => {
    const r = await accepted(new Date(Date.now() - H), 0);
    await payWithEvent(r.id);
    expect(await rentalOf(r.id)).toMatchObject({ status: 'active', paymentStatus: 'paid', statusChangedBy: 'system' });
  });
});
