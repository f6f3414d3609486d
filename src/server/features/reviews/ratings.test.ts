import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, reviews, users } from '@/server/db/tables';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp } from '@/server/test/test-app';
import { refreshRatings } from './ratings';

describe('refreshRatings (ratings from counted reviews only)', async () => {
  const { db } = await createTestApp();

  /** An owner's item rented by `n` renters on separate past days, each rental completed. */
  async function rentedItem(n: number) {
    const owner = await insertUser(db);
    const item = await insertItem(db, owner.id);
    const renters = [];
    const rentalIds = [];
    for (let i = 0; i < n; i++) {
      const renter = await insertUser(db);
      const day = `2025-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}`;
      rentalIds.push((await insertRental(db, item, renter.id, day, day, 'completed')).id);
      renters.push(renter);
    }
    return { owner, item, renters, rentalIds };
  }
  const review = (
    w: Awaited<ReturnType<typeof rentedItem>>,
    i: number,
    type: 'item' | 'owner' | 'renter',
    rating: number,
    state: { published?: boolean; hidden?: boolean } = {},
  ) =>
    db.insert(reviews).values({
      itemId: w.item.id,
      rentalId: w.rentalIds[i],
      reviewerId: type === 'renter' ? w.owner.id : w.renters[i].id,
      targetUserId: type === 'renter' ? w.renters[i].id : w.owner.id,
      reviewType: type,
      rating,
      comment: 'Komentarz',
      publishedAt: state.published === false ? null : new Date(),
      hiddenAt: state.hidden ? new Date() : null,
    });
  const itemRow = async (id: number) => (await db.select().from(items).where(eq(items.id, id)))[0];
  const userRow = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

  it('the item: mean of its published item reviews, their count and the Bayesian score; unpublished and hidden ones do not count', async () => {
    const w = await rentedItem(5);
    await review(w, 0, 'item', 5);
    await review(w, 1, 'item', 4);
    await review(w, 2, 'item', 5);
    await review(w, 3, 'item', 1, { published: false });
    await review(w, 4, 'item', 1, { hidden: true });
    // Owner reviews are about the owner, not the item.
    await review(w, 0, 'owner', 1);
    await refreshRatings(db, { itemIds: [w.item.id] });
    const row = await itemRow(w.item.id);
    expect(row.rating).toBe('4.67');
    expect(row.reviewCount).toBe(3);
    // (5·4 + 14) / (5 + 3)
    expect(row.ratingScore).toBeCloseTo(34 / 8, 10);
  });

  it('a user: mean of the owner and renter reviews about them (never item reviews), hidden ones excluded', async () => {
    const w = await rentedItem(4);
    await review(w, 0, 'owner', 5);
    await review(w, 1, 'owner', 3);
    await review(w, 2, 'owner', 1, { hidden: true });
    await review(w, 3, 'item', 1);
    await review(w, 0, 'renter', 2);
    await refreshRatings(db, { userIds: [w.owner.id, w.renters[0].id, w.renters[1].id] });
    expect(await userRow(w.owner.id)).toMatchObject({ averageRating: '4.00', reviewCount: 2 });
    expect(await userRow(w.renters[0].id)).toMatchObject({ averageRating: '2.00', reviewCount: 1 });
    // Nothing about this renter: back to "no rating".
    expect(await userRow(w.renters[1].id)).toMatchObject({ averageRating: '0.00', reviewCount: 0 });
  });

  it('hiding the last review resets the item to no rating and no score', async () => {
    const w = await rentedItem(1);
    await review(w, 0, 'item', 5);
    await refreshRatings(db, { itemIds: [w.item.id] });
    expect(await itemRow(w.item.id)).toMatchObject({ rating: '5.00', reviewCount: 1 });
    await db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.itemId, w.item.id));
    await refreshRatings(db, { itemIds: [w.item.id] });
    expect(await itemRow(w.item.id)).toMatchObject({ rating: '0.00', reviewCount: 0, ratingScore: null });
  });
});
