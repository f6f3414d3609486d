import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REVIEW_WINDOW_DAYS, reviewDeadline, reviewTypesFor, sideOf } from '@/shared/domain/reviews';
import type { PendingReview, ReviewEligibility, ReviewStats } from '@/shared/schemas/reviews';
import type { DbOrTx } from '@/server/db/client';
import { items, rentals, reviews, users } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { writtenTypesOf } from './publish';
import { visibleReview } from './queries';
import { toReviewPerson } from './serialize';

const DAY_MS = 86_400_000;
const otherUser = alias(users, 'other_party');

/** Completed at or after this moment: the rental's review window is still open at `now`. */
const windowOpenSince = (now: Date) => new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);

/**
 * GET /api/reviews/pending: the caller's completed rentals whose window is open and that still lack one of the
 * caller's types, soonest deadline first; whether the other side wrote is told, never what.
 */
export async function pendingReviews(db: DbOrTx, userId: number, now: Date): Promise<PendingReview[]> {
  const rows = await db
    .select({
      id: rentals.id,
      renterId: rentals.renterId,
      ownerId: rentals.ownerId,
      startDate: rentals.startDate,
      endDate: rentals.endDate,
      completedAt: rentals.statusChangedAt,
      item: { id: items.id, name: items.name, imageUrl: sql<string | null>`${items.imageUrls}[1]` },
      other: {
        id: otherUser.id,
        firstName: otherUser.firstName,
        lastName: otherUser.lastName,
        profilePhotoUrl: otherUser.profilePhotoUrl,
        deletedAt: otherUser.deletedAt,
      },
    })
    .from(rentals)
    .innerJoin(items, eq(items.id, rentals.itemId))
    .innerJoin(
      otherUser,
      eq(
        otherUser.id,
        sql`case when ${rentals.renterId} = ${userId} then ${rentals.ownerId} else ${rentals.renterId} end`,
      ),
    )
    .where(
      and(
        eq(rentals.status, 'completed'),
        or(eq(rentals.renterId, userId), eq(rentals.ownerId, userId)),
        gt(rentals.statusChangedAt, windowOpenSince(now)),
      ),
    )
    .orderBy(rentals.statusChangedAt, rentals.id);
  const written = await writtenTypesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r): PendingReview[] => {
    if (!r.completedAt) return [];
    const role = r.renterId === userId ? 'renter' : 'owner';
    const done = written.get(r.id) ?? [];
    const remainingTypes = reviewTypesFor(role).filter((t) => !done.includes(t));
    if (remainingTypes.length === 0) return [];
    return [
      {
        rentalId: r.id,
        role,
        item: r.item,
        otherParty: toReviewPerson(r.other),
        startDate: r.startDate,
        endDate: r.endDate,
        completedAt: r.completedAt.toISOString(),
        deadline: reviewDeadline(r.completedAt).toISOString(),
        remainingTypes: [...remainingTypes],
        otherPartyReviewed: done.some((t) => sideOf(t) !== role),
      },
    ];
  });
}

/**
 * GET /api/items/{id}/review-eligibility: whether the caller can review this item now (as its renter), with the
 * rental to review; otherwise why not, for the item page's button. The most recent completed rental with something
 * left to write inside its window wins; failing that, the most recent completed rental says why.
 */
export async function reviewEligibility(
  db: DbOrTx,
  userId: number,
  itemId: number,
  now: Date,
): Promise<ReviewEligibility> {
  const [item] = await db
    .select({ ownerId: items.ownerId })
    .from(items)
    .where(and(eq(items.id, itemId), isNull(items.deletedAt)));
  if (!item) throw new AppError('NOT_FOUND');
  const no = (reason: ReviewEligibility['reason']): ReviewEligibility => ({
    canReview: false,
    reason,
    rentalId: null,
    remainingTypes: [],
    deadline: null,
  });
  if (item.ownerId === userId) return no('own_item');
  const completed = await db
    .select({ id: rentals.id, completedAt: rentals.statusChangedAt })
    .from(rentals)
    .where(and(eq(rentals.itemId, itemId), eq(rentals.renterId, userId), eq(rentals.status, 'completed')))
    .orderBy(desc(rentals.statusChangedAt), desc(rentals.id));
  if (completed.length === 0) return no('no_completed_rental');
  const written = await writtenTypesOf(
    db,
    completed.map((r) => r.id),
  );
  const remainingOf = (id: number) => reviewTypesFor('renter').filter((t) => !(written.get(id) ?? []).includes(t));
  const open = completed.find(
    (r) => r.completedAt && now < reviewDeadline(r.completedAt) && remainingOf(r.id).length > 0,
  );
  if (open?.completedAt)
    return {
      canReview: true,
      reason: null,
      rentalId: open.id,
      remainingTypes: [...remainingOf(open.id)],
      deadline: reviewDeadline(open.completedAt).toISOString(),
    };
  const latest = completed[0];
  return no(remainingOf(latest.id).length === 0 ? 'already_reviewed' : 'window_closed');
}

/** GET /api/reviews/stats: the reviews page's cards, from the same figures the profile shows. */
export async function reviewStats(db: DbOrTx, userId: number): Promise<ReviewStats> {
  const [me] = await db
    .select({ averageRating: users.averageRating, ratingCount: users.reviewCount })
    .from(users)
    .where(eq(users.id, userId));
  const [received] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(visibleReview, eq(reviews.targetUserId, userId)));
  const [given] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, userId), isNull(reviews.hiddenAt)));
  return {
    averageRating: me?.averageRating ?? '0.00',
    ratingCount: me?.ratingCount ?? 0,
    received: received.n,
    given: given.n,
  };
}
