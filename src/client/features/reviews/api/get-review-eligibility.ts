import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewEligibility } from '@/shared/schemas/reviews';
import { api } from '@/client/lib/api-client';
import { reviewsKeys } from './keys';

/** GET /api/items/{id}/review-eligibility (signed in only): whether the viewer can review the item now, or why not. */
export function getReviewEligibility(itemId: number): Promise<ReviewEligibility> {
  return api<ReviewEligibility>('GET', `/api/items/${itemId}/review-eligibility`);
}

export const reviewEligibilityQueryOptions = (itemId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: reviewsKeys.eligibility(itemId, viewerId ?? 0),
    queryFn: () => getReviewEligibility(itemId),
    enabled: viewerId !== null,
  });

export function useReviewEligibility(itemId: number, viewerId: number | null) {
  return useQuery(reviewEligibilityQueryOptions(itemId, viewerId));
}
