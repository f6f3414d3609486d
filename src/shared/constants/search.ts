// The catalogue search's plain values, apart from its zod schemas (schemas/search.ts) so that the browser's first
// paint can use them without loading zod (issue 22 §3).

/**
 * popular: the items rented most (rentals that went ahead: confirmed, active or completed), then the best rated, then
 * the newest; a catalogue without rentals (or ratings) is thus ordered newest first.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'popular'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_DEFAULT_LIMIT = 24;
export const SEARCH_MAX_LIMIT = 100;
