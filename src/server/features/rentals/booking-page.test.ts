import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { paymentDeadline } from '@/shared/domain/payment-deadline';
import { insertItem } from '@/server/features/items/test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';

const day = (n: number) => addDays(todayIso(), n);
const CARD = { type: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const;

/** Issue 19 §1 and §8: GET /api/rentals/{id}, the booking page of both parties. */
describe('the booking page: GET /api/rentals/{id}', async () => {
  const { app, db } = await createTestApp();
  const owner = await registerUser(app);
  const renter = await registerUser(app);
  const stranger = await registerUser(app);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });

  const item = await insertItem(db, owner.id, {
    pricePerDay: '45.50',
    damageDeposit: '200.00',
    cancellationTerms: 'standard',
    flexibility: 'high',
    insuranceRequired: true,
  });
  const created = await call('POST', '/api/rentals', renter.cookie, {
    itemId: item.id,
    startDate: day(6),
    endDate: day(8),
    insuranceAccepted: true,
  });
  const rentalId: number = created.json().id;

  it('is for the renter and the owner only: a stranger gets 404, a visitor 401', async () => {
    expect((await call('GET', `/api/rentals/${rentalId}`, renter.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/rentals/${rentalId}`, owner.cookie)).statusCode).toBe(200);
    const other = await call('GET', `/api/rentals/${rentalId}`, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await call('GET', `/api/rentals/${rentalId}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/rentals/999999', renter.cookie)).statusCode).toBe(404);
  });

  it('names the money, the terms of the request, the deadline, the history and the contact once paid', async () => {
    // 3 days × 45,50 = 136,50; fee 13,65; total 150,15; deposit 200: 350,15 due now; the owner earns 136,50.
    const pending = (await call('GET', `/api/rentals/${rentalId}`, renter.cookie)).json();
    expect(pending).toMatchObject({
      subtotal: '136.50',
      bookingFee: '13.65',
      totalPrice: '150.15',
      damageDeposit: '200.00',
      amountDue: '350.15',
      ownerEarnings: '136.50',
      cancellationTerms: 'standard',
      flexibility: 'high',
      insuranceRequired: true,
      paymentDeadline: null,
      contact: null,
      paidAt: null,
    });
    expect(pending.history).toEqual([{ status: 'pending', at: expect.any(String), by: 'renter' }]);
    expect(pending.owner).toMatchObject({ id: owner.id, reviewCount: 0, isVerified: false });
    expect(Date.parse(pending.owner.memberSince)).not.toBeNaN();

    const accepted = (await call('PUT', `/api/rentals/${rentalId}/accept`, owner.cookie)).json();
    expect(accepted.history.map((h: { status: string; by: string }) => `${h.status}:${h.by}`)).toEqual([
      'pending:renter',
      'confirmed:owner',
    ]);
    const due = paymentDeadline(new Date(accepted.history[1].at), day(6)).toISOString();
    expect(accepted.paymentDeadline).toBe(due);
    expect(accepted.contact).toBeNull();

    const intent = (await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId })).json();
    expect(intent.amount).toBe(accepted.amountDue);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/test-provider/confirm',
      payload: { clientSecret: intent.clientSecret, paymentMethod: CARD },
    });
    expect(paid.statusCode).toBe(200);

    const asRenter = (await call('GET', `/api/rentals/${rentalId}`, renter.cookie)).json();
    expect(asRenter).toMatchObject({ paymentStatus: 'paid', amountPaid: '350.15', paymentDeadline: null });
    expect(asRenter.paidAt).not.toBeNull();
    expect(asRenter.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'confirmed', 'paid']);
    const times = asRenter.history.map((h: { at: string }) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Once paid each party sees the other's e-mail.
    expect(asRenter.contact).toEqual({ email: owner.email, phone: '+48 600100200' });
    const asOwner = (await call('GET', `/api/rentals/${rentalId}`, owner.cookie)).json();
    expect(asOwner.contact.email).toBe(renter.email);

    // The lists carry the same fields.
    const listed = (await call('GET', '/api/rentals/outgoing', renter.cookie)).json();
    expect(listed.find((r: { id: number }) => r.id === rentalId)).toMatchObject({
      amountDue: '350.15',
      ownerEarnings: '136.50',
      history: asRenter.history,
    });
  });
});
