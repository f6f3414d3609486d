import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewDeadline } from '@/shared/domain/reviews';
import { notifications, rentals, reviewReports, reviews, users } from '@/server/db/tables';
import { storedNoticeText } from '@/server/features/notifications/public';
import { consumeUserLimit, USER_LIMITS } from '@/server/limits/user-limits';
import { createTestApp } from '@/server/test/test-app';
import { reviewWorld } from '@/server/test/review-world';

describe('reviews through the API', async () => {
  const { app, db } = await createTestApp();
  const { person, call, rentalOf, write } = reviewWorld(app, db);

  const post = (cookie: string | null, body: object) => call('POST', '/api/reviews', cookie, body);
  /** Type and message of the notices, rendered in both languages. */
  const noticesOf = async (userId: number, rentalId: number) =>
    (
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.relatedId, rentalId)))
    ).map((n) => ({
      type: n.type,
      message: `${storedNoticeText(n, 'pl').message} ${storedNoticeText(n, 'en').message}`,
    }));

  describe('POST /api/reviews: who may write what, and when', () => {
    it('a visitor is 401; a stranger or an unknown rental 404', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const stranger = await person('Piotr', 'Obcy');
      const { rental } = await rentalOf(owner, renter);
      const body = { rentalId: rental.id, rating: 5, comment: 'Super' };
      expect((await post(null, body)).statusCode).toBe(401);
      const res = await post(stranger.cookie, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect((await post(renter.cookie, { ...body, rentalId: 2_000_000 })).statusCode).toBe(404);
    });

    it('a pending, confirmed or active rental is 409 REVIEW_RENTAL_NOT_COMPLETED, for both parties', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      for (const status of ['pending', 'confirmed', 'active'] as const) {
        const { rental } = await rentalOf(owner, renter, { status });
        for (const [cookie, reviewType] of [
          [renter.cookie, 'item'],
          [owner.cookie, 'renter'],
        ] as const) {
          const res = await post(cookie, { rentalId: rental.id, rating: 5, comment: 'Super', reviewType });
          expect(res.statusCode, status).toBe(409);
          expect(res.json()).toMatchObject({
            code: 'REVIEW_RENTAL_NOT_COMPLETED',
            message: 'A review can be written only once the rental is completed',
          });
        }
      }
      expect(await db.select().from(reviews).where(eq(reviews.reviewerId, renter.id))).toEqual([]);
    });

    it('the owner never writes item or owner reviews (the default type is item); the renter never a renter review: 403', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental } = await rentalOf(owner, renter);
      for (const reviewType of ['item', 'owner', undefined]) {
        const res = await post(owner.cookie, { rentalId: rental.id, rating: 5, comment: 'Mój przedmiot', reviewType });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('REVIEW_TYPE_NOT_ALLOWED');
      }
      const res = await post(renter.cookie, {
        rentalId: rental.id,
        rating: 5,
        comment: 'O sobie',
        reviewType: 'renter',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('REVIEW_TYPE_NOT_ALLOWED');
    });

    it('once per rental and type: a second is 409 REVIEW_ALREADY_WRITTEN, also when both arrive at once', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental } = await rentalOf(owner, renter);
      await write(renter.cookie, rental.id, 'item');
      const again = await post(renter.cookie, { rentalId: rental.id, rating: 1, comment: 'Jeszcze raz' });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('REVIEW_ALREADY_WRITTEN');

      const { rental: other } = await rentalOf(owner, renter);
      const body = { rentalId: other.id, rating: 4, comment: 'Naraz', reviewType: 'owner' };
      const both = await Promise.all([post(renter.cookie, body), post(renter.cookie, body), post(renter.cookie, body)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      expect(both.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
        'REVIEW_ALREADY_WRITTEN',
        'REVIEW_ALREADY_WRITTEN',
      ]);
    });

    it('a rating that is not a whole number from 1 to 5 is 400 with the field, in the request’s language', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental } = await rentalOf(owner, renter);
      const base = { rentalId: rental.id, comment: 'Super' };
      for (const rating of [0, 6, 4.5, '5', null, -1]) {
        const res = await post(renter.cookie, { ...base, rating });
        expect(res.statusCode, String(rating)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(res.json().fields.rating).toMatch(
          /^(The rating must be a whole number from 1 to 5|Please select a rating)$/,
        );
      }
      const missing = await post(renter.cookie, base);
      expect(missing.json().fields).toEqual({ rating: 'Please select a rating' });
      const pl = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        payload: { ...base, rating: 6 },
        headers: { cookie: renter.cookie, 'accept-language': 'pl' },
      });
      expect(pl.json().fields).toEqual({ rating: 'Ocena musi być liczbą całkowitą od 1 do 5' });
      expect(await db.select().from(reviews).where(eq(reviews.rentalId, rental.id))).toEqual([]);
    });

    it('a comment is required, trimmed, at most 2000 characters', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental } = await rentalOf(owner, renter);
      const base = { rentalId: rental.id, rating: 5 };
      for (const comment of ['', '   \n\t ', undefined, 5]) {
        const res = await post(renter.cookie, { ...base, comment });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields.comment).toBe('Please add a comment');
      }
      const long = await post(renter.cookie, { ...base, comment: 'x'.repeat(2001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toEqual({ comment: 'A comment can be at most 2,000 characters' });
      const ok = await post(renter.cookie, { ...base, comment: `  ${'ż'.repeat(2000)}  ` });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().comment).toBe('ż'.repeat(2000));
    });

    it('within 14 days of completion only: after the window 409 REVIEW_WINDOW_CLOSED', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental: late } = await rentalOf(owner, renter, { completedDaysAgo: 14.01 });
      const res = await post(renter.cookie, { rentalId: late.id, rating: 5, comment: 'Za późno' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('REVIEW_WINDOW_CLOSED');
      const owners = await post(owner.cookie, {
        rentalId: late.id,
        rating: 5,
        comment: 'Za późno',
        reviewType: 'renter',
      });
      expect(owners.json().code).toBe('REVIEW_WINDOW_CLOSED');
      const { rental: inTime } = await rentalOf(owner, renter, { completedDaysAgo: 13.9 });
      expect((await post(renter.cookie, { rentalId: inTime.id, rating: 5, comment: 'W porę' })).statusCode).toBe(201);
    });

    it('reviews, replies and reports share a per-account limit: past it 429 with Retry-After, nothing written', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental } = await rentalOf(owner, renter);
      await consumeUserLimit(db, 'reviews', renter.id, USER_LIMITS.reviews[0].limit, new Date());
      const res = await post(renter.cookie, { rentalId: rental.id, rating: 5, comment: 'Super' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().message).toMatch(/^Too many reviews, replies or reports sent/);
      expect(await db.select().from(reviews).where(eq(reviews.rentalId, rental.id))).toEqual([]);
      // A refused review counts nothing for the other party.
      expect(
        (await post(owner.cookie, { rentalId: rental.id, rating: 5, comment: 'Ok', reviewType: 'renter' })).statusCode,
      ).toBe(201);
    });

    it('the server decides item, reviewer and target: forged ones are ignored', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const stranger = await person('Piotr', 'Obcy');
      const { rental, item } = await rentalOf(owner, renter);
      const res = await post(renter.cookie, {
        rentalId: rental.id,
        rating: 4,
        comment: 'Dobrze',
        reviewType: 'owner',
        itemId: 999,
        reviewerId: stranger.id,
        targetUserId: stranger.id,
        publishedAt: new Date().toISOString(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        itemId: item.id,
        reviewerId: renter.id,
        targetUserId: owner.id,
        reviewType: 'owner',
        published: false,
        publishedAt: null,
      });
      const { rental: r2 } = await rentalOf(owner, renter);
      const byOwner = await post(owner.cookie, { rentalId: r2.id, rating: 3, comment: 'Ok', reviewType: 'renter' });
      expect(byOwner.json()).toMatchObject({ reviewerId: owner.id, targetUserId: renter.id });
    });

    it('names people as "Marta K.", a deleted account as an empty name; never an e-mail or a phone number', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('marta', 'łukasiewicz');
      const { rental } = await rentalOf(owner, renter);
      const res = await post(renter.cookie, { rentalId: rental.id, rating: 5, comment: 'Super', reviewType: 'owner' });
      expect(res.json().reviewer).toEqual({ id: renter.id, name: 'marta Ł.', profilePhotoUrl: null });
      expect(res.json().target.name).toBe('Olga N.');
      await write(owner.cookie, rental.id, 'renter');
      await db
        .update(users)
        .set({ firstName: null, lastName: null, deletedAt: new Date(), profilePhotoUrl: null })
        .where(eq(users.id, renter.id));
      const list = (await call('GET', `/api/users/${owner.id}/reviews`)).json();
      expect(list.reviews[0].reviewer).toEqual({ id: renter.id, name: '', profilePhotoUrl: null });
      const text = JSON.stringify(list);
      expect(text).not.toContain(owner.email);
      expect(text).not.toContain('@');
      expect(text).not.toMatch(/mobileNumber|phone|email/i);
    });
  });

  describe('blind publication', () => {
    it('an unpublished review leaks nowhere: lists, received, the item and the catalogue’s ratings; then both show', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental, item } = await rentalOf(owner, renter, { itemName: 'Kajak dwuosobowy' });
      const first = await write(renter.cookie, rental.id, 'item', 5, 'Świetny kajak');
      const second = await write(renter.cookie, rental.id, 'owner', 4, 'Miła właścicielka');
      expect([first.published, first.publishedAt, second.published]).toEqual([false, null, false]);

      const hidden = async () => {
        expect((await call('GET', `/api/items/${item.id}/reviews`)).json()).toMatchObject({ reviews: [], total: 0 });
        expect((await call('GET', `/api/users/${owner.id}/reviews`)).json()).toMatchObject({ reviews: [], total: 0 });
        for (const cookie of [owner.cookie, renter.cookie])
          expect((await call('GET', '/api/reviews/received', cookie)).json()).toMatchObject({ reviews: [], total: 0 });
        expect((await call('GET', '/api/reviews/given', owner.cookie)).json().total).toBe(0);
        expect((await call('GET', `/api/items/${item.id}`)).json()).toMatchObject({ rating: '0.00', reviewCount: 0 });
        const listed = (await call('GET', `/api/items?sort=rating&ownerId=${owner.id}`)).json<
          { id: number; rating: string; reviewCount: number }[]
        >();
        expect(listed.find((i) => i.id === item.id)).toMatchObject({ rating: '0.00', reviewCount: 0 });
        expect((await call('GET', `/api/users/${owner.id}`)).json()).toMatchObject({ averageRating: '0.00' });
        expect((await call('GET', '/api/reviews/stats', owner.cookie)).json()).toMatchObject({ received: 0 });
      };
      await hidden();
      // Only the author sees it, marked unpublished.
      const given = (await call('GET', '/api/reviews/given', renter.cookie)).json();
      expect(given.reviews.map((r: { id: number; published: boolean }) => [r.id, r.published])).toEqual([
        [second.id, false],
        [first.id, false],
      ]);
      // The owner is told a review waits, without its content.
      const waiting = await noticesOf(owner.id, rental.id);
      expect(waiting.filter((n) => n.type === 'review_waiting')).toHaveLength(1);
      expect(JSON.stringify(waiting)).not.toContain('Świetny');

      // The owner writes theirs: everything publishes at once, with the ratings.
      const last = await write(owner.cookie, rental.id, 'renter', 3, 'Oddany w porządku');
      expect(last.published).toBe(true);
      const itemList = (await call('GET', `/api/items/${item.id}/reviews`)).json();
      expect(itemList).toMatchObject({ total: 1, reviews: [{ id: first.id, published: true, rating: 5 }] });
      expect(itemList.reviews[0].publishedAt).toBe(last.publishedAt);
      expect((await call('GET', `/api/items/${item.id}`)).json()).toMatchObject({ rating: '5.00', reviewCount: 1 });
      const listed = (await call('GET', `/api/items?sort=rating&ownerId=${owner.id}`)).json<{ id: number }[]>();
      expect(listed.find((i) => i.id === item.id)).toMatchObject({ rating: '5.00', reviewCount: 1 });
      expect((await call('GET', `/api/users/${owner.id}/reviews`)).json()).toMatchObject({
        total: 1,
        reviews: [{ id: second.id, reviewType: 'owner' }],
      });
      expect((await call('GET', `/api/users/${renter.id}/reviews`)).json()).toMatchObject({
        total: 1,
        reviews: [{ id: last.id, reviewType: 'renter', comment: 'Oddany w porządku' }],
      });
      expect((await call('GET', `/api/users/${owner.id}`)).json()).toMatchObject({ averageRating: '4.00' });
      const received = (await call('GET', '/api/reviews/received', owner.cookie)).json();
      expect(received.reviews.map((r: { id: number }) => r.id).sort()).toEqual([first.id, second.id].sort());
      for (const who of [owner, renter])
        expect((await noticesOf(who.id, rental.id)).filter((n) => n.type === 'reviews_published')).toHaveLength(1);
    });

    it('after publication a side’s remaining type publishes as soon as it is written, without a second notice', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental, item } = await rentalOf(owner, renter);
      await write(renter.cookie, rental.id, 'item', 4);
      expect((await write(owner.cookie, rental.id, 'renter', 5)).published).toBe(true);
      const late = await write(renter.cookie, rental.id, 'owner', 2);
      expect(late.published).toBe(true);
      expect((await call('GET', `/api/users/${owner.id}`)).json()).toMatchObject({ averageRating: '2.00' });
      expect((await call('GET', `/api/items/${item.id}`)).json()).toMatchObject({ rating: '4.00', reviewCount: 1 });
      expect((await noticesOf(renter.id, rental.id)).filter((n) => n.type === 'reviews_published')).toHaveLength(1);
    });

    it('two parties writing at the same moment still publish (the rental’s row lock orders them)', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      for (let i = 0; i < 5; i++) {
        const { rental } = await rentalOf(owner, renter);
        const [a, b] = await Promise.all([
          post(renter.cookie, { rentalId: rental.id, rating: 5, comment: 'Naraz', reviewType: 'item' }),
          post(owner.cookie, { rentalId: rental.id, rating: 5, comment: 'Naraz', reviewType: 'renter' }),
        ]);
        expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
        const rows = await db.select().from(reviews).where(eq(reviews.rentalId, rental.id));
        expect(rows.map((r) => r.publishedAt !== null)).toEqual([true, true]);
      }
    });
  });

  describe('replies and reports', () => {
    async function publishedPair() {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const stranger = await person('Piotr', 'Obcy');
      const { rental } = await rentalOf(owner, renter);
      const aboutOwner = await write(renter.cookie, rental.id, 'owner', 2, 'Spóźniła się');
      const aboutRenter = await write(owner.cookie, rental.id, 'renter', 5, 'Polecam');
      return { owner, renter, stranger, aboutOwner, aboutRenter };
    }

    it('the reviewed party answers a published review once; nobody else may', async () => {
      const { owner, renter, stranger, aboutOwner } = await publishedPair();
      const url = `/api/reviews/${aboutOwner.id}/reply`;
      expect((await call('POST', url, null, { reply: 'Przepraszam' })).statusCode).toBe(401);
      for (const cookie of [renter.cookie, stranger.cookie]) {
        const res = await call('POST', url, cookie, { reply: 'Nie moja' });
        expect(res.statusCode).toBe(403);
      }
      expect((await call('POST', url, owner.cookie, { reply: '   ' })).json().fields).toEqual({
        reply: 'A reply is required',
      });
      const res = await call('POST', url, owner.cookie, { reply: '  Przepraszam, korki.  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: aboutOwner.id, reply: 'Przepraszam, korki.' });
      expect(res.json().repliedAt).not.toBeNull();
      const again = await call('POST', url, owner.cookie, { reply: 'Jeszcze raz' });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('REVIEW_ALREADY_REPLIED');
      // The reply is public.
      const list = (await call('GET', `/api/users/${owner.id}/reviews`)).json();
      expect(list.reviews[0]).toMatchObject({ id: aboutOwner.id, reply: 'Przepraszam, korki.' });
      expect((await call('POST', '/api/reviews/2000000/reply', owner.cookie, { reply: 'x' })).statusCode).toBe(404);
    });

    it('an unpublished review cannot be answered or reported: 404 to the party it is about, 403 to its author', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental } = await rentalOf(owner, renter);
      const hidden = await write(renter.cookie, rental.id, 'owner', 1, 'Ukryta');
      for (const action of ['reply', 'report']) {
        const body = { reply: 'Odpowiedź', reason: 'Nieprawda' };
        expect((await call('POST', `/api/reviews/${hidden.id}/${action}`, owner.cookie, body)).statusCode).toBe(404);
        expect((await call('POST', `/api/reviews/${hidden.id}/${action}`, renter.cookie, body)).statusCode).toBe(403);
      }
      const [row] = await db.select().from(reviews).where(eq(reviews.id, hidden.id));
      expect(row.reply).toBeNull();
    });

    it('the reviewed party reports a published review once; it waits for an admin', async () => {
      const { owner, renter, stranger, aboutOwner } = await publishedPair();
      const url = `/api/reviews/${aboutOwner.id}/report`;
      for (const cookie of [renter.cookie, stranger.cookie])
        expect((await call('POST', url, cookie, { reason: 'Nieprawda' })).statusCode).toBe(403);
      expect((await call('POST', url, owner.cookie, { reason: '' })).json().fields).toEqual({
        reason: 'Give the reason for the report',
      });
      const res = await call('POST', url, owner.cookie, { reason: '  To nieprawda  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), status: 'open' });
      const again = await call('POST', url, owner.cookie, { reason: 'Znowu' });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('REVIEW_ALREADY_REPORTED');
      const rows = await db.select().from(reviewReports).where(eq(reviewReports.reviewId, aboutOwner.id));
      expect(rows).toMatchObject([{ reporterId: owner.id, reason: 'To nieprawda', status: 'open' }]);
      // Still shown until an admin decides.
      expect((await call('GET', `/api/users/${owner.id}/reviews`)).json().total).toBe(1);
    });
  });

  describe('lists, stats, pending and eligibility', () => {
    it('an item’s reviews: item reviews only, newest publication first, paged', async () => {
      const owner = await person('Olga', 'Nowak');
      const { item } = await rentalOf(owner, await person('Ala', 'Pierwsza'), { status: 'confirmed' });
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const renter = await person(`Renter${i}`, 'Test');
        const { rental } = await rentalOf(owner, renter, { item, rentedDaysAgo: 3 + i });
        ids.push((await write(renter.cookie, rental.id, 'item', 3 + i)).id);
        await write(renter.cookie, rental.id, 'owner', 5);
        await write(owner.cookie, rental.id, 'renter', 5);
      }
      const first = (await call('GET', `/api/items/${item.id}/reviews?limit=2`)).json();
      expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(first.reviews.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
      const second = (await call('GET', `/api/items/${item.id}/reviews?limit=2&page=2`)).json();
      expect(second.reviews.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
      expect(second.total).toBe(3);
      // Past the last page: no rows, and still the total of all of them.
      expect((await call('GET', `/api/items/${item.id}/reviews?limit=2&page=5`)).json()).toMatchObject({
        reviews: [],
        total: 3,
        page: 5,
      });
      expect((await call('GET', `/api/items/${item.id}/reviews?limit=51`)).statusCode).toBe(400);
      expect((await call('GET', '/api/items/2000000/reviews')).statusCode).toBe(404);
      expect((await call('GET', '/api/users/2000000/reviews')).statusCode).toBe(404);
      expect((await call('GET', `/api/items/${item.id}`)).json()).toMatchObject({ rating: '4.00', reviewCount: 3 });
      // A deleted item's reviews are gone with its page: 404, as its page is.
      await db.update(rentals).set({ status: 'completed' }).where(eq(rentals.itemId, item.id));
      expect((await call('DELETE', `/api/items/${item.id}`, owner.cookie)).statusCode).toBe(204);
      expect((await call('GET', `/api/items/${item.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/items/${item.id}/reviews`)).statusCode).toBe(404);
    });

    it('stats: the average of owner and renter reviews about me, received and given', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental } = await rentalOf(owner, renter);
      await write(renter.cookie, rental.id, 'item', 5);
      await write(renter.cookie, rental.id, 'owner', 3);
      expect((await call('GET', '/api/reviews/stats', owner.cookie)).json()).toEqual({
        averageRating: '0.00',
        ratingCount: 0,
        received: 0,
        given: 0,
      });
      await write(owner.cookie, rental.id, 'renter', 4);
      expect((await call('GET', '/api/reviews/stats', owner.cookie)).json()).toEqual({
        averageRating: '3.00',
        ratingCount: 1,
        received: 2,
        given: 1,
      });
      expect((await call('GET', '/api/reviews/stats', renter.cookie)).json()).toEqual({
        averageRating: '4.00',
        ratingCount: 1,
        received: 1,
        given: 2,
      });
      expect((await call('GET', '/api/reviews/stats')).statusCode).toBe(401);
    });

    it('pending: what I can still write, with the deadline and whether the other side wrote', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const { rental, item } = await rentalOf(owner, renter, { itemName: 'Rower górski' });
      await rentalOf(owner, renter, { completedDaysAgo: 15 });
      await rentalOf(owner, renter, { status: 'active' });
      const [row] = await db.select().from(rentals).where(eq(rentals.id, rental.id));
      const pendingOf = async (cookie: string) => (await call('GET', '/api/reviews/pending', cookie)).json().pending;

      expect(await pendingOf(renter.cookie)).toEqual([
        {
          rentalId: rental.id,
          role: 'renter',
          item: { id: item.id, name: 'Rower górski', imageUrl: '/images/placeholder.webp' },
          otherParty: { id: owner.id, name: 'Olga N.', profilePhotoUrl: null },
          startDate: rental.startDate,
          endDate: rental.endDate,
          completedAt: row.statusChangedAt?.toISOString(),
          deadline: reviewDeadline(row.statusChangedAt as Date).toISOString(),
          remainingTypes: ['item', 'owner'],
          otherPartyReviewed: false,
        },
      ]);
      await write(owner.cookie, rental.id, 'renter');
      expect(await pendingOf(owner.cookie)).toEqual([]);
      expect(await pendingOf(renter.cookie)).toMatchObject([
        { remainingTypes: ['item', 'owner'], otherPartyReviewed: true },
      ]);
      await write(renter.cookie, rental.id, 'item');
      expect(await pendingOf(renter.cookie)).toMatchObject([{ remainingTypes: ['owner'] }]);
      await write(renter.cookie, rental.id, 'owner');
      expect(await pendingOf(renter.cookie)).toEqual([]);
      expect((await call('GET', '/api/reviews/pending')).statusCode).toBe(401);
    });

    it('eligibility on the item page: can review, or why not', async () => {
      const owner = await person('Olga', 'Nowak');
      const renter = await person('Marta', 'Kowalska');
      const stranger = await person('Piotr', 'Obcy');
      const { item, rental } = await rentalOf(owner, renter, { status: 'active' });
      const of = async (cookie: string | null, id = item.id) =>
        call('GET', `/api/items/${id}/review-eligibility`, cookie);
      expect((await of(null)).statusCode).toBe(401);
      expect((await of(renter.cookie, 2_000_000)).statusCode).toBe(404);
      const no = (reason: string) => ({ canReview: false, reason, rentalId: null, remainingTypes: [], deadline: null });
      expect((await of(owner.cookie)).json()).toEqual(no('own_item'));
      expect((await of(stranger.cookie)).json()).toEqual(no('no_completed_rental'));
      expect((await of(renter.cookie)).json()).toEqual(no('no_completed_rental'));

      expect((await call('PUT', `/api/rentals/${rental.id}/complete`, owner.cookie)).statusCode).toBe(200);
      const can = (await of(renter.cookie)).json();
      expect(can).toMatchObject({
        canReview: true,
        reason: null,
        rentalId: rental.id,
        remainingTypes: ['item', 'owner'],
      });
      expect(Date.parse(can.deadline)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
      await write(renter.cookie, rental.id, 'item');
      expect((await of(renter.cookie)).json()).toMatchObject({ canReview: true, remainingTypes: ['owner'] });
      await write(renter.cookie, rental.id, 'owner');
      expect((await of(renter.cookie)).json()).toEqual(no('already_reviewed'));

      const late = await rentalOf(owner, renter, { completedDaysAgo: 20 });
      expect((await of(renter.cookie, late.item.id)).json()).toEqual(no('window_closed'));
    });
  });
});
