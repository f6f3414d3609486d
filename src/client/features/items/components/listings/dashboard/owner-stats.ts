import { toGrosze } from '@/shared/domain/pricing';
import type { Item } from '@/shared/schemas/items';

type RatedItem = Pick<Item, 'rating' | 'reviewCount'>;
type PricedItem = Pick<Item, 'pricePerDay'>;

/**
 * The mean of the items' published reviews: each item's mean rating weighted by its review count
 * (Σ rating·count / Σ count), so an item with forty reviews weighs forty times one with a single review. Null when no
 * item has a review: the card then says 'no rating' rather than 0,0 (issue 13).
 */
export function averageRating(items: RatedItem[]): number | null {
  let sum = 0;
  let count = 0;
  for (const item of items) {
    const rating = Number(item.rating);
    if (!Number.isFinite(rating) || rating <= 0 || item.reviewCount <= 0) continue;
    sum += rating * item.reviewCount;
    count += item.reviewCount;
  }
  return count === 0 ? null : sum / count;
}

/** Potential earnings (spec 02 §2): the sum of the items' daily prices, in whole złoty. */
export function potentialEarnings(items: PricedItem[]): number {
  return Math.round(items.reduce((acc, item) => acc + toGrosze(item.pricePerDay), 0) / 100);
}
