import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteIds } from '@/shared/schemas/favourites';
import { api } from '@/client/lib/api-client';
import { favouritesKeys } from '@/client/lib/query-keys';

/** GET /api/favourites/ids: every item the user keeps, for the hearts of a whole page of cards in one call. */
export function getFavouriteIds(): Promise<FavouriteIds> {
  return api<FavouriteIds>('GET', '/api/favourites/ids');
}

export const favouriteIdsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: favouritesKeys.ids(userId), queryFn: getFavouriteIds, staleTime: 60_000 });

/** The kept items' ids as a set; empty for a visitor (no call) and while loading. */
export function useFavouriteIds(userId: number | null): ReadonlySet<number> {
  const { data } = useQuery({ ...favouriteIdsQueryOptions(userId ?? 0), enabled: userId !== null });
  return new Set(userId === null ? [] : (data?.itemIds ?? []));
}
