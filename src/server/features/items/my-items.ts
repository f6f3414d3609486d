import { and, desc, eq, sql } from 'drizzle-orm';
import { RENTAL_STATUSES, type RentalStatus } from '@/shared/domain/rental-status';
import { fromGrosze } from '@/shared/domain/pricing';
import type { MyItem } from '@/shared/schemas/items';
import type { Db } from '@/server/db/client';
import { items, rentals } from '@/server/db/tables';
import { itemColumns } from './queries';
import { toItem } from './serialize';

/** The owner's share of a rental counts as earned once it is completed, as upcoming while it is confirmed or under way. */
const EARNED: readonly RentalStatus[] = ['completed'];
const UPCOMING: readonly RentalStatus[] = ['confirmed', 'active'];

const noRentals = () => ({
  counts: Object.fromEntries(RENTAL_STATUSES.map((s) => [s, 0])) as Record<RentalStatus, number>,
  earned: 0,
  upcoming: 0,
});

/**
 * GET /api/users/me/items: every listing of the owner, newest first, with its rentals per status and the owner's
 * share of them (the subtotal: days × daily price, without the renter's booking fee). A deleted listing only with
 * `includeDeleted` and only when it has rentals (past earnings); unavailable ones always. Read in one snapshot, so
 * the counts belong to the listed items.
 */
export async function myItems(db: Db, ownerId: number, opts: { includeDeleted: boolean }): Promise<MyItem[]> {
  const { rows, perStatus } = await db.transaction(
    async (tx) => ({
      rows: await tx
        .select({ ...itemColumns, deletedAt: items.deletedAt })
        .from(items)
        .where(and(eq(items.ownerId, ownerId), opts.includeDeleted ? undefined : sql`${items.deletedAt} IS NULL`))
        .orderBy(desc(items.createdAt), desc(items.id)),
      // Grosze summed in SQL as whole numbers: no float ever adds up amounts.
      perStatus: await tx
        .select({
          itemId: rentals.itemId,
          status: rentals.status,
          count: sql<number>`count(*)::int`,
          grosze: sql<string>`sum(round(${rentals.subtotal} * 100))::bigint::text`,
        })
        .from(rentals)
        .innerJoin(items, eq(items.id, rentals.itemId))
        .where(eq(items.ownerId, ownerId))
        .groupBy(rentals.itemId, rentals.status),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const byItem = new Map<number, ReturnType<typeof noRentals>>();
  for (const r of perStatus) {
    const entry = byItem.get(r.itemId) ?? noRentals();
    byItem.set(r.itemId, entry);
    entry.counts[r.status] = r.count;
    if (EARNED.includes(r.status)) entry.earned += Number(r.grosze);
    if (UPCOMING.includes(r.status)) entry.upcoming += Number(r.grosze);
  }

  return rows
    .filter((row) => row.deletedAt === null || byItem.has(row.id))
    .map(({ deletedAt, ...row }) => {
      const { counts, earned, upcoming } = byItem.get(row.id) ?? noRentals();
      return {
        ...toItem(row),
        deleted: deletedAt !== null,
        rentalCounts: counts,
        earnings: { earned: fromGrosze(earned), upcoming: fromGrosze(upcoming) },
      };
    });
}
