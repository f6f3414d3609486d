import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { items } from '@/server/db/tables';
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
