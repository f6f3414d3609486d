import { toGrosze } from '@/shared/domain/pricing';
import { BLOCKING_STATUSES, type RentalStatus } from '@/shared/domain/rental-status';
import type { Item } from '@/shared/schemas/items';
import type { RentalView } from '@/shared/schemas/rentals';

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

const isBooked = (status: RentalStatus) => (BLOCKING_STATUSES as readonly RentalStatus[]).includes(status);

/**
 * The earnings per item from the incoming rentals: each listed item (also without rentals), then any deleted item
 * that still has rentals. The owner's share is the subtotal (days × daily price); the booking fee goes to the platform.
 */
export function earningsPerItem(items: Pick<Item, 'id' | 'name'>[], rentals: RentalView[]): ItemEarnings[] {
  const rows = new Map<number, ItemEarnings>();
  const row = (id: number, name: string, deleted: boolean) => {
    let r = rows.get(id);
    if (!r) rows.set(id, (r = { itemId: id, name, deleted, requests: 0, rentals: 0, earned: 0, upcoming: 0 }));
    return r;
  };
  for (const item of items) row(item.id, item.name, false);
  for (const rental of rentals) {
    const r = row(rental.itemId, rental.item.name, rental.item.deleted);
    r.requests += 1;
    if (!isBooked(rental.status)) continue;
    r.rentals += 1;
    if (rental.status === 'completed') r.earned += toGrosze(rental.subtotal);
    else r.upcoming += toGrosze(rental.subtotal);
  }
  return [...rows.values()];
}

/** The totals of the earnings rows, in grosze. */
export function earningsTotals(rows: ItemEarnings[]) {
  return rows.reduce((acc, r) => ({ rentals: acc.rentals + r.rentals, earned: acc.earned + r.earned, upcoming: acc.upcoming + r.upcoming }), { rentals: 0, earned: 0, upcoming: 0 });
}
