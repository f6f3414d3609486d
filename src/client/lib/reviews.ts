import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, Review } from '@/shared/schemas/reviews';
import { api } from './api-client';
import { itemsKeys, notificationsKeys, usersKeys } from './query-keys';

/**
 * The root of every query about reviews that is not an item's public list (the reviews page, the item page's
 * eligibility): writing a review refreshes all of them. Both the reviews page and the item page write reviews, so
 * the key and the call live here rather than in one feature.
 */
export const reviewsRootKey = ['reviews'] as const;

/** GET /api/items/{id}/review-eligibility, per viewer: whether they can review the item now, and why not. */
export const reviewEligibilityKey = (itemId: number, viewerId: number) =>
  [...reviewsRootKey, 'eligibility', itemId, viewerId] as const;

/** POST /api/reviews: 201 with the review (unpublished until the other side writes theirs or the window closes). */
export function createReview(input: CreateReviewInput): Promise<Review> {
  return api<Review>('POST', '/api/reviews', input);
}

/**
 * A written review may publish the rental's reviews at once, which changes the item's list and rating, the people's
 * ratings, the reviews page and the notifications: all of those are read again.
 */
export function useCreateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: reviewsRootKey }),
        qc.invalidateQueries({ queryKey: itemsKeys.all }),
        qc.invalidateQueries({ queryKey: usersKeys.all }),
        qc.invalidateQueries({ queryKey: notificationsKeys.all }),
      ]),
  });
}
