import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favourite } from '@/shared/schemas/favourites';
import { api } from '@/client/lib/api-client';
import { favouritesKeys } from '@/client/lib/query-keys';

/** GET /api/favourites: the kept items, newest first, each with its card and whether it can be rented now. */
export function getFavourites(): Promise<Favourite[]> {
  return api<Favourite[]>('GET', '/api/favourites');
}

export const favouritesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: favouritesKeys.list(userId), queryFn: getFavourites });

export function useFavourites(userId: number) {
  return useQuery(favouritesQueryOptions(userId));
}
