import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { preparedPer } from '@/server/db/prepared';
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
  // A visitor's statements have no viewer to leave out: their viewerId is not used.
  const values = { id: item.id, categoryId: item.categoryId, location: item.location, viewerId: viewerId ?? 0, limit };
  const [elsewhere, inCity] = SIMILAR[viewerId === null ? 0 : 1];
  const sameCity = await inCity(db).execute(values);
  if (sameCity.length >= limit) return sameCity;
  const otherCities = await elsewhere(db).execute({ ...values, limit: limit - sameCity.length });
  return [...sameCity, ...otherCities];
}

/**
 * The two reads (the item's city, the other cities) for a visitor and for a signed-in viewer (whose own items are left
 * out): four statements, each built and prepared once (every item page asks for them; decision 0083).
 */
function similarStatement(withViewer: boolean, inCity: boolean) {
  return preparedPer((db) =>
    db
      .select(itemColumns)
      .from(items)
      .where(
        and(
          itemListed,
          eq(items.categoryId, sql.placeholder('categoryId')),
          ne(items.id, sql.placeholder('id')),
          withViewer ? ne(items.ownerId, sql.placeholder('viewerId')) : undefined,
          inCity ? eq(items.location, sql.placeholder('location')) : ne(items.location, sql.placeholder('location')),
        ),
      )
      .orderBy(desc(items.available), desc(items.rating), desc(items.createdAt), desc(items.id))
      .limit(sql.placeholder('limit'))
      .prepare(`similar_items_${withViewer ? 'viewer' : 'visitor'}_${inCity ? 'city' : 'elsewhere'}`),
  );
}
/** [elsewhere, in the city] for a visitor, then for a viewer. */
const SIMILAR = [
  [similarStatement(false, false), similarStatement(false, true)],
  [similarStatement(true, false), similarStatement(true, true)],
] as const;
