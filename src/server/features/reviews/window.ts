import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { REVIEW_REMINDER_DAYS_BEFORE, REVIEW_WINDOW_DAYS } from '@/shared/domain/reviews';
import type { DbOrTx } from '@/server/db/client';
import { rentals, reviews } from '@/server/db/tables';
import { withEffects } from '@/server/effects/unit-of-work';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import { unsentNotices, writeRentalNotices, type RentalNotice } from '@/server/features/notifications/public';
import { publishRentalReviews } from './publish';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface ReviewWindowResult {
  /** Rentals whose reviews the closed window published. */
  published: number[];
  /** The reminders sent (one per party who had written nothing, once). */
  reminded: RentalNotice[];
}

/**
 * The review window by the clock (decision 0033), idempotent, run by the job queue with `now` passed in (tests move
 * it): every completed rental whose window has closed publishes the reviews it has, each in its own transaction
 * under the rental's row lock (a rental a party is writing to right now is skipped and taken next run); and a party
 * who has written nothing hears REVIEW_REMINDER_DAYS_BEFORE days before the close, once (its dedupe key).
 */
export async function runReviewWindow(deps: JobDeps, now: Date, log?: JobLog): Promise<ReviewWindowResult> {
  const { db, config } = deps;
  const closedBefore = daysBefore(now, REVIEW_WINDOW_DAYS);
  const due = await db
    .selectDistinct({ id: reviews.rentalId })
    .from(reviews)
    .innerJoin(rentals, eq(rentals.id, reviews.rentalId))
    .where(
      and(isNull(reviews.publishedAt), eq(rentals.status, 'completed'), lte(rentals.statusChangedAt, closedBefore)),
    );
  const published: number[] = [];
  for (const { id } of due) {
    const done = await withEffects(
      deps,
      async (tx, fx) => {
        const [rental] = await tx
          .select({ id: rentals.id, itemId: rentals.itemId, ownerId: rentals.ownerId, renterId: rentals.renterId })
          .from(rentals)
          .where(eq(rentals.id, id))
          .for('update', { skipLocked: true });
        if (!rental) return null;
        const outcome = await publishRentalReviews(tx, config, rental, now);
        fx.send('deliveries', outcome.deliveries);
        return outcome;
      },
      log,
    );
    if (done && done.published.length > 0) published.push(id);
  }

  const reminders = await dueReminders(db, now);
  await withEffects(
    deps,
    async (tx, fx) => fx.send('deliveries', await writeRentalNotices(tx, config, reminders)),
    log,
  );
  return { published: published.sort((a, b) => a - b), reminded: reminders };
}

/** Parties of rentals inside the reminder's last days who have written nothing for it and were not reminded. */
async function dueReminders(db: DbOrTx, now: Date): Promise<RentalNotice[]> {
  const rows = await db
    .select({ id: rentals.id, renterId: rentals.renterId, ownerId: rentals.ownerId })
    .from(rentals)
    .where(
      and(
        eq(rentals.status, 'completed'),
        gt(rentals.statusChangedAt, daysBefore(now, REVIEW_WINDOW_DAYS)),
        lte(rentals.statusChangedAt, daysBefore(now, REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_BEFORE)),
      ),
    );
  if (rows.length === 0) return [];
  const written = await db
    .select({ rentalId: reviews.rentalId, reviewerId: reviews.reviewerId })
    .from(reviews)
    .where(
      inArray(
        reviews.rentalId,
        rows.map((r) => r.id),
      ),
    );
  const wrote = new Set(written.map((w) => `${w.rentalId}:${w.reviewerId}`));
  const candidates = rows.flatMap((r) =>
    [r.renterId, r.ownerId]
      .filter((userId) => !wrote.has(`${r.id}:${userId}`))
      .map((userId): RentalNotice => ({
        type: 'review_reminder',
        recipientId: userId,
        rentalId: r.id,
        dedupeKey: `review-reminder:${r.id}:${userId}`,
      })),
  );
  return unsentNotices(db, candidates);
}
