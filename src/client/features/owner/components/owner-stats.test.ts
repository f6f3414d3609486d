import { describe, expect, it } from 'vitest';
import type { RentalView } from '@/shared/schemas/rentals';
import { averageRating, earningsPerItem, earningsTotals, potentialEarnings } from './owner-stats';

function rental(itemId: number, status: RentalView['status'], subtotal: string, extra: Partial<RentalView['item']> = {}): RentalView {
  return {
    id: Math.floor(Math.random() * 1e6),
    itemId,
    renterId: 2,
    ownerId: 1,
    startDate: '2025-01-01',
    endDate: '2025-01-02',
    days: 2,
    subtotal,
    bookingFee: '0.00',
    totalPrice: subtotal,
    damageDeposit: '0.00',
    insuranceAccepted: false,
    status,
    paymentStatus: 'unpaid',
    paymentIntentId: null,
    createdAt: '2025-01-01T00:00:00Z',
    statusChangedAt: null,
    statusChangedBy: null,
    statusReason: null,
    item: { id: itemId, name: `Item ${itemId}`, imageUrls: [], location: 'Warszawa', district: null, pricePerDay: '10.00', deleted: false, ...extra },
    renter: { id: 2, firstName: 'R', lastName: 'R' },
    owner: { id: 1, firstName: 'O', lastName: 'O' },
    actions: [],
  };
}

describe('owner stats', () => {
  it('averages the rated items only, null when nothing is rated', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{ rating: '0.00' }, { rating: '0' }])).toBeNull();
    expect(averageRating([{ rating: '4.00' }, { rating: '0' }, { rating: '4.50' }])).toBe(4.25);
  });

  it('sums daily prices exactly and rounds to whole złoty', () => {
    expect(potentialEarnings([{ pricePerDay: '0.10' }, { pricePerDay: '0.20' }, { pricePerDay: '99.50' }])).toBe(100);
    expect(potentialEarnings([])).toBe(0);
  });

  it('counts requests and booked rentals per item, splitting earned and upcoming amounts', () => {
    const rows = earningsPerItem(
      [{ id: 1, name: 'Drill' }, { id: 2, name: 'Tent' }],
      [rental(1, 'completed', '100.10'), rental(1, 'confirmed', '50.00'), rental(1, 'active', '0.20'), rental(1, 'pending', '70.00'), rental(1, 'declined', '5.00'), rental(3, 'completed', '30.00', { deleted: true, name: 'Old' })],
    );
    expect(rows).toEqual([
      { itemId: 1, name: 'Drill', deleted: false, requests: 5, rentals: 3, earned: 10010, upcoming: 5020 },
      { itemId: 2, name: 'Tent', deleted: false, requests: 0, rentals: 0, earned: 0, upcoming: 0 },
      { itemId: 3, name: 'Old', deleted: true, requests: 1, rentals: 1, earned: 3000, upcoming: 0 },
    ]);
    expect(earningsTotals(rows)).toEqual({ rentals: 4, earned: 13010, upcoming: 5020 });
  });
});
