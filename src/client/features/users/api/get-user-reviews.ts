import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewList } from '@/shared/schemas/reviews';
import { PROFILE_REVIEWS_SHOWN } from '@/shared/schemas/users';
import { api } from '@/client/lib/api-client';
import { usersKeys } from '@/client/lib/query-keys';

/** GET /api/users/{id}/reviews: a page of the published reviews about a person, in the profile's page size. */
export function getUserReviews(id: number, page: number): Promise<ReviewList> {
  return api<ReviewList>('GET', `/api/users/${id}/reviews?page=${page}&limit=${PROFILE_REVIEWS_SHOWN}`);
}

/** The reviews after the profile's first screen (which came with the profile): from page 2, a page per "more". */
export const userReviewsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: usersKeys.reviews(id),
    queryFn: ({ pageParam }) => getUserReviews(id, pageParam),
    initialPageParam: 2,
    getNextPageParam: (last: ReviewList) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useUserReviews(id: number, enabled: boolean) {
  return useInfiniteQuery({ ...userReviewsQueryOptions(id), enabled });
}
