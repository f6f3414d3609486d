import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { startInstant } from '@/shared/domain/refunds';
import type { RentalStatus } from '@/shared/domain/rental-status';
import type { ProviderRefund } from '@/server/adapters/payments/provider';
import { notifications, refunds, rentals, testProviderRefunds } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { storedNoticeText } from '@/server/features/notifications/public';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { processJobs, REFUNDS_QUEUE } from '@/server/process/jobs';
import { payRental } from '@/server/test/pay-rental';
import { testDeps } from '@/server/test/test-deps';

const day = (n: number) => addDays(todayIso(), n);
const CARD_OK = { type: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const;
const H = 3_600_000;
const silent = { error: () => {} };

describe('refunds of cancelled paid rentals', async () => {
  const ctx = await createTestApp();
  const { app, db, config, testPayments } = ctx;
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const payments = testPayments;
  const owner = await registerUser(app);
  const renter = await registerUser(app);
  const stranger = await registerUser(app);

  afterEach(() => {
    vi.useRealTimers();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'pl', ...(cookie ? { cookie } : {}) } });
  /** 100,00 zł a day for 3 days: subtotal 300,00, fee 30,00, deposit 200,00: 530,00 paid. */
  async function paidRental(
    terms: 'strict' | 'standard' | 'flexible',
    start: number,
    status: RentalStatus = 'confirmed',
  ) {
    const item = await insertItem(db, owner.id, { pricePerDay: '100.00', cancellationTerms: terms });
    const r = await insertRental(db, item, renter.id, day(start), day(start + 2), status);
    await db.update(rentals).set({ damageDeposit: '200.00' }).where(eq(rentals.id, r.id));
    await payRental(app, payments, renter.cookie, r.id);
    return r;
  }
  const preview = (id: number, cookie = renter.cookie) => call('GET', `/api/rentals/${id}/refund-preview`, cookie);
  const cancel = (id: number, cookie = renter.cookie) => call('PUT', `/api/rentals/${id}/cancel`, cookie);
  const view = async (id: number) => (await call('GET', `/api/rentals/${id}`, renter.cookie)).json();

  /** Cancels as `who` and checks the preview, the refund at the provider, the view and the renter's notice. */
  async function cancelAndExpect(rentalId: number, who: 'renter' | 'owner', refund: string, paymentStatus: string) {
    if (who === 'renter') expect((await preview(rentalId)).json().refund).toBe(refund);
    const res = await cancel(rentalId, who === 'renter' ? renter.cookie : owner.cookie);
    expect(res.statusCode).toBe(200);
    const v = await view(rentalId);
    expect(v).toMatchObject({ status: 'cancelled', refundedAmount: refund, paymentStatus, amountPaid: '530.00' });
    const [row] = await db.select({ intent: rentals.paymentIntentId }).from(rentals).where(eq(rentals.id, rentalId));
    const atProvider = await db.select().from(testProviderRefunds).where(eq(testProviderRefunds.intentId, row.intent!));
    expect(atProvider.map((x) => x.amount)).toEqual([Math.round(Number(refund) * 100)]);
    const notice = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, rentalId), eq(notifications.type, 'refund_issued')));
    expect(notice).toHaveLength(1);
    expect(notice[0].userId).toBe(renter.id);
    // Read in Polish: the amount with a decimal comma.
    expect(storedNoticeText(notice[0], 'pl').message).toContain(`${refund.replace('.', ',')} zł`);
  }

  it('standard: everything 2 days before the start, the deposit only the day before', async () => {
    await cancelAndExpect((await paidRental('standard', 2)).id, 'renter', '530.00', 'refunded');
    await cancelAndExpect((await paidRental('standard', 1)).id, 'renter', '200.00', 'partially_refunded');
  });

  it('flexible: everything 2 days before (and 2:01 h before), the deposit only at 1:59 h before', async () => {
    await cancelAndExpect((await paidRental('flexible', 2)).id, 'renter', '530.00', 'refunded');
    const a = await paidRental('flexible', 4);
    const b = await paidRental('flexible', 4);
    const start = startInstant(day(4)).getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start - 2 * H - 60_000);
    await cancelAndExpect(a.id, 'renter', '530.00', 'refunded');
    vi.setSystemTime(start - 2 * H + 60_000);
    await cancelAndExpect(b.id, 'renter', '200.00', 'partially_refunded');
  });

  it('strict: half the rental price and the deposit 3 days before, the deposit only the day before', async () => {
    await cancelAndExpect((await paidRental('strict', 3)).id, 'renter', '350.00', 'partially_refunded');
    await cancelAndExpect((await paidRental('strict', 1)).id, 'renter', '200.00', 'partially_refunded');
  });

  it('strict with the clock at 48:01 and 47:59 hours before the start', async () => {
    const a = await paidRental('strict', 5);
    const b = await paidRental('strict', 5);
    const start = startInstant(day(5)).getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start - 48 * H - 60_000);
    expect((await preview(a.id)).json()).toEqual({
      refund: '350.00',
      rentalPart: '150.00',
      fee: '0.00',
      deposit: '200.00',
      rule: 'within_terms',
    });
    await cancelAndExpect(a.id, 'renter', '350.00', 'partially_refunded');
    vi.setSystemTime(start - 48 * H + 60_000);
    expect((await preview(b.id)).json()).toMatchObject({ refund: '200.00', rule: 'outside_terms' });
    await cancelAndExpect(b.id, 'renter', '200.00', 'partially_refunded');
  });

  it('the owner cancelling refunds everything, even under strict terms the day before', async () => {
    await cancelAndExpect((await paidRental('strict', 1)).id, 'owner', '530.00', 'refunded');
  });

  it('refund-preview: the renter only (owner 403, stranger 404, visitor 401), a cancellable rental only (409)', async () => {
    const r = await paidRental('standard', 4);
    expect((await preview(r.id, owner.cookie)).statusCode).toBe(403);
    expect((await preview(r.id, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/rentals/${r.id}/refund-preview`, null)).statusCode).toBe(401);
    const active = await paidRental('standard', 20);
    await db.update(rentals).set({ status: 'active' }).where(eq(rentals.id, active.id));
    expect((await preview(active.id)).statusCode).toBe(409);
    const item = await insertItem(db, owner.id);
    const unpaid = await insertRental(db, item, renter.id, day(30), day(31), 'pending');
    expect((await preview(unpaid.id)).json()).toMatchObject({ refund: '0.00', rule: 'nothing_paid' });
  });

  it('a provider outage leaves the refund pending; the job sends it later, once', async () => {
    const r = await paidRental('standard', 6);
    const real = payments.refund.bind(payments);
    const down = vi.spyOn(payments, 'refund').mockRejectedValue(new Error('provider unreachable'));
    expect((await cancel(r.id)).statusCode).toBe(200);
    expect((await view(r.id)).paymentStatus).toBe('paid');
    const [pending] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `refund:${r.id}:cancel`));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, amount: 53_000 });
    expect(pending.lastError).toContain('unreachable');
    const deps = testDeps({ db, config, payments });
    // Not due before its backoff.
    await deps.outboxes.refunds.drain(new Date(), silent);
    expect(down).toHaveBeenCalledTimes(1);
    down.mockImplementation((input): Promise<ProviderRefund> => real(input));
    const later = new Date(Date.now() + 2 * 60_000);
    await Promise.all([deps.outboxes.refunds.drain(later, silent), deps.outboxes.refunds.drain(later, silent)]);
    down.mockRestore();
    expect(await view(r.id)).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '530.00' });
    const [done] = await db.select().from(refunds).where(eq(refunds.id, pending.id));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('the deposit of a completed paid rental comes back 48 hours after completion, once, by the job', async () => {
    const r = await paidRental('standard', 7);
    const completedAt = new Date(Date.now() - 47 * H);
    await db.update(rentals).set({ status: 'completed', statusChangedAt: completedAt }).where(eq(rentals.id, r.id));
    const deps = testDeps({ db, config, payments });
    const job = processJobs.find((j) => j.queue === REFUNDS_QUEUE)!;
    await job.run(deps, new Date(), silent);
    expect(
      await db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, `refund:${r.id}:deposit`)),
    ).toEqual([]);
    const due = new Date(completedAt.getTime() + 48 * H);
    await Promise.all([job.run(deps, due, silent), job.run(deps, due, silent)]);
    await job.run(deps, new Date(due.getTime() + H), silent);
    expect(await view(r.id)).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: '200.00' });
    const rows = await db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `refund:${r.id}:deposit`));
    expect(rows).toMatchObject([{ status: 'succeeded', amount: 20_000, reason: 'deposit_release' }]);
    await expect(job.run(testDeps({ db, config }), due, silent)).rejects.toThrow(/provider/);
  });

  it('money arriving for a rental cancelled before its payment was seen goes back whole (a race)', async () => {
    const item = await insertItem(db, owner.id, { pricePerDay: '100.00' });
    const r = await insertRental(db, item, renter.id, day(40), day(42), 'confirmed');
    const intent = (await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId: r.id })).json();
    // Paid at the provider, its event not here yet, when the renter cancels: the intent cannot be cancelled any more,
    // so its state is applied at once and the money goes back.
    const outcome = await payments.confirm({ clientSecret: intent.clientSecret, paymentMethod: CARD_OK });
    expect((await cancel(r.id)).statusCode).toBe(200);
    expect(await view(r.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: '330.00',
    });
    // The late event changes nothing more.
    await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: outcome!.event!.rawBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': outcome!.event!.signature },
    });
    expect(await view(r.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: '330.00',
    });
  });
});
