import { and, eq, inArray, sql } from 'drizzle-orm';
import { meanRating } from '@/shared/domain/reviews';
import type { Review } from '@/shared/schemas/reviews';
import type { DbOrTx } from '@/server/db/client';
import { reviews } from '@/server/db/tables';
import { aboutUser, selectReviewPage } from './queries';
import { countedReview } from './ratings';
import { toReview } from './serialize';

/** A person's rating in one role, as the public profile shows it. */
export interface RoleRating {
  averageRating: string;
  reviewCount: number;
}

/**
 * A person's ratings as owner and as renter (issue 26 §4): each the mean of the reviews about them in that role that
 * count (published, not hidden: a blind review waiting for the other side is not one of them), with their number.
 * Computed from the reviews at read time, one grouped index scan (reviews_target_published_idx).
 */
export async function roleRatingsOf(
  db: DbOrTx,
  userId: number,
): Promise<{ asOwner: RoleRating; asRenter: RoleRating }> {
  const rows = await db
    .select({ type: reviews.reviewType, sum: sql<number>`sum(${reviews.rating})::int`, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(countedReview, eq(reviews.targetUserId, userId), inArray(reviews.reviewType, ['owner', 'renter'])))
    .groupBy(reviews.reviewType);
  const of = (type: 'owner' | 'renter'): RoleRating => {
    const { sum = 0, n = 0 } = rows.find((r) => r.type === type) ?? {};
    return { averageRating: meanRating(sum, n), reviewCount: n };
  };
  return { asOwner: of('owner'), asRenter: of('renter') };
}

/** One page of the published reviews about a person (as owner and as renter), newest first: GET /api/users/{id}/reviews. */
export async function reviewsAboutUser(
  db: DbOrTx,
  userId: number,
  page: { page: number; limit: number },
): Promise<{ reviews: Review[]; total: number }> {
  const { rows, total } = await selectReviewPage(db, aboutUser(userId), page);
  return { reviews: rows.map(toReview), total };
}
