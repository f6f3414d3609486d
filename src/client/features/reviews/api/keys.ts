import { reviewsRootKey } from '@/client/lib/reviews';

export type ReviewListKind = 'received' | 'given';

/** The reviews page's queries, under the root that writing a review invalidates (lib/reviews.ts). */
export const reviewsKeys = {
  all: reviewsRootKey,
  stats: () => [...reviewsKeys.all, 'stats'] as const,
  pending: () => [...reviewsKeys.all, 'pending'] as const,
  list: (kind: ReviewListKind) => [...reviewsKeys.all, 'list', kind] as const,
};
