import { toGrosze } from '@/shared/domain/pricing';
import { BLOCKING_STATUSES, RENTAL_STATUSES } from '@/shared/domain/rental-status';
import type { Item, MyItem } from '@/shared/schemas/items';

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

export interface ItemEarnings {
  itemId: number;
  name: string;
  deleted: boolean;
  /** Every request for the item, whatever became of it. */
  requests: number;
  /** Rentals that went ahead or will: confirmed, active or completed. */
  rentals: number;
  /** What the completed rentals brought the owner (the rental price without the renter's booking fee), in grosze. */
  earned: number;
  /** What the confirmed and active rentals will bring, in grosze. */
  upcoming: number;
}

type EarningItem = Pick<MyItem, 'id' | 'name' | 'deleted' | 'rentalCounts' | 'earnings'>;

/**
 * The earnings per item from GET /api/users/me/items?includeDeleted=true: each listed item (also without rentals),
 * then any deleted item that still has rentals. The owner's share is the subtotal (days × daily price); the booking
 * fee goes to the platform: the server sums it per item, `earned` from completed rentals, `upcoming` from confirmed
 * and active ones.
 */
export function earningsPerItem(items: EarningItem[]): ItemEarnings[] {
  const row = (item: EarningItem): ItemEarnings => ({
    itemId: item.id,
    name: item.name,
    deleted: item.deleted,
    requests: RENTAL_STATUSES.reduce((acc, status) => acc + (item.rentalCounts[status] ?? 0), 0),
    rentals: BLOCKING_STATUSES.reduce((acc, status) => acc + (item.rentalCounts[status] ?? 0), 0),
    earned: toGrosze(item.earnings.earned),
    upcoming: toGrosze(item.earnings.upcoming),
  });
  return [...items.filter((item) => !item.deleted), ...items.filter((item) => item.deleted)].map(row);
}

/** The totals of the earnings rows, in grosze. */
export function earningsTotals(rows: ItemEarnings[]) {
  return rows.reduce(
    (acc, r) => ({
      rentals: acc.rentals + r.rentals,
      earned: acc.earned + r.earned,
      upcoming: acc.upcoming + r.upcoming,
    }),
    { rentals: 0, earned: 0, upcoming: 0 },
  );
}
