import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_DEFAULT } from '@/shared/domain/reviews';
import type { ReviewList } from '@/shared/schemas/reviews';
import { api } from '@/client/lib/api-client';
import { reviewsKeys, type ReviewListKind } from './keys';

/** GET /api/reviews/received (published, about me) or /given (mine, unpublished included): one page, newest first. */
export function getReviewList(kind: ReviewListKind, page: number): Promise<ReviewList> {
  const query = new URLSearchParams({ page: String(page), limit: String(REVIEWS_PAGE_DEFAULT) });
  return api<ReviewList>('GET', `/api/reviews/${kind}?${query.toString()}`);
}

/** The list grows a page at a time ("load more") while the pages read hold fewer than the total. */
export function useReviewList(kind: ReviewListKind) {
  return useInfiniteQuery({
    queryKey: reviewsKeys.list(kind),
    queryFn: ({ pageParam }) => getReviewList(kind, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
