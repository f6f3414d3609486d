import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROFILE_LISTINGS_SHOWN, type ProfileListings } from '@/shared/schemas/users';
import { api } from '@/client/lib/api-client';
import { usersKeys } from '@/client/lib/query-keys';

/** GET /api/users/{id}/listings: a page of a person's listings, in the profile's page size (available first). */
export function getUserListings(id: number, page: number): Promise<ProfileListings> {
  return api<ProfileListings>('GET', `/api/users/${id}/listings?page=${page}&limit=${PROFILE_LISTINGS_SHOWN}`);
}

/** The listings after the profile's first screen (which came with the profile): from page 2, a page per "more". */
export const userListingsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: usersKeys.listings(id),
    queryFn: ({ pageParam }) => getUserListings(id, pageParam),
    initialPageParam: 2,
    getNextPageParam: (last: ProfileListings) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useUserListings(id: number, enabled: boolean) {
  return useInfiniteQuery({ ...userListingsQueryOptions(id), enabled });
}
