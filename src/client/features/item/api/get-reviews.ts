import { useQuery } from '@tanstack/react-query';
import { itemReviewsQueryOptions } from '@/client/lib/items';

/** GET /api/items/{id}/reviews: the item's reviews, counted on the page. */
export function useItemReviews(id: number) {
  return useQuery(itemReviewsQueryOptions(id));
}
