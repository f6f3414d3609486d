import { describe, expect, it } from 'vitest';
import { averageRating, earningsPerItem, earningsTotals, potentialEarnings } from './owner-stats';

const NO_RENTALS = { pending: 0, confirmed: 0, active: 0, completed: 0, declined: 0, cancelled: 0 };

/** An item of GET /api/users/me/items: its rentals per status and the owner's share, as the server sums them. */
function myItem(
  id: number,
  name: string,
  counts: Partial<typeof NO_RENTALS>,
  earned: string,
  upcoming: string,
  deleted = false,
) {
  return { id, name, deleted, rentalCounts: { ...NO_RENTALS, ...counts }, earnings: { earned, upcoming } };
}

describe('owner stats', () => {
  it('averages the items’ reviews weighted by their counts, null when nothing is reviewed', () => {
    expect(averageRating([])).toBeNull();
    expect(
      averageRating([
        { rating: '0.00', reviewCount: 0 },
        { rating: '0', reviewCount: 0 },
      ]),
    ).toBeNull();
    // One review of 5 and three of 4: (5 + 12) / 4, not the mean of the means (4.5).
    expect(
      averageRating([
        { rating: '5.00', reviewCount: 1 },
        { rating: '0.00', reviewCount: 0 },
        { rating: '4.00', reviewCount: 3 },
      ]),
    ).toBe(4.25);
    expect(
      averageRating([
        { rating: '4.80', reviewCount: 40 },
        { rating: '3.00', reviewCount: 2 },
      ]),
    ).toBeCloseTo((4.8 * 40 + 6) / 42, 10);
  });

  it('sums daily prices exactly and rounds to whole złoty', () => {
    expect(potentialEarnings([{ pricePerDay: '0.10' }, { pricePerDay: '0.20' }, { pricePerDay: '99.50' }])).toBe(100);
    expect(potentialEarnings([])).toBe(0);
  });

  it('counts requests and booked rentals per item, splitting earned and upcoming amounts, listed items before deleted ones', () => {
    // Drill: completed 100.10, confirmed 50.00, active 0.20, pending 70.00, declined 5.00; Old (deleted): completed 30.00.
    const rows = earningsPerItem([
      myItem(3, 'Old', { completed: 1 }, '30.00', '0.00', true),
      myItem(1, 'Drill', { completed: 1, confirmed: 1, active: 1, pending: 1, declined: 1 }, '100.10', '50.20'),
      myItem(2, 'Tent', {}, '0.00', '0.00'),
    ]);
    expect(rows).toEqual([
      { itemId: 1, name: 'Drill', deleted: false, requests: 5, rentals: 3, earned: 10010, upcoming: 5020 },
      { itemId: 2, name: 'Tent', deleted: false, requests: 0, rentals: 0, earned: 0, upcoming: 0 },
      { itemId: 3, name: 'Old', deleted: true, requests: 1, rentals: 1, earned: 3000, upcoming: 0 },
    ]);
    expect(earningsTotals(rows)).toEqual({ rentals: 4, earned: 13010, upcoming: 5020 });
  });
});
