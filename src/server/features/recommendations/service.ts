import type { RecommendedItem } from '@/shared/schemas/recommendations';
import type { DbOrTx } from '@/server/db/client';
import { findItems, toItem } from '@/server/features/items/public';
import { homeCity, rentalHistory, scoredCandidates, type Context } from './queries';
import { buildProfile, reasonFor } from './scoring';

/**
 * The user's recommendations, best first, each with its reason (docs/decisions/0035): a profile from the user's
 * history (or their city when they have none), one scoring query, and the items themselves.
 */
export async function recommendFor(
  db: DbOrTx,
  userId: number,
  { limit, itemId }: { limit: number; itemId?: number },
  now: Date,
): Promise<RecommendedItem[]> {
  const history = await rentalHistory(db, userId);
  const profile = buildProfile(history, history.length === 0 ? await homeCity(db, userId) : null);
  let context: Context | null = null;
  if (itemId !== undefined) {
    // An unknown or deleted context item is still never answered; it just adds nothing to the ranking.
    const [item] = await findItems(db, [itemId]);
    context = { id: itemId, categoryId: item?.categoryId ?? null, city: item?.location ?? null };
  }
  const scored = await scoredCandidates(db, userId, profile, context, limit, now);
  const rows = new Map(
    (
      await findItems(
        db,
        scored.map((c) => c.id),
      )
    ).map((row) => [row.id, row]),
  );
  return scored.flatMap((c) => {
    const row = rows.get(c.id);
    return row ? [{ ...toItem(row), reason: reasonFor(c, profile) }] : [];
  });
}
