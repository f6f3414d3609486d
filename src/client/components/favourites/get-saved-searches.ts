import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@/shared/schemas/favourites';
import { api } from '@/client/lib/api-client';
import { savedSearchesKeys } from '@/client/lib/query-keys';

/** GET /api/saved-searches: the signed-in user's saved searches, newest first. */
export function getSavedSearches(): Promise<SavedSearch[]> {
  return api<SavedSearch[]>('GET', '/api/saved-searches');
}

export const savedSearchesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: savedSearchesKeys.list(userId), queryFn: getSavedSearches });

/** Read by the saved searches page and by browse's save button (for a visitor: no call). */
export function useSavedSearches(userId: number | null) {
  return useQuery({ ...savedSearchesQueryOptions(userId ?? 0), enabled: userId !== null });
}
