import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { itemQueryOptions } from './get-item';
import { isItemDetailKey, rentalsRootKey } from '@/client/lib/query-keys';
import { listingsKeys } from './keys';

/** DELETE /api/items/{id} (the owner only): 204; 409 ITEM_HAS_ACTIVE_RENTALS while a rental is confirmed or active. */
export function deleteItem(id: number): Promise<void> {
  return api<void>('DELETE', `/api/items/${id}`);
}

/** Afterwards the item is gone from every list, and its declined requests show in the rental lists. */
export function useDeleteItem(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteItem(id),
    onSuccess: () => {
      // The open page still shows the item until it navigates away: mark it stale without refetching a 404 now.
      void qc.invalidateQueries({ queryKey: itemQueryOptions(id).queryKey, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: listingsKeys.all, predicate: (q) => !isItemDetailKey(q.queryKey, id) });
      void qc.invalidateQueries({ queryKey: rentalsRootKey });
    },
  });
}
