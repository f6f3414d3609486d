import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { displayDateOf } from '@/shared/domain/dates';
import type { BlockedDates } from '@/shared/schemas/calendar';
import type { DbOrTx } from '@/server/db/client';
import { itemBlockedDates, items, rentals } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';

type Range = { startDate: string; endDate: string; note: string };

/**
 * The item for its owner's calendar: 404 when there is no such live listing, 403 for anyone but its owner. `lock`
 * takes the item row's lock in the caller's transaction (a concurrent booking request waits for the new blocks).
 */
export async function ownItem(db: DbOrTx, itemId: number, userId: number, opts: { lock?: boolean } = {}) {
  const query = db
    .select({ id: items.id, ownerId: items.ownerId })
    .from(items)
    .where(and(eq(items.id, itemId), isNull(items.deletedAt)));
  const [item] = opts.lock ? await query.for('update') : await query;
  if (!item) throw new AppError('NOT_FOUND');
  if (item.ownerId !== userId) throw new AppError('FORBIDDEN');
  return item;
}

/**
 * The owner's blocked ranges that have not ended before `today`, in date order, and apart from them the ranges an
 * imported calendar blocks (shown on the owner's calendar, never sent back by it: the import owns them).
 */
export async function blockedDatesOf(db: DbOrTx, itemId: number, today: string): Promise<BlockedDates> {
  const rows = await db
    .select({
      startDate: itemBlockedDates.startDate,
      endDate: itemBlockedDates.endDate,
      note: itemBlockedDates.note,
      source: itemBlockedDates.source,
    })
    .from(itemBlockedDates)
    .where(and(eq(itemBlockedDates.itemId, itemId), gte(itemBlockedDates.endDate, today)))
    .orderBy(asc(itemBlockedDates.startDate), asc(itemBlockedDates.endDate));
  return {
    blockedDates: rows
      .filter((r) => r.source === 'owner')
      .map(({ startDate, endDate, note }) => ({ startDate, endDate, note })),
    importedDates: rows.filter((r) => r.source === 'ical').map(({ startDate, endDate }) => ({ startDate, endDate })),
  };
}

/**
 * PUT /api/items/{id}/blocked-dates: the owner's whole set of blocked ranges from today on replaces the old one, under
 * the item's lock. A range that ended before today is refused (400), and so is one that touches a confirmed or
 * active rental (409 BLOCKED_DATES_BOOKED naming its days and number): those days are someone's booking, to be
 * cancelled rather than blocked. Pending requests on blocked days stay for the owner to decline.
 */
export async function replaceBlockedDates(
  db: DbOrTx,
  itemId: number,
  userId: number,
  ranges: readonly Range[],
  today: string,
): Promise<BlockedDates> {
  return db.transaction(async (tx) => {
    await ownItem(tx, itemId, userId, { lock: true });
    for (const [i, r] of ranges.entries())
      if (r.endDate < today) throw new AppError('PAST_DATES', { [`blockedDates.${i}.endDate`]: 'errors.PAST_DATES' });
    for (const r of ranges) {
      const [booked] = await tx
        .select({ id: rentals.id, startDate: rentals.startDate, endDate: rentals.endDate })
        .from(rentals)
        .where(
          and(
            eq(rentals.itemId, itemId),
            inArray(rentals.status, ['confirmed', 'active']),
            sql`${rentals.period} && daterange(${r.startDate}::date, ${r.endDate}::date, '[]')`,
          ),
        )
        .orderBy(asc(rentals.startDate))
        .limit(1);
      if (booked)
        throw new AppError('BLOCKED_DATES_BOOKED', undefined, {
          startDate: displayDateOf(booked.startDate),
          endDate: displayDateOf(booked.endDate),
          rentalId: booked.id,
        });
    }
    await tx
      .delete(itemBlockedDates)
      .where(
        and(
          eq(itemBlockedDates.itemId, itemId),
          eq(itemBlockedDates.source, 'owner'),
          gte(itemBlockedDates.endDate, today),
        ),
      );
    if (ranges.length > 0)
      await tx.insert(itemBlockedDates).values(ranges.map((r) => ({ ...r, itemId, source: 'owner' })));
    return blockedDatesOf(tx, itemId, today);
  });
}

/** The first blocked range (owner's or imported) that shares a day with the request's, or null. */
export async function firstBlockedOverlap(db: DbOrTx, itemId: number, startDate: string, endDate: string) {
  const [row] = await db
    .select({ startDate: itemBlockedDates.startDate, endDate: itemBlockedDates.endDate })
    .from(itemBlockedDates)
    .where(
      and(
        eq(itemBlockedDates.itemId, itemId),
        sql`${itemBlockedDates.period} && daterange(${startDate}::date, ${endDate}::date, '[]')`,
      ),
    )
    .orderBy(asc(itemBlockedDates.startDate))
    .limit(1);
  return row ?? null;
}
