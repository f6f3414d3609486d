import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, Review } from '@/shared/schemas/reviews';
import { api } from '@/client/lib/api-client';
import { itemsKeys, notificationsKeys, usersKeys } from '@/client/lib/query-keys';
import { reviewsKeys } from './keys';

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
        qc.invalidateQueries({ queryKey: reviewsKeys.all }),
        qc.invalidateQueries({ queryKey: itemsKeys.all }),
        qc.invalidateQueries({ queryKey: usersKeys.all }),
        qc.invalidateQueries({ queryKey: notificationsKeys.all }),
      ]),
  });
}
