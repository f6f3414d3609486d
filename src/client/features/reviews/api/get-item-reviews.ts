import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_DEFAULT } from '@/shared/domain/reviews';
import type { ReviewList } from '@/shared/schemas/reviews';
import { api } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';

/** GET /api/items/{id}/reviews: one page of the item's published reviews, newest first, with their total. */
export function getItemReviews(id: number, page: number): Promise<ReviewList> {
  return api<ReviewList>('GET', `/api/items/${id}/reviews?page=${page}&limit=${REVIEWS_PAGE_DEFAULT}`);
}

/**
 * A page at a time ("load more"); the first page's `total` is the count the page shows. Under the items root: a
 * changed listing or a new review refreshes it.
 */
export const itemReviewsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: itemsKeys.reviews(id),
    queryFn: ({ pageParam }) => getItemReviews(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewList) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useItemReviews(id: number) {
  return useInfiniteQuery(itemReviewsQueryOptions(id));
}
