export type ReviewListKind = 'received' | 'given';

/**
 * The root of every query about reviews that is not an item's public list (the reviews page, the item page's
 * eligibility): writing a review refreshes all of them.
 */
export const reviewsKeys = {
  all: ['reviews'] as const,
  stats: () => [...reviewsKeys.all, 'stats'] as const,
  pending: () => [...reviewsKeys.all, 'pending'] as const,
  list: (kind: ReviewListKind) => [...reviewsKeys.all, 'list', kind] as const,
  /** Per viewer: whether they can review the item now, and why not. */
  eligibility: (itemId: number, viewerId: number) => [...reviewsKeys.all, 'eligibility', itemId, viewerId] as const,
};
