/** Cancellation terms (spec 01 §9): refund share and how long before the start it still applies. */
export const CANCELLATION_TERMS = ['strict', 'standard', 'flexible'] as const;
export type CancellationTerms = (typeof CANCELLATION_TERMS)[number];
export const DEFAULT_CANCELLATION_TERMS: CancellationTerms = 'standard';
export const CANCELLATION_POLICY: Record<CancellationTerms, { refundPercent: number; hoursBefore: number }> = {
  strict: { refundPercent: 50, hoursBefore: 48 },
  standard: { refundPercent: 100, hoursBefore: 24 },
  flexible: { refundPercent: 100, hoursBefore: 2 },
};

/** Flexibility (spec 01 §9): low = full days only, moderate = minimum 4 hours, high = hourly. */
export const FLEXIBILITY = ['low', 'moderate', 'high'] as const;
export type Flexibility = (typeof FLEXIBILITY)[number];
export const DEFAULT_FLEXIBILITY: Flexibility = 'moderate';
/** Moderate flexibility: the shortest rental, in hours (spec 01 §9). */
export const MODERATE_FLEXIBILITY_MIN_HOURS = 4;

/** Upper bounds the server enforces on a listing (the spec names none; these keep data sane). */
export const LISTING_LIMITS = {
  nameMax: 120,
  descriptionMax: 5000,
  priceMin: 1,
  priceMax: 100_000,
  valueMax: 10_000_000,
} as const;

/** Booking requests (the spec names no limits; these keep requests sane): the longest rental and how far ahead it may start. */
export const BOOKING_LIMITS = {
  maxDays: 90,
  maxDaysAhead: 365,
} as const;

/** GET /api/items/{id}/similar: 3 by default (the item page shows at most 3, spec 01 §9), at most 12. */
export const SIMILAR_ITEMS_DEFAULT = 3;
export const SIMILAR_ITEMS_MAX = 12;
