import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { savedSearchesKeys } from '@/client/lib/query-keys';

/** DELETE /api/saved-searches/{id}: one of the user's own (another's is 404). */
export function deleteSavedSearch(id: number): Promise<void> {
  return api<void>('DELETE', `/api/saved-searches/${id}`);
}

export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => qc.invalidateQueries({ queryKey: savedSearchesKeys.all }),
  });
}
