import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { Item } from '@/shared/schemas/items';
import { reviews } from '@/server/db/tables';
import { refreshRatings } from '@/server/features/reviews/public';
import { createTestApp } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser, ratedBy, ratingsAveraging } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);

describe('GET /api/items?sort=rating: the Bayesian score, then the count, then newest; unrated last', async () => {
  const { app, db } = await createTestApp();
  const get = async (query: string) => {
    const res = await app.inject(`/api/items?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json<Item[]>();
  };
  const names = async (query: string) => (await get(query)).map((i) => i.name);
  const owner = await insertUser(db);

  it('puts forty reviews averaging 4.8 before one 5-star review, in a browse and in a text search', async () => {
    // Inserted oldest first: without the score, the newest (the single 5) would lead.
    await insertItem(db, owner.id, { name: 'Grill węglowy bez ocen', location: 'Kalisz' });
    await insertItem(db, owner.id, { name: 'Grill gazowy', location: 'Kalisz', ...ratedBy(ratingsAveraging(4.8, 40)) });
    await insertItem(db, owner.id, { name: 'Grill elektryczny', location: 'Kalisz', ...ratedBy([5]) });
    await insertItem(db, owner.id, { name: 'Grill nowy bez ocen', location: 'Kalisz' });
    const expected = ['Grill gazowy', 'Grill elektryczny', 'Grill nowy bez ocen', 'Grill węglowy bez ocen'];
    // Browse (SQL) and text search (the in-memory index) agree.
    expect(await names('location=Kalisz&sort=rating')).toEqual(expected);
    expect(await names('q=grill&sort=rating')).toEqual(expected);
    const [gas, electric] = await get('location=Kalisz&sort=rating');
    expect(gas).toMatchObject({ rating: '4.80', reviewCount: 40 });
    expect(electric).toMatchObject({ rating: '5.00', reviewCount: 1 });
  });

  it('reorders at once when reviews are published (refreshRatings in the publishing transaction)', async () => {
    const renter = await insertUser(db);
    await insertItem(db, owner.id, { name: 'Pompka stara', location: 'Sopot', ...ratedBy([4, 4]) });
    const fresh = await insertItem(db, owner.id, { name: 'Pompka nowa', location: 'Sopot' });
    // Load the index and its caches at this version first.
    expect(await names('q=pompka&sort=rating')).toEqual(['Pompka stara', 'Pompka nowa']);

    // Three completed rentals of the new pump, each with a 5-star item review still blind (unpublished).
    const written: number[] = [];
    for (let i = 0; i < 3; i++) {
      const rental = await insertRental(db, fresh, renter.id, day(-20 + i * 3), day(-19 + i * 3), 'completed');
      const [review] = await db
        .insert(reviews)
        .values({
          itemId: fresh.id,
          reviewerId: renter.id,
          rentalId: rental.id,
          rating: 5,
          comment: 'Świetna pompka',
          reviewType: 'item',
          targetUserId: owner.id,
        })
        .returning();
      written.push(review.id);
    }
    // An unpublished review counts nowhere, not even once the ratings are recomputed.
    await db.transaction((tx) => refreshRatings(tx, { itemIds: [fresh.id] }));
    expect(await names('q=pompka&sort=rating')).toEqual(['Pompka stara', 'Pompka nowa']);
    expect(await names('location=Sopot&sort=rating')).toEqual(['Pompka stara', 'Pompka nowa']);

    // Published: the score (20 + 15) / 8 = 4.375 beats (20 + 8) / 7 = 4.0, in both answers.
    await db.transaction(async (tx) => {
      await tx.update(reviews).set({ publishedAt: new Date() }).where(inArray(reviews.id, written));
      await refreshRatings(tx, { itemIds: [fresh.id] });
    });
    expect(await names('q=pompka&sort=rating')).toEqual(['Pompka nowa', 'Pompka stara']);
    expect(await names('location=Sopot&sort=rating')).toEqual(['Pompka nowa', 'Pompka stara']);
    const [first] = await get('q=pompka&sort=rating');
    expect(first).toMatchObject({ id: fresh.id, rating: '5.00', reviewCount: 3 });

    // Hidden by an admin: it stops counting, and the order follows.
    await db.transaction(async (tx) => {
      await tx
        .update(reviews)
        .set({ hiddenAt: new Date() })
        .where(inArray(reviews.id, written.slice(1)));
      await refreshRatings(tx, { itemIds: [fresh.id] });
    });
    const pumps = await get('q=pompka&sort=rating');
    expect(pumps.map((i) => i.name)).toEqual(['Pompka nowa', 'Pompka stara']);
    expect(pumps[0]).toMatchObject({ rating: '5.00', reviewCount: 1 });
    await db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, written[0]));
    await db.transaction((tx) => refreshRatings(tx, { itemIds: [fresh.id] }));
    expect(await names('q=pompka&sort=rating')).toEqual(['Pompka stara', 'Pompka nowa']);
    expect((await get(`q=pompka&sort=rating`))[1]).toMatchObject({ rating: '0.00', reviewCount: 0 });
  });
});
