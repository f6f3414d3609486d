import { describe, expect, it } from 'vitest';
import { todayIso } from '@/shared/domain/dates';
import { insertItem } from '@/server/features/items/test-fixtures';
import { reviewWorld } from '@/server/test/review-world';
import { createTestApp } from '@/server/test/test-app';

const CARD_OK = { type: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const;

describe('a rental through the public calls, then its reviews', async () => {
  const { app, db, testPayments } = await createTestApp();
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const payments = testPayments;
  const { person, call, write } = reviewWorld(app, db);

  it('request, accept, pay, complete; both write; published on the item and both profiles', async () => {
    const owner = await person('Olga', 'Nowak');
    const renter = await person('Marta', 'Kowalska');
    const item = await insertItem(db, owner.id, { name: 'Namiot', pricePerDay: '50.00' });
    const today = todayIso();
    const requested = await call('POST', '/api/rentals', renter.cookie, {
      itemId: item.id,
      startDate: today,
      endDate: today,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const rentalId = requested.json().id as number;
    expect((await call('PUT', `/api/rentals/${rentalId}/accept`, owner.cookie)).statusCode).toBe(200);
    // Not completed yet: nothing to review.
    const early = await call('POST', '/api/reviews', renter.cookie, { rentalId, rating: 5, comment: 'Za wcześnie' });
    expect(early.json().code).toBe('REVIEW_RENTAL_NOT_COMPLETED');

    const intent = await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId });
    const outcome = await payments.confirm({ clientSecret: intent.json().clientSecret, paymentMethod: CARD_OK });
    if (!outcome?.event) throw new Error('no payment event');
    const hook = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: outcome.event.rawBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': outcome.event.signature },
    });
    expect(hook.statusCode).toBe(200);
    expect((await call('GET', `/api/rentals/${rentalId}`, owner.cookie)).json().status).toBe('active');
    expect((await call('PUT', `/api/rentals/${rentalId}/complete`, owner.cookie)).statusCode).toBe(200);

    const pending = (await call('GET', '/api/reviews/pending', renter.cookie)).json().pending;
    expect(pending).toMatchObject([{ rentalId, remainingTypes: ['item', 'owner'] }]);
    const first = await write(renter.cookie, rentalId, 'item', 4, 'Suchy i czysty');
    expect(first.published).toBe(false);
    await write(owner.cookie, rentalId, 'renter', 5, 'Wzorowy najemca');
    expect((await call('GET', `/api/items/${item.id}/reviews`)).json()).toMatchObject({
      total: 1,
      reviews: [{ id: first.id, published: true, comment: 'Suchy i czysty', reviewer: { name: 'Marta K.' } }],
    });
    expect((await call('GET', `/api/items/${item.id}`)).json()).toMatchObject({ rating: '4.00', reviewCount: 1 });
    expect((await call('GET', `/api/users/${renter.id}`)).json()).toMatchObject({ averageRating: '5.00' });
  });
});
