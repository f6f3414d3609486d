import { reviewDeadline, reviewTypesFor, shouldPublish, type ReviewType } from '@/shared/domain/reviews';
import type { AppDeps } from '@/server/app-deps';
import { reviews } from '@/server/db/tables';
import { AppError, isUniqueViolation } from '@/server/lib/errors';
import { consumeUserLimit } from '@/server/limits/user-limits';
import { withEffects } from '@/server/effects/unit-of-work';
import { writeRentalNotices, type NoticeLog } from '@/server/features/notifications/public';
import { rentalParty } from '@/server/features/rentals/public';
import { publishRentalReviews, writtenTypesOf } from './publish';

export interface NewReview {
  rentalId: number;
  rating: number;
  comment: string;
  reviewType: ReviewType;
}

type ReviewDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'outboxes'>;

/**
 * A party of a completed rental reviews it (decision 0033), in one transaction under the rental's row lock, so two
 * parties writing at once take turns and the second one publishes both. Refusals in the house order: not a party
 * (or no such rental) 404; a type that is not this party's 403 REVIEW_TYPE_NOT_ALLOWED; then 409s: not completed,
 * already written, the window closed. After the write the blind rule decides: both sides have written (or this is
 * a side's second type after publication) → everything of the rental publishes now; else the other party learns a
 * review waits for them, without its content. Notices are written in the transaction, e-mailed after the commit.
 */
export async function createReview(
  deps: ReviewDeps,
  userId: number,
  input: NewReview,
  opts: { now?: Date; log?: NoticeLog } = {},
): Promise<number> {
  const now = opts.now ?? deps.clock.now();
  try {
    return await withEffects(
      deps,
      async (tx, fx) => {
        // Under the rental's row lock: every writer of one rental's reviews (both parties, the window job) takes turns.
        const { rental, role } = await rentalParty(tx, input.rentalId, { id: userId }, { lock: true });
        if (!reviewTypesFor(role).includes(input.reviewType)) throw new AppError('REVIEW_TYPE_NOT_ALLOWED');
        if (rental.status !== 'completed' || !rental.statusChangedAt) throw new AppError('REVIEW_RENTAL_NOT_COMPLETED');
        const written = (await writtenTypesOf(tx, [rental.id])).get(rental.id) ?? [];
        if (written.includes(input.reviewType)) throw new AppError('REVIEW_ALREADY_WRITTEN');
        if (now >= reviewDeadline(rental.statusChangedAt)) throw new AppError('REVIEW_WINDOW_CLOSED');
        // Counted with the review it lets through: a refused one counts nothing.
        await consumeUserLimit(tx, 'reviews', userId, 1, now);

        const [created] = await tx
          .insert(reviews)
          .values({
            itemId: rental.itemId,
            reviewerId: userId,
            rentalId: rental.id,
            rating: input.rating,
            comment: input.comment,
            reviewType: input.reviewType,
            targetUserId: input.reviewType === 'renter' ? rental.renterId : rental.ownerId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: reviews.id });
        const nowWritten = [...written, input.reviewType];
        if (shouldPublish(nowWritten, false)) {
          const { deliveries } = await publishRentalReviews(tx, deps.config, rental, now);
          fx.send('deliveries', deliveries);
          return created.id;
        }
        // The other side hears once that a review waits for theirs (a side's second type says nothing new).
        const mySideWroteBefore = written.some((t) => reviewTypesFor(role).includes(t));
        if (mySideWroteBefore) return created.id;
        const otherId = role === 'renter' ? rental.ownerId : rental.renterId;
        const deliveries = await writeRentalNotices(tx, deps.config, [
          {
            type: 'review_waiting',
            recipientId: otherId,
            rentalId: rental.id,
            dedupeKey: `review-waiting:${rental.id}:${otherId}`,
          },
        ]);
        fx.send('deliveries', deliveries);
        return created.id;
      },
      opts.log,
    );
  } catch (e) {
    // The row lock makes this unreachable in practice; the unique index still has the last word.
    if (isUniqueViolation(e, 'reviews_rental_type_idx')) throw new AppError('REVIEW_ALREADY_WRITTEN');
    throw e;
  }
}
