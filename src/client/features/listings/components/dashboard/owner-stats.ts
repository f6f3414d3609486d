import { toGrosze } from '@/shared/domain/pricing';
import { BLOCKING_STATUSES, RENTAL_STATUSES } from '@/shared/domain/rental-status';
import type { Item, MyItem } from '@/shared/schemas/items';

type RatedItem = Pick<Item, 'rating'>;
type PricedItem = Pick<Item, 'pricePerDay'>;

/**
 * The average of the rated items' ratings, or null when nothing is rated (no items, or every rating 0): the card then
 * says 'no rating' rather than 0,0, and an unrated item does not pull the average either way (issue 9 §3).
 */
export function averageRating(items: RatedItem[]): number | null {
  const rated = items.map((item) => Number(item.rating)).filter((n) => Number.isFinite(n) && n > 0);
  if (rated.length === 0) return null;
  return rated.reduce((acc, n) => acc + n, 0) / rated.length;
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
