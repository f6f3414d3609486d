import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { notifications, payments as paymentRows, refunds, rentals, users } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { payRental } from '@/server/test/pay-rental';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { MAX_REFUND_ATTEMPTS } from './refunds';

/** Stripe's test cards whose refunds settle later (docs.stripe.com/testing#refunds). */
const REFUND_PENDING_CARD = { type: 'card', number: '4000 0000 0000 7726', expiry: '12/40', cvc: '123' } as const;
const REFUND_FAILS_CARD = { type: 'card', number: '4000 0000 0000 5126', expiry: '12/40', cvc: '123' } as const;
/** From this machine, as the dev clock's guard wants (features/outbox/local-request.ts). */
const LOCAL = { host: 'localhost:3000', 'accept-language': 'en' };

describe('refunds that settle later: followed to their end (issue 24 §4)', async () => {
  const { app, db, testPayments, clock } = await createTestApp();
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const owner = await registerUser(app);
  const renter = await registerUser(app);
  const admin = await registerUser(app);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const day = (n: number) => addDays(todayIso(clock.now()), n);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: { ...LOCAL, ...(cookie ? { cookie } : {}) } });
  /** Moves the app's clock and runs every job once, as a developer does. */
  const advance = async (advanceBy: string) =>
    expect((await call('POST', '/api/dev/clock', null, { advanceBy })).statusCode).toBe(200);

  /** A standard-terms rental 10 days ahead, paid with `card`, cancelled by its renter: everything comes back. */
  async function cancelledPaidWith(card: typeof REFUND_PENDING_CARD | typeof REFUND_FAILS_CARD) {
    const item = await insertItem(db, owner.id, { pricePerDay: '100.00', cancellationTerms: 'standard' });
    const r = await insertRental(db, item, renter.id, day(10), day(11), 'confirmed');
    await payRental(app, testPayments!, renter.cookie, r.id, card);
    expect((await call('PUT', `/api/rentals/${r.id}/cancel`, renter.cookie)).statusCode).toBe(200);
    return r;
  }
  const refundOf = async (rentalId: number) => {
    const [payment] = await db.select().from(paymentRows).where(eq(paymentRows.rentalId, rentalId));
    return (await db.select().from(refunds).where(eq(refunds.paymentId, payment.id)))[0];
  };
  const paymentStatus = async (id: number) =>
    (await db.select({ s: rentals.paymentStatus }).from(rentals).where(eq(rentals.id, id)))[0].s;
  const refundNotices = (id: number) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, id), eq(notifications.type, 'refund_issued')));

  it('a refund the provider answers pending is not issued until it succeeds, then it is', async () => {
    const r = await cancelledPaidWith(REFUND_PENDING_CARD);
    expect(await refundOf(r.id)).toMatchObject({ status: 'processing', amount: 22_000 });
    expect(await paymentStatus(r.id)).toBe('paid');
    expect(await refundNotices(r.id)).toEqual([]);

    await advance('PT2M');
    expect((await refundOf(r.id)).status).toBe('succeeded');
    expect(await paymentStatus(r.id)).toBe('refunded');
    expect(await refundNotices(r.id)).toHaveLength(1);
  });

  it('a refund reported failed is retried with a new key, then listed for the admin, never counted', async () => {
    const r = await cancelledPaidWith(REFUND_FAILS_CARD);
    expect((await refundOf(r.id)).status).toBe('processing');
    await advance('PT2M');
    const retried = await refundOf(r.id);
    expect(retried.providerRetries).toBeGreaterThanOrEqual(1);
    expect(['pending', 'processing']).toContain(retried.status);

    for (let i = 0; i < 4 * MAX_REFUND_ATTEMPTS && (await refundOf(r.id)).status !== 'failed'; i++)
      await advance('PT5H');
    const failed = await refundOf(r.id);
    expect(failed.status).toBe('failed');
    expect(await paymentStatus(r.id)).toBe('paid');
    expect(await refundNotices(r.id)).toEqual([]);
    const listed = (await call('GET', '/api/admin/payments/failed', admin.cookie)).json();
    expect(listed.refunds).toEqual([expect.objectContaining({ id: failed.id, rentalId: r.id, amount: '220.00' })]);
  });
});
