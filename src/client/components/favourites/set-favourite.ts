import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteIds } from '@/shared/schemas/favourites';
import { api } from '@/client/lib/api-client';
import { favouritesKeys } from '@/client/lib/query-keys';

/** PUT /api/favourites/{itemId} keeps an item, DELETE lets it go; both idempotent. */
export function setFavourite({ itemId, saved }: { itemId: number; saved: boolean }): Promise<unknown> {
  return api(saved ? 'PUT' : 'DELETE', `/api/favourites/${itemId}`);
}

/**
 * The heart's write, optimistic: the ids change at once (every heart of the item follows), go back if the server
 * refuses, and the favourites list is refreshed once it answers.
 */
export function useSetFavourite(userId: number) {
  const qc = useQueryClient();
  const key = favouritesKeys.ids(userId);
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async ({ itemId, saved }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<FavouriteIds>(key);
      const others = (before?.itemIds ?? []).filter((id) => id !== itemId);
      qc.setQueryData<FavouriteIds>(key, { itemIds: saved ? [itemId, ...others] : others });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) qc.setQueryData(key, context.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
}
