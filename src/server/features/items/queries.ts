import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';
import { preparedPer } from '@/server/db/prepared';
import { items, rentals, users, itemBlockedDates } from '@/server/db/tables';
import { holdsItem } from './holds-item';

/** The columns an item is answered with (not the generated search keys). */
export const itemColumns = {
  id: items.id,
  ownerId: items.ownerId,
  name: items.name,
  description: items.description,
  categoryId: items.categoryId,
  pricePerDay: items.pricePerDay,
  value: items.value,
  damageDeposit: items.damageDeposit,
  imageUrls: items.imageUrls,
  rating: items.rating,
  reviewCount: items.reviewCount,
  available: items.available,
  location: items.location,
  district: items.district,
  cancellationTerms: items.cancellationTerms,
  flexibility: items.flexibility,
  insuranceRequired: items.insuranceRequired,
  minDays: items.minDays,
  maxDays: items.maxDays,
  noticeDays: items.noticeDays,
  instantBooking: items.instantBooking,
  instantBookingVerifiedOnly: items.instantBookingVerifiedOnly,
  handoverFrom: items.handoverFrom,
  handoverTo: items.handoverTo,
  handoverStepMinutes: items.handoverStepMinutes,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};
export type ItemRow = Pick<typeof items.$inferSelect, keyof typeof itemColumns>;

/**
 * A listed item: not deleted by its owner, and the owner is a live account (items of deleted accounts never show).
 * The owner test is an anti-join against the (few) deleted accounts rather than a join with every owner: counting a
 * browse then does half the work.
 */
export const itemListed = sql`${items.deletedAt} IS NULL AND NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${items.ownerId} AND ${users.deletedAt} IS NOT NULL)`;

/** Items of live owners by id, in no particular order (missing ones left out). */
export async function findItems(db: DbOrTx, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(itemColumns)
    .from(items)
    .where(and(inArray(items.id, ids), itemListed));
}

/** One item of a live owner. */
export async function findItem(db: DbOrTx, id: number): Promise<ItemRow | null> {
  const [row] = await db
    .select(itemColumns)
    .from(items)
    .where(and(eq(items.id, id), itemListed))
    .limit(1);
  return row ?? null;
}

/**
 * The ranges of rentals that hold the item and the days blocked on it (by its owner or an imported calendar, issue
 * 26 §1) that have not ended before `today`, in date order: nobody can request them.
 */
export async function unavailableDates(db: DbOrTx, itemId: number, today: string) {
  const rows = await unavailableRanges(db).execute({ itemId, today });
  return rows.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}

/** unavailableDates' one statement (every item page asks for it): the rentals' ranges, then the blocked days'. */
const unavailableRanges = preparedPer((db) =>
  unionAll(
    db
      .select({ startDate: rentals.startDate, endDate: rentals.endDate })
      .from(rentals)
      .where(
        and(
          eq(rentals.itemId, sql.placeholder('itemId')),
          holdsItem(),
          sql`${rentals.endDate} >= ${sql.placeholder('today')}::date`,
        ),
      ),
    db
      .select({ startDate: itemBlockedDates.startDate, endDate: itemBlockedDates.endDate })
      .from(itemBlockedDates)
      .where(
        and(
          eq(itemBlockedDates.itemId, sql.placeholder('itemId')),
          sql`${itemBlockedDates.endDate} >= ${sql.placeholder('today')}::date`,
        ),
      ),
  ).prepare('item_unavailable_ranges'),
);
