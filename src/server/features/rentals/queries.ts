import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { BLOCKING_STATUSES } from '@/shared/domain/rental-status';
import type { DbOrTx } from '../../db/client';
import { rentals } from '../../db/tables';

export type RentalRow = typeof rentals.$inferSelect;

/**
 * The rental holds its item (BLOCKING_STATUSES). Written with literals so that the planner matches the partial GiST
 * index of the rentals_no_overlap constraint (item_id, period) WHERE status IN (...).
 */
export function holdsItem(status: SQL | typeof rentals.status = rentals.status): SQL {
  return sql`${status} IN (${sql.raw(BLOCKING_STATUSES.map((s) => `'${s}'`).join(', '))})`;
}

/** The first rental holding the item (BLOCKING_STATUSES) that shares a day with the inclusive range, if any. */
export async function firstBlockingOverlap(db: DbOrTx, itemId: number, startDate: string, endDate: string) {
  const [hit] = await db
    .select({ startDate: rentals.startDate, endDate: rentals.endDate })
    .from(rentals)
    .where(
      and(
        eq(rentals.itemId, itemId),
        holdsItem(),
        sql`${rentals.period} && daterange(${startDate}::date, ${endDate}::date, '[]')`,
      ),
    )
    .orderBy(asc(rentals.startDate))
    .limit(1);
  return hit ?? null;
}

/** Whether the renter already has a live request or booking (pending or holding) of the item sharing a day with the range. */
export async function hasOwnOverlap(db: DbOrTx, itemId: number, renterId: number, startDate: string, endDate: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(
      and(
        eq(rentals.itemId, itemId),
        eq(rentals.renterId, renterId),
        or(eq(rentals.status, 'pending'), holdsItem()),
        sql`${rentals.period} && daterange(${startDate}::date, ${endDate}::date, '[]')`,
      ),
    )
    .limit(1);
  return hit !== undefined;
}
