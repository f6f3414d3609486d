import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { items, rentals } from '@/server/db/tables';
import { itemColumns, itemListed, type ItemRow } from './queries';

/**
 * Items like this one for its page: the same category, the same city first, available ones first, then the best
 * rated and newest. Never the item itself, nor the viewer's own items.
 */
export async function similarItems(
  db: DbOrTx,
  item: ItemRow,
  viewerId: number | null,
  limit: number,
): Promise<ItemRow[]> {
  return db
    .select(itemColumns)
    .from(items)
    .where(
      and(
        itemListed,
        eq(items.categoryId, item.categoryId),
        ne(items.id, item.id),
        viewerId === null ? undefined : ne(items.ownerId, viewerId),
      ),
    )
    .orderBy(
      desc(sql`${items.location} = ${item.location}`),
      desc(items.available),
      desc(items.rating),
      desc(items.createdAt),
      desc(items.id),
    )
    .limit(limit);
}

/**
 * Recommendations for a signed-in user: available items of others, from the categories of the user's own
 * rentals first (the most rented category first), then the newest of all.
 */
export async function recommendedItems(db: DbOrTx, userId: number, limit: number): Promise<ItemRow[]> {
  const preferred = await db
    .select({ categoryId: items.categoryId })
    .from(rentals)
    .innerJoin(items, eq(items.id, rentals.itemId))
    .where(eq(rentals.renterId, userId))
    .groupBy(items.categoryId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${rentals.createdAt})`));
  const base = and(eq(items.available, true), ne(items.ownerId, userId));
  const picked: ItemRow[] = [];
  for (const { categoryId } of preferred) {
    if (picked.length >= limit) break;
    picked.push(
      ...(await db
        .select(itemColumns)
        .from(items)
        .where(and(itemListed, base, eq(items.categoryId, categoryId)))
        .orderBy(desc(items.createdAt), desc(items.id))
        .limit(limit - picked.length)),
    );
  }
  if (picked.length < limit) {
    const taken = picked.map((i) => i.id);
    picked.push(
      ...(await db
        .select(itemColumns)
        .from(items)
        .where(and(itemListed, base, taken.length ? notInArray(items.id, taken) : undefined))
        .orderBy(desc(items.createdAt), desc(items.id))
        .limit(limit - picked.length)),
    );
  }
  return picked;
}
