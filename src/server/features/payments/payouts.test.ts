import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { reconciles, TEST_FAILING_IBAN, TEST_WORKING_IBAN } from '@/shared/domain/payouts';
import { toGrosze } from '@/shared/domain/pricing';
import { PaymentProviderError, type PaymentProvider } from '@/server/adapters/payments/provider';
import {
  notifications,
  payments as paymentRows,
  payouts,
  refunds,
  rentals,
  testProviderTransferReversals,
  testProviderTransfers,
  users,
} from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { processJobs, PAYOUTS_QUEUE } from '@/server/process/jobs';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { payRental } from '@/server/test/pay-rental';
import { testDeps } from '@/server/test/test-deps';

const H = 3_600_000;
const silent = { error: () => {} };
const payoutJob = processJobs.find((j) => j.queue === PAYOUTS_QUEUE)!;

describe('owners get paid: payout accounts, transfers after the return, earnings', async () => {
  const { app, db, config, testPayments, clock, deps } = await createTestApp();
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const provider = testPayments;
  const renter = await registerUser(app);
  const stranger = await registerUser(app);
  const admin = await registerUser(app);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const day = (n: number) => addDays(todayIso(clock.now()), n);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });

  /** An owner with a payout account set up through the test provider's onboarding (`iban` decides its fate). */
  async function ownerWithAccount(iban: string | null = TEST_WORKING_IBAN) {
    const owner = await registerUser(app);
    if (iban) await onboard(owner.cookie, iban);
    return owner;
  }
  async function onboard(cookie: string, iban: string) {
    const link = await call('POST', '/api/payouts/account', cookie, { lang: 'en' });
    expect(link.statusCode).toBe(200);
    return call('POST', '/api/payments/test-provider/onboarding', null, {
      url: link.json().url,
      legalName: 'Jan Kowalski',
      dateOfBirth: '1990-05-01',
      address: 'ul. Prosta 1',
      city: 'Warszawa',
      postalCode: '00-001',
      iban,
    });
  }

  /** 100,00 zł a day for 3 days: subtotal 300,00, fee 30,00, deposit 200,00: 530,00 paid; started (from the past). */
  async function paidRental(ownerId: number, opts: { start?: number; terms?: 'strict' | 'standard' } = {}) {
    const start = opts.start ?? -3;
    const item = await insertItem(db, ownerId, { pricePerDay: '100.00', cancellationTerms: opts.terms ?? 'standard' });
    const r = await insertRental(db, item, renter.id, day(start), day(start + 2), 'confirmed');
    await db.update(rentals).set({ damageDeposit: '200.00' }).where(eq(rentals.id, r.id));
    await payRental(app, provider, renter.cookie, r.id);
    return r;
  }
  async function completed(owner: { id: number; cookie: string }) {
    const r = await paidRental(owner.id);
    const done = await call('PUT', `/api/rentals/${r.id}/complete`, owner.cookie);
    expect(done.statusCode).toBe(200);
    return r;
  }
  const payoutOf = async (rentalId: number) =>
    (await db.select().from(payouts).where(eq(payouts.rentalId, rentalId)))[0];
  const runJob = (at: Date, d = deps) => payoutJob.run(d, at, silent);
  const later = (hours: number) => new Date(clock.now().getTime() + hours * H);
  const transfersOf = (rentalId: number) =>
    db
      .select()
      .from(testProviderTransfers)
      .where(eq(testProviderTransfers.transferGroup, `rental_${rentalId}`));

  it('a paid rental has an upcoming payout of its price without the fee; sent 48 h after the return, not before', async () => {
    const owner = await ownerWithAccount();
    const r = await completed(owner);
    expect(await payoutOf(r.id)).toMatchObject({ status: 'upcoming', amount: 30_000, ownerId: owner.id });
    expect((await payoutOf(r.id)).dueAt).not.toBeNull();

    await runJob(later(47));
    expect((await payoutOf(r.id)).status).toBe('upcoming');
    expect(await transfersOf(r.id)).toEqual([]);

    await runJob(later(49));
    const sent = await payoutOf(r.id);
    expect(sent).toMatchObject({ status: 'sent', amount: 30_000, transferredAmount: 30_000 });
    const [transfer] = await transfersOf(r.id);
    expect(transfer).toMatchObject({ amount: 30_000, sourceIntentId: (await paymentOf(r.id)).providerIntentId });

    const list = await call('GET', '/api/payouts', owner.cookie);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: sent.id,
        rentalId: r.id,
        amount: '300.00',
        status: 'sent',
        sentAt: expect.any(String),
      }),
    ]);
    const told = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.relatedId, r.id), eq(notifications.type, 'payout_sent')));
    expect(told).toEqual([{ userId: owner.id }]);
    const earnings = (await call('GET', '/api/earnings', owner.cookie)).json();
    expect(earnings).toMatchObject({ upcoming: '0.00', waiting: '0.00', paidOut: '300.00' });
    expect(earnings.byItem).toEqual([expect.objectContaining({ rentals: 1, days: 3, amount: '300.00' })]);
    expect(earnings.byMonth).toHaveLength(12);
  });

  it('two runs of the job (and two at once) make one transfer', async () => {
    const owner = await ownerWithAccount();
    const r = await completed(owner);
    await Promise.all([runJob(later(49)), runJob(later(49))]);
    await runJob(later(50));
    expect(await transfersOf(r.id)).toHaveLength(1);
    expect((await payoutOf(r.id)).status).toBe('sent');
  });

  it('an owner without an account keeps the payout due; it goes at once when the account becomes active', async () => {
    const owner = await ownerWithAccount(null);
    const r = await completed(owner);
    await runJob(later(49));
    expect((await payoutOf(r.id)).status).toBe('due');
    expect((await call('GET', '/api/earnings', owner.cookie)).json()).toMatchObject({
      waiting: '300.00',
      paidOut: '0.00',
    });
    expect((await call('GET', '/api/payouts/account', owner.cookie)).json()).toMatchObject({
      status: 'none',
      setupNeeded: true,
    });

    const restricted = await onboard(owner.cookie, TEST_FAILING_IBAN);
    expect(restricted.json()).toMatchObject({ status: 'restricted' });
    await runJob(later(50));
    expect((await payoutOf(r.id)).status).toBe('due');

    const active = await onboard(owner.cookie, TEST_WORKING_IBAN);
    expect(active.json()).toMatchObject({ status: 'active' });
    expect((await payoutOf(r.id)).status).toBe('sent');
    expect((await call('GET', '/api/payouts/account', owner.cookie)).json()).toMatchObject({
      status: 'active',
      provider: 'test',
      bankLast4: TEST_WORKING_IBAN.slice(-4),
      setupNeeded: false,
    });
  });

  it('the onboarding checks the IBAN (400 in the language asked), the link is one-time, and the failing IBAN restricts', async () => {
    const owner = await registerUser(app);
    expect((await call('GET', '/api/payouts/account', owner.cookie)).json()).toMatchObject({
      status: 'none',
      provider: null,
      bankLast4: null,
      setupNeeded: false,
    });
    const { url } = (await call('POST', '/api/payouts/account', owner.cookie, { lang: 'pl' })).json();
    const body = {
      url,
      legalName: 'Jan Kowalski',
      dateOfBirth: '1990-05-01',
      address: 'ul. Prosta 1',
      city: 'Warszawa',
      postalCode: '00-001',
    };
    const wrong = await call('POST', '/api/payments/test-provider/onboarding', null, {
      ...body,
      iban: 'PL61109010140000071219812875',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.iban).toBe('Invalid account number: check the digits (the checksum does not match)');
    const young = await call('POST', '/api/payments/test-provider/onboarding', null, {
      ...body,
      dateOfBirth: day(-365),
      iban: TEST_WORKING_IBAN,
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().fields.dateOfBirth).toBeDefined();

    const failing = await call('POST', '/api/payments/test-provider/onboarding', null, {
      ...body,
      iban: TEST_FAILING_IBAN,
    });
    expect(failing.json()).toEqual({
      status: 'restricted',
      returnUrl: 'http://localhost:3000/wyplaty?onboarding=done',
    });
    const again = await call('POST', '/api/payments/test-provider/onboarding', null, {
      ...body,
      iban: TEST_WORKING_IBAN,
    });
    expect(again.statusCode).toBe(404);
    const account = (await call('GET', '/api/payouts/account', owner.cookie)).json();
    expect(account).toMatchObject({ status: 'restricted', requirements: ['external_account'] });
    expect(account.restrictedReason).toBeTruthy();
  });

  it('a visitor gets 401; a user sees only their own payouts and earnings', async () => {
    const owner = await ownerWithAccount();
    await completed(owner);
    for (const url of ['/api/payouts', '/api/earnings', '/api/earnings.csv', '/api/payouts/account'])
      expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/payouts/account', null, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/payouts', stranger.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/earnings', stranger.cookie)).json()).toMatchObject({
      upcoming: '0.00',
      waiting: '0.00',
      paidOut: '0.00',
      byItem: [],
    });
  });

  it('the CSV has a header in the language asked and one row per payout', async () => {
    const owner = await ownerWithAccount();
    const r = await completed(owner);
    const csv = await call('GET', '/api/earnings.csv?lang=pl', owner.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('zarobki.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Wypłata,Wynajem,Przedmiot,Od,Do,Dni,Kwota (zł),Status,Utworzona,Wysłana,Na koncie bankowym');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${r.id},`);
    expect(lines[1]).toContain(',300.00,Nadchodząca,');
  });

  it('a renter cancelling a strict rental late leaves the owner the kept price, paid 48 h after the cancellation', async () => {
    const owner = await ownerWithAccount();
    const late = await paidRental(owner.id, { start: 1, terms: 'strict' });
    const res = await call('PUT', `/api/rentals/${late.id}/cancel`, renter.cookie);
    expect(res.statusCode).toBe(200);
    // Only the deposit came back: the owner keeps the whole price.
    expect(await payoutOf(late.id)).toMatchObject({ status: 'upcoming', amount: 30_000 });
    await runJob(later(47));
    expect((await payoutOf(late.id)).status).toBe('upcoming');
    await runJob(later(49));
    expect(await payoutOf(late.id)).toMatchObject({ status: 'sent', amount: 30_000 });

    // Three days before: half the price back, half kept.
    const half = await paidRental(owner.id, { start: 4, terms: 'strict' });
    await call('PUT', `/api/rentals/${half.id}/cancel`, renter.cookie);
    expect(await payoutOf(half.id)).toMatchObject({ status: 'upcoming', amount: 15_000 });

    // The owner cancelling refunds everything: no payout.
    const mine = await paidRental(owner.id, { start: 6 });
    await call('PUT', `/api/rentals/${mine.id}/cancel`, owner.cookie);
    expect(await payoutOf(mine.id)).toBeUndefined();
  });

  it('an admin refund after the transfer reverses the owner part; before it, the payout is smaller', async () => {
    const owner = await ownerWithAccount();
    const r = await completed(owner);
    await runJob(later(49));
    expect((await payoutOf(r.id)).status).toBe('sent');

    const refund = (amount: unknown, cookie: string | null = admin.cookie, id = r.id) =>
      call('POST', `/api/admin/rentals/${id}/refund`, cookie, { amount, reason: 'The drill was broken' });
    expect((await refund(10, owner.cookie)).statusCode).toBe(403);
    expect((await refund(10, null)).statusCode).toBe(401);
    expect((await refund(10, admin.cookie, 999_999)).statusCode).toBe(404);
    expect((await refund(-5)).statusCode).toBe(400);
    // 300 + 30 + 200 paid, nothing back yet (the deposit is released by the refunds job): 530 left.
    const tooMuch = await refund(530.01);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_TOO_LARGE' });

    const done = await refund('100.00');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ amount: '100.00', payout: { amount: '200.00', status: 'reversed' } });
    const [reversal] = await db
      .select()
      .from(testProviderTransferReversals)
      .where(eq(testProviderTransferReversals.transferId, (await payoutOf(r.id)).providerTransferId!));
    expect(reversal.amount).toBe(10_000);
    expect((await call('GET', '/api/payouts', owner.cookie)).json()[0]).toMatchObject({
      status: 'reversed',
      amount: '200.00',
    });
    expect(await reconciledRental(r.id)).toBe(true);

    // Before the transfer: the payout is simply smaller.
    const other = await completed(owner);
    await refund(50, admin.cookie, other.id);
    expect(await payoutOf(other.id)).toMatchObject({ status: 'upcoming', amount: 25_000 });
    await runJob(later(49));
    expect(await payoutOf(other.id)).toMatchObject({ status: 'sent', amount: 25_000 });
    const [t] = await transfersOf(other.id);
    expect(t.amount).toBe(25_000);
    expect(await reconciledRental(other.id)).toBe(true);
  });

  it('a chargeback after the transfer reverses the owner part, once however often the event comes', async () => {
    const owner = await ownerWithAccount();
    const r = await completed(owner);
    await runJob(later(49));
    const payment = await paymentOf(r.id);
    const event = provider.signEvent({
      id: `evt_dispute_${r.id}`,
      object: 'event',
      type: 'charge.dispute.funds_withdrawn',
      created: Math.floor(clock.now().getTime() / 1000),
      data: {
        object: { object: 'dispute', id: `dp_${r.id}`, amount: 12_000, payment_intent: payment.providerIntentId },
      },
    });
    for (let i = 0; i < 2; i++) {
      const hook = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: event.rawBody,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      expect(hook.statusCode).toBe(200);
    }
    expect(await payoutOf(r.id)).toMatchObject({ status: 'reversed', amount: 18_000 });
    const reversals = await db
      .select()
      .from(testProviderTransferReversals)
      .where(eq(testProviderTransferReversals.transferId, (await payoutOf(r.id)).providerTransferId!));
    expect(reversals.map((x) => x.amount)).toEqual([12_000]);
    const back = await db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(back).toEqual([expect.objectContaining({ reason: 'chargeback', status: 'succeeded', ownerPart: 12_000 })]);
    expect(await reconciledRental(r.id)).toBe(true);
  });

  it('a failing transfer is retried; refused for good it is failed, listed for the admin, and the admin retries it', async () => {
    const owner = await ownerWithAccount();
    const r = await completed(owner);
    let failure: PaymentProviderError | null = new PaymentProviderError('Stripe is down', 'unavailable', true);
    const flaky: PaymentProvider = {
      ...provider,
      createTransfer: (input) => (failure ? Promise.reject(failure) : provider.createTransfer(input)),
    };
    const flakyDeps = testDeps({ db, config, payments: flaky, clock });
    await runJob(later(49), flakyDeps);
    // Tried at the release and again by the drain (its `now` is 49 h on, past the first backoff): still due.
    expect(await payoutOf(r.id)).toMatchObject({ status: 'due', lastError: 'Stripe is down' });
    expect((await payoutOf(r.id)).attempts).toBeGreaterThan(0);
    failure = new PaymentProviderError('No such destination', 'invalid_request', false);
    await runJob(later(60), flakyDeps);
    expect((await payoutOf(r.id)).status).toBe('failed');
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, r.id), eq(notifications.type, 'payout_failed')));
    expect(told.map((n) => n.userId)).toEqual([owner.id]);
    const listed = (await call('GET', '/api/admin/payments/failed', admin.cookie)).json();
    expect(listed.payouts.map((p: { rentalId: number }) => p.rentalId)).toContain(r.id);
    expect((await call('GET', '/api/admin/payments/failed', owner.cookie)).statusCode).toBe(403);
    expect(await transfersOf(r.id)).toEqual([]);

    const retried = await call('POST', `/api/admin/payouts/${(await payoutOf(r.id)).id}/retry`, admin.cookie);
    expect(retried.json()).toMatchObject({ status: 'sent' });
    expect(await transfersOf(r.id)).toHaveLength(1);
    expect((await call('POST', `/api/admin/payouts/${(await payoutOf(r.id)).id}/retry`, admin.cookie)).statusCode).toBe(
      409,
    );
  });

  it('asks the owner to set payouts up once, when their first request is accepted', async () => {
    const owner = await ownerWithAccount(null);
    for (let i = 0; i < 2; i++) {
      const item = await insertItem(db, owner.id);
      const pending = await insertRental(db, item, renter.id, day(10 + i * 5), day(11 + i * 5), 'pending');
      expect((await call('PUT', `/api/rentals/${pending.id}/accept`, owner.cookie)).statusCode).toBe(200);
    }
    const asked = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'payout_setup_needed')));
    expect(asked).toHaveLength(1);
  });

  it('every rental reconciles: paid = owner share + fee + deposit, less refunds', async () => {
    const owner = await ownerWithAccount();
    const ids: number[] = [];
    for (const [start, terms, who] of [
      [5, 'strict', 'renter'],
      [1, 'strict', 'renter'],
      [5, 'standard', 'renter'],
      [5, 'standard', 'owner'],
    ] as const) {
      const r = await paidRental(owner.id, { start, terms });
      await call('PUT', `/api/rentals/${r.id}/cancel`, who === 'renter' ? renter.cookie : owner.cookie);
      ids.push(r.id);
    }
    const c = await completed(owner);
    await call('POST', `/api/admin/rentals/${c.id}/refund`, admin.cookie, { amount: 333, reason: 'Dispute' });
    ids.push(c.id);
    for (const id of ids) expect(await reconciledRental(id), `rental ${id}`).toBe(true);
  });

  async function paymentOf(rentalId: number) {
    return (await db.select().from(paymentRows).where(eq(paymentRows.rentalId, rentalId)))[0];
  }
  /** The rental's money from the database: the payment, its refunds (not failed) and the payout's share. */
  async function reconciledRental(rentalId: number): Promise<boolean> {
    const [rental] = await db.select().from(rentals).where(eq(rentals.id, rentalId));
    const payment = await paymentOf(rentalId);
    const rows = (await db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).filter(
      (x) => x.status !== 'failed',
    );
    const payout = await payoutOf(rentalId);
    const owner = rows.reduce((s, x) => s + x.ownerPart, 0);
    if ((payout?.amount ?? 0) !== Math.max(0, toGrosze(rental.subtotal) - owner)) return false;
    return reconciles({
      paid: payment.amount,
      subtotal: toGrosze(rental.subtotal),
      fee: toGrosze(rental.bookingFee),
      deposit: toGrosze(rental.damageDeposit),
      refunds: rows,
    });
  }
});
