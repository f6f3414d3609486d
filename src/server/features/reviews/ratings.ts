import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { bayesianScore, meanRating } from '@/shared/domain/reviews';
import type { DbOrTx } from '@/server/db/client';
import { items, reviews, users } from '@/server/db/tables';

/** Reviews that count: published and not hidden by an admin. */
export const countedReview = and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt));

/**
 * Recomputes the stored ratings from the counted reviews, in the caller's transaction (the one that published or
 * hid them): each item's `rating` (mean of its item reviews), `reviewCount` and Bayesian `ratingScore`; each user's
 * `averageRating` and `reviewCount` (their owner and renter reviews). Writing the item rows is what tells the
 * catalogue search (its triggers log the change), so an unpublished review never reaches the index.
 */
export async function refreshRatings(
  tx: DbOrTx,
  targets: { itemIds?: readonly number[]; userIds?: readonly number[] },
): Promise<void> {
  const itemIds = [...new Set(targets.itemIds ?? [])];
  const userIds = [...new Set(targets.userIds ?? [])];
  if (itemIds.length > 0) {
    const sums = await tx
      .select({ id: reviews.itemId, sum: sql<number>`sum(${reviews.rating})::int`, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(countedReview, eq(reviews.reviewType, 'item'), inArray(reviews.itemId, itemIds)))
      .groupBy(reviews.itemId);
    const byId = new Map(sums.map((s) => [s.id, s]));
    for (const id of itemIds) {
      const { sum = 0, n = 0 } = byId.get(id) ?? {};
      await tx
        .update(items)
        .set({ rating: meanRating(sum, n), reviewCount: n, ratingScore: bayesianScore(sum, n) })
        .where(eq(items.id, id));
    }
  }
  if (userIds.length > 0) {
    const sums = await tx
      .select({
        id: reviews.targetUserId,
        sum: sql<number>`sum(${reviews.rating})::int`,
        n: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(
        and(countedReview, inArray(reviews.reviewType, ['owner', 'renter']), inArray(reviews.targetUserId, userIds)),
      )
      .groupBy(reviews.targetUserId);
    const byId = new Map(sums.map((s) => [s.id, s]));
    for (const id of userIds) {
      const { sum = 0, n = 0 } = byId.get(id) ?? {};
      await tx
        .update(users)
        .set({ averageRating: meanRating(sum, n), reviewCount: n })
        .where(eq(users.id, id));
    }
  }
}
