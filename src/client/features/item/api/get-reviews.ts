import { useInfiniteQuery } from '@tanstack/react-query';
import { itemReviewsQueryOptions } from '@/client/lib/items';

/** GET /api/items/{id}/reviews: the item's published reviews, a page at a time, with their total. */
export function useItemReviews(id: number) {
  return useInfiniteQuery(itemReviewsQueryOptions(id));
}
