import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { reviews } from '@/server/db/tables';
import { writeRentalNotices } from '@/server/features/notifications/public';
import { refreshRatings } from './ratings';

/** The parties of a rental, as the publication needs them. */
export interface ReviewedRental {
  id: number;
  itemId: number;
  ownerId: number;
  renterId: number;
}

/**
 * Publishes every unpublished review of a rental at `now`, in the caller's transaction (which holds the rental's
 * row lock): the item's and both parties' ratings are recomputed there too, so no reader ever sees a published
 * review without its rating or the other way round. Both parties are told once (the first publication of the
 * rental: a later review under the after-publication rule does not repeat it). Returns the e-mails to deliver.
 */
export async function publishRentalReviews(
  tx: DbOrTx,
  config: Config,
  rental: ReviewedRental,
  now: Date,
): Promise<{ published: number[]; deliveries: number[] }> {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: now, updatedAt: now })
    .where(and(eq(reviews.rentalId, rental.id), isNull(reviews.publishedAt)))
    .returning({ id: reviews.id });
  if (published.length === 0) return { published: [], deliveries: [] };
  await refreshRatings(tx, { itemIds: [rental.itemId], userIds: [rental.ownerId, rental.renterId] });
  const deliveries = await writeRentalNotices(
    tx,
    config,
    [rental.renterId, rental.ownerId].map((recipientId) => ({
      type: 'reviews_published' as const,
      recipientId,
      rentalId: rental.id,
      dedupeKey: `reviews-published:${rental.id}:${recipientId}`,
    })),
  );
  return { published: published.map((p) => p.id), deliveries };
}

/** The types already written for each of these rentals. */
export async function writtenTypesOf(tx: DbOrTx, rentalIds: readonly number[]) {
  const rows =
    rentalIds.length === 0
      ? []
      : await tx
          .select({ rentalId: reviews.rentalId, reviewType: reviews.reviewType })
          .from(reviews)
          .where(inArray(reviews.rentalId, [...rentalIds]));
  const byRental = new Map<number, (typeof rows)[number]['reviewType'][]>();
  for (const r of rows) byRental.set(r.rentalId, [...(byRental.get(r.rentalId) ?? []), r.reviewType]);
  return byRental;
}
