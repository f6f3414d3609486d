import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { items } from '@/server/db/tables';
import { itemColumns, itemListed, type ItemRow } from './queries';

/**
 * Items like this one for its page: the same category, the same city first, available ones first, then the best
 * rated and newest. Never the item itself, nor the viewer's own items. Two reads in the order of an index each
 * (items_similar_city_idx, items_similar_idx): the item's city, then, when that is not enough, the other cities; not
 * a sort of the whole category (40 ms for a category of 8,000 items).
 */
export async function similarItems(
  db: DbOrTx,
  item: Pick<ItemRow, 'id' | 'categoryId' | 'location'>,
  viewerId: number | null,
  limit: number,
): Promise<ItemRow[]> {
  const like = and(
    itemListed,
    eq(items.categoryId, item.categoryId),
    ne(items.id, item.id),
    viewerId === null ? undefined : ne(items.ownerId, viewerId),
  );
  const order = [desc(items.available), desc(items.rating), desc(items.createdAt), desc(items.id)];
  const sameCity = await db
    .select(itemColumns)
    .from(items)
    .where(and(like, eq(items.location, item.location)))
    .orderBy(...order)
    .limit(limit);
  if (sameCity.length >= limit) return sameCity;
  const otherCities = await db
    .select(itemColumns)
    .from(items)
    .where(and(like, ne(items.location, item.location)))
    .orderBy(...order)
    .limit(limit - sameCity.length);
  return [...sameCity, ...otherCities];
}
