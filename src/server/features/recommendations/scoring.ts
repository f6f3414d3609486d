import { BLOCKING_STATUSES, type RentalStatus } from '@/shared/domain/rental-status';
import type { RecommendationReasonKey } from '@/shared/schemas/recommendations';

/**
 * The points each signal can give a candidate (docs/decisions/0035). A candidate's score is their sum; its reason is
 * the strongest of the signals that can be said to the user (the city, price and context signals only rank).
 */
export const WEIGHTS = {
  /** Times the category's share of the user's history (rentals weigh RENTED_WEIGHT, requests REQUESTED_WEIGHT). */
  category: 40,
  /** Times the co-rental lift above 1, full at CO_LIFT_FULL (see the scoring query). */
  coRental: 35,
  /** Times the city's share of the user's history (a new user: 1 for their city). */
  city: 15,
  /** Times the closeness of the daily price to the median the user paid (0 beyond a factor of PRICE_SPAN). */
  price: 10,
  /** Times the rating above the prior (see ratingStrength), only in the user's cities. */
  topRatedNearby: 20,
  /** Times log-scaled blocking rentals of the item in the last POPULAR_WINDOW_DAYS. */
  rentals: 10,
  /** Times the rating above the prior, anywhere. */
  rating: 5,
  /** The item page's context: its category, its city. More than a whole history in one category. */
  contextCategory: 45,
  contextCity: 10,
} as const;

/** A rental that went ahead tells more about a user than a request (pending, declined, cancelled, expired). */
export const RENTED_WEIGHT = 3;
export const REQUESTED_WEIGHT = 1;
/**
 * Co-rentals: at least CO_RENTERS_MIN other renters rented one of the user's items and this one; the signal is their
 * lift (how much likelier those renters rented it than the average user did), full at CO_LIFT_FULL.
 */
export const CO_RENTERS_MIN = 2;
export const CO_LIFT_FULL = 4;
/** Prices within this factor of the median paid get some of the price points (a log scale: half and double alike). */
export const PRICE_SPAN = 3;
/** An item rented this many times in the window gets the full rentals points. */
export const RENTALS_FULL = 20;
export const POPULAR_WINDOW_DAYS = 365;
/** Items the user rented or asked for before keep this share of their score: shown, below new ones. */
export const KNOWN_ITEM_FACTOR = 0.5;
/** The newest rentals of the user read for the profile. */
export const HISTORY_LIMIT = 100;
/** Ratings are Bayesian scores (prior mean 4): RATING_FULL above the prior gives the full rating points. */
export const RATING_PRIOR = 4;
export const RATING_FULL = 0.8;

const blocking = new Set<RentalStatus>(BLOCKING_STATUSES);
export const wentAhead = (status: RentalStatus) => blocking.has(status);

/** One of the user's rentals (newest first), with the item it was for. */
export interface HistoryRow {
  itemId: number;
  name: string;
  categoryId: number;
  city: string;
  status: RentalStatus;
  pricePerDay: string;
}

/** What the user's history says, as the scoring query reads it. */
export interface Profile {
  /** Per category: the share of the history's weight from rentals and from requests (together at most 1). */
  categories: { categoryId: number; rented: number; requested: number }[];
  /** Whether the user has rented or asked for anything: a new user's city says where they live, not where they rent. */
  hasHistory: boolean;
  /** Per city: its share of the history's weight; a new user: their own city with 1. */
  cities: { city: string; weight: number }[];
  /** The median daily price the user paid or was to pay, null without history. */
  priceMedian: number | null;
  /** Items the user rented (went ahead): the co-rental signal starts from them. */
  rentedItemIds: number[];
  /** Every item the user rented or asked for: ranked lower. */
  knownItemIds: number[];
  /** The newest rented and requested item of each category and every item's name: the reasons name them. */
  anchors: Map<number, { rented?: string; requested?: string }>;
  names: Map<number, string>;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The profile of a history (newest first); `homeCity` stands for the cities of a user without one. */
export function buildProfile(history: HistoryRow[], homeCity: string | null): Profile {
  const total = history.reduce((sum, r) => sum + (wentAhead(r.status) ? RENTED_WEIGHT : REQUESTED_WEIGHT), 0);
  const categories = new Map<number, { categoryId: number; rented: number; requested: number }>();
  const cities = new Map<string, number>();
  const anchors = new Map<number, { rented?: string; requested?: string }>();
  const names = new Map<number, string>();
  for (const r of history) {
    const rented = wentAhead(r.status);
    const share = (rented ? RENTED_WEIGHT : REQUESTED_WEIGHT) / total;
    const category = categories.get(r.categoryId) ?? { categoryId: r.categoryId, rented: 0, requested: 0 };
    if (rented) category.rented += share;
    else category.requested += share;
    categories.set(r.categoryId, category);
    cities.set(r.city, (cities.get(r.city) ?? 0) + share);
    const anchor = anchors.get(r.categoryId) ?? {};
    // The history is newest first: the first of each kind is the one to name.
    if (rented) anchor.rented ??= r.name;
    else anchor.requested ??= r.name;
    anchors.set(r.categoryId, anchor);
    names.set(r.itemId, r.name);
  }
  const cityList = [...cities].map(([city, weight]) => ({ city, weight }));
  if (cityList.length === 0 && homeCity) cityList.push({ city: homeCity, weight: 1 });
  return {
    hasHistory: history.length > 0,
    categories: [...categories.values()],
    cities: cityList,
    priceMedian: median(history.map((r) => Number(r.pricePerDay))),
    rentedItemIds: [...new Set(history.filter((r) => wentAhead(r.status)).map((r) => r.itemId))],
    knownItemIds: [...new Set(history.map((r) => r.itemId))],
    anchors,
    names,
  };
}

/** A scored candidate as the query answers it: the points of each explainable signal. */
export interface ScoredCandidate {
  id: number;
  categoryId: number;
  city: string;
  inUserCity: boolean;
  rentedSimilar: number;
  requestedSimilar: number;
  alsoRented: number;
  coAnchorId: number | null;
  topRatedNearby: number;
  popular: number;
}

export interface Reason {
  key: RecommendationReasonKey;
  itemName?: string;
  city?: string;
}

/**
 * The reason of a candidate: its strongest explainable signal (ties go to the more personal one, in the order of
 * RECOMMENDATION_REASONS); without any, "popular in your city" when it is in one of the user's cities, else "popular".
 * A new user's city is where they live: a good rating there is part of being popular in it.
 */
export function reasonFor(c: ScoredCandidate, profile: Profile): Reason {
  const anchor = profile.anchors.get(c.categoryId);
  const coName = c.coAnchorId === null ? undefined : profile.names.get(c.coAnchorId);
  const popular: Reason = c.inUserCity ? { key: 'popular_in_city', city: c.city } : { key: 'popular' };
  const options: [number, Reason][] = [
    [anchor?.rented ? c.rentedSimilar : 0, { key: 'rented_similar', itemName: anchor?.rented }],
    [anchor?.requested ? c.requestedSimilar : 0, { key: 'requested_similar', itemName: anchor?.requested }],
    [coName ? c.alsoRented : 0, { key: 'also_rented', itemName: coName }],
    [profile.hasHistory ? c.topRatedNearby : 0, { key: 'top_rated_nearby', city: c.city }],
    [profile.hasHistory ? c.popular : c.popular + c.topRatedNearby, popular],
  ];
  let best: [number, Reason] = [0, popular];
  for (const option of options) if (option[0] > best[0]) best = option;
  return best[1];
}
