import { and, desc, eq, sql } from 'drizzle-orm';
import { FAVOURITES_MAX, type Favourite } from '@/shared/schemas/favourites';
import type { Db } from '@/server/db/client';
import { favourites, items, users } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { findItem, itemColumns, toItem } from '@/server/features/items/public';

/**
 * The user's kept items, newest first, each with its card while the listing exists and whether it can be rented:
 * a listing deleted by its owner (or with the owner's account) is `deleted`, one switched off `switchedOff`.
 */
export async function listFavourites(db: Db, userId: number): Promise<Favourite[]> {
  const rows = await db
    .select({
      savedAt: favourites.createdAt,
      item: itemColumns,
      deletedAt: items.deletedAt,
      ownerDeletedAt: users.deletedAt,
    })
    .from(favourites)
    .innerJoin(items, eq(items.id, favourites.itemId))
    .innerJoin(users, eq(users.id, items.ownerId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.itemId))
    .limit(FAVOURITES_MAX);
  return rows.map((r) => {
    const deleted = r.deletedAt !== null || r.ownerDeletedAt !== null;
    const reason = deleted ? 'deleted' : r.item.available ? null : 'switchedOff';
    return {
      itemId: r.item.id,
      savedAt: r.savedAt.toISOString(),
      name: r.item.name,
      item: deleted ? null : toItem(r.item),
      unavailable: reason !== null,
      reason,
    };
  });
}

/** Every kept item's id (the hearts of a page of cards), newest first. */
export async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ itemId: favourites.itemId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.itemId));
  return rows.map((r) => r.itemId);
}

/**
 * Keeps a listed item (PUT: idempotent, the first save's time kept). An item that is not listed (unknown, deleted,
 * or its owner's account deleted) is 404; past FAVOURITES_MAX, 409. The user's rows are serialised by an advisory
 * lock, so two saves at once cannot both pass the count.
 */
export async function saveFavourite(db: Db, userId: number, itemId: number, now: Date) {
  return db.transaction(async (tx) => {
    if (!(await findItem(tx, itemId))) throw new AppError('NOT_FOUND');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('favourites'), ${userId})`);
    const [existing] = await tx
      .select({ savedAt: favourites.createdAt })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.itemId, itemId)));
    if (existing) return { itemId, savedAt: existing.savedAt.toISOString() };
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    if (count >= FAVOURITES_MAX) throw new AppError('FAVOURITES_LIMIT', undefined, { max: FAVOURITES_MAX });
    await tx.insert(favourites).values({ userId, itemId, createdAt: now });
    return { itemId, savedAt: now.toISOString() };
  });
}

/** Lets an item go (DELETE: idempotent; any item id, since a deleted listing's favourite must be removable too). */
export async function removeFavourite(db: Db, userId: number, itemId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.itemId, itemId)));
}
