import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { reviewReports, reviews } from '@/server/db/tables';
import { AppError, isUniqueViolation } from '@/server/lib/errors';
import { consumeUserLimit } from '@/server/limits/user-limits';
import { refreshRatings } from './ratings';

/**
 * The review under its row lock, as the party it is about may act on it: a review nobody else may see yet (not
 * published, or hidden) is 404 to everyone but its author, whom it is not about (403); a published one about
 * someone else is 403.
 */
async function lockReviewAbout(tx: DbOrTx, reviewId: number, userId: number) {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  if (!review) throw new AppError('NOT_FOUND');
  const visible = review.publishedAt !== null && review.hiddenAt === null;
  if (!visible && review.reviewerId !== userId) throw new AppError('NOT_FOUND');
  if (!visible || review.targetUserId !== userId) throw new AppError('FORBIDDEN');
  return review;
}

/** The reviewed party's one public answer to a published review (a second is 409 REVIEW_ALREADY_REPLIED). */
export async function replyToReview(db: Db, userId: number, reviewId: number, reply: string, now: Date) {
  await db.transaction(async (tx) => {
    const review = await lockReviewAbout(tx, reviewId, userId);
    if (review.reply !== null) throw new AppError('REVIEW_ALREADY_REPLIED');
    await consumeUserLimit(tx, 'reviews', userId, 1, now);
    await tx.update(reviews).set({ reply, repliedAt: now, updatedAt: now }).where(eq(reviews.id, reviewId));
  });
}

/**
 * The reviewed party reports a published review to the admins (issue 14 decides: keep or hide); once per reporter
 * (409 REVIEW_ALREADY_REPORTED). The review stays published until an admin hides it.
 */
export async function reportReview(
  db: Db,
  userId: number,
  reviewId: number,
  reason: string,
  now: Date,
): Promise<{ id: number; status: 'open' }> {
  try {
    return await db.transaction(async (tx) => {
      await lockReviewAbout(tx, reviewId, userId);
      const [earlier] = await tx
        .select({ id: reviewReports.id })
        .from(reviewReports)
        .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.reporterId, userId)));
      if (earlier) throw new AppError('REVIEW_ALREADY_REPORTED');
      await consumeUserLimit(tx, 'reviews', userId, 1, now);
      const [report] = await tx
        .insert(reviewReports)
        .values({ reviewId, reporterId: userId, reason, createdAt: now })
        .returning({ id: reviewReports.id });
      return { id: report.id, status: 'open' as const };
    });
  } catch (e) {
    if (isUniqueViolation(e, 'review_reports_review_reporter_idx')) throw new AppError('REVIEW_ALREADY_REPORTED');
    throw e;
  }
}

/**
 * Hides a review for good (an admin's decision on a report): the row stays, but it is never shown or counted again,
 * so the ratings of its item and of the user it is about are recomputed. A review already hidden is left as it is.
 * Runs in the caller's transaction, with the review's row locked by the caller.
 */
export async function hideReview(
  tx: DbOrTx,
  review: { id: number; itemId: number; targetUserId: number; hiddenAt: Date | null },
  now: Date,
): Promise<void> {
  if (review.hiddenAt !== null) return;
  await tx.update(reviews).set({ hiddenAt: now, updatedAt: now }).where(eq(reviews.id, review.id));
  await refreshRatings(tx, { itemIds: [review.itemId], userIds: [review.targetUserId] });
}
