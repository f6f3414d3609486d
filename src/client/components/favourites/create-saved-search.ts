import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@/shared/schemas/favourites';
import { api } from '@/client/lib/api-client';
import { savedSearchesKeys } from '@/client/lib/query-keys';
import type { SearchFilters } from './search-filters';

/** POST /api/saved-searches with browse's filters; the same filters again answer the search already saved. */
export function createSavedSearch(f: SearchFilters): Promise<SavedSearch> {
  return api<SavedSearch>('POST', '/api/saved-searches', {
    q: f.q.trim() || undefined,
    categoryId: f.categoryId ?? undefined,
    location: f.location || undefined,
    district: f.district || undefined,
    start: f.start || undefined,
    end: f.end || undefined,
  });
}

export function useCreateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => qc.invalidateQueries({ queryKey: savedSearchesKeys.all }),
  });
}
