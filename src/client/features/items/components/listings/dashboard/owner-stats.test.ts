import { describe, expect, it } from 'vitest';
import { averageRating, potentialEarnings } from './owner-stats';

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
});
