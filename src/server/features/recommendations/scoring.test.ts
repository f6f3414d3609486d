import { describe, expect, it } from 'vitest';
import { buildProfile, reasonFor, type HistoryRow, type ScoredCandidate } from './scoring';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  itemId: 1,
  name: 'Namiot',
  categoryId: 3,
  city: 'Gdańsk',
  status: 'completed',
  pricePerDay: '30.00',
  ...over,
});

const candidate = (over: Partial<ScoredCandidate>): ScoredCandidate => ({
  id: 99,
  categoryId: 3,
  city: 'Gdańsk',
  inUserCity: true,
  rentedSimilar: 0,
  requestedSimilar: 0,
  alsoRented: 0,
  coAnchorId: null,
  topRatedNearby: 0,
  popular: 0,
  ...over,
});

describe('buildProfile', () => {
  it('weighs rentals that went ahead three times a request, names the newest of each kind, takes the median price', () => {
    const profile = buildProfile(
      [
        row({ itemId: 5, name: 'Namiot nowy', status: 'active', pricePerDay: '40.00' }),
        row({ itemId: 4, name: 'Namiot stary', status: 'completed', pricePerDay: '20.00' }),
        row({ itemId: 3, name: 'Wiertarka', categoryId: 1, city: 'Sopot', status: 'pending', pricePerDay: '10.00' }),
        row({ itemId: 2, name: 'Piła', categoryId: 1, city: 'Sopot', status: 'cancelled', pricePerDay: '90.00' }),
      ],
      'Kraków',
    );
    // 3 + 3 + 1 + 1 = 8.
    expect(profile.categories).toEqual([
      { categoryId: 3, rented: 6 / 8, requested: 0 },
      { categoryId: 1, rented: 0, requested: 2 / 8 },
    ]);
    expect(profile.cities).toEqual([
      { city: 'Gdańsk', weight: 6 / 8 },
      { city: 'Sopot', weight: 2 / 8 },
    ]);
    expect(profile.anchors.get(3)).toEqual({ rented: 'Namiot nowy' });
    expect(profile.anchors.get(1)).toEqual({ requested: 'Wiertarka' });
    expect(profile.priceMedian).toBe(30);
    expect(profile.rentedItemIds).toEqual([5, 4]);
    expect(profile.knownItemIds).toEqual([5, 4, 3, 2]);
    expect(profile.hasHistory).toBe(true);
  });

  it('a new user: their home city with full weight, no price, nothing known', () => {
    expect(buildProfile([], 'Kraków')).toMatchObject({
      hasHistory: false,
      categories: [],
      cities: [{ city: 'Kraków', weight: 1 }],
      priceMedian: null,
      knownItemIds: [],
    });
    expect(buildProfile([], null).cities).toEqual([]);
  });
});

describe('reasonFor', () => {
  const profile = buildProfile(
    [row({ itemId: 7, name: 'Kajak' }), row({ itemId: 8, name: 'Wiertarka', categoryId: 1, status: 'declined' })],
    null,
  );

  it('the strongest explainable signal, with the item or city it names', () => {
    expect(reasonFor(candidate({ rentedSimilar: 30, alsoRented: 20, coAnchorId: 7 }), profile)).toEqual({
      key: 'rented_similar',
      itemName: 'Kajak',
    });
    expect(reasonFor(candidate({ rentedSimilar: 10, alsoRented: 20, coAnchorId: 7 }), profile)).toEqual({
      key: 'also_rented',
      itemName: 'Kajak',
    });
    expect(reasonFor(candidate({ categoryId: 1, requestedSimilar: 10 }), profile)).toEqual({
      key: 'requested_similar',
      itemName: 'Wiertarka',
    });
    expect(reasonFor(candidate({ topRatedNearby: 12, popular: 3 }), profile)).toEqual({
      key: 'top_rated_nearby',
      city: 'Gdańsk',
    });
  });

  it('popular in the user’s city, else popular; never a reason that names nothing', () => {
    expect(reasonFor(candidate({ popular: 4 }), profile)).toEqual({ key: 'popular_in_city', city: 'Gdańsk' });
    expect(reasonFor(candidate({ inUserCity: false, city: 'Opole' }), profile)).toEqual({ key: 'popular' });
    // A co-rental whose shared item is unknown to the profile cannot be named: it is not the reason.
    expect(reasonFor(candidate({ alsoRented: 30, coAnchorId: 123 }), profile)).toEqual({
      key: 'popular_in_city',
      city: 'Gdańsk',
    });
  });

  it('a new user’s good ratings in their city make the item popular there, not "top rated where you rent"', () => {
    const newcomer = buildProfile([], 'Gdańsk');
    expect(reasonFor(candidate({ topRatedNearby: 12, popular: 3 }), newcomer)).toEqual({
      key: 'popular_in_city',
      city: 'Gdańsk',
    });
  });
});
