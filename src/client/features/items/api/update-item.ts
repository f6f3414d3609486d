import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, UpdateItemInput } from '@/shared/schemas/items';
import { api } from '@/client/lib/api-client';
import { itemQueryOptions } from './get-item';
import { isItemDetailKey } from '@/client/lib/query-keys';
import { listingsKeys } from './keys';

/** PUT /api/items/{id} (the owner only): any subset of the fields updateItemSchema takes; answers the updated item. */
export function updateItem(id: number, input: UpdateItemInput): Promise<Item> {
  return api<Item>('PUT', `/api/items/${id}`, input);
}

/** The answer replaces the cached item; every other item query (search, my listings) is refetched. */
export function useUpdateItem(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateItemInput) => updateItem(id, input),
    onSuccess: (item) => {
      qc.setQueryData(itemQueryOptions(id).queryKey, item);
      void qc.invalidateQueries({ queryKey: listingsKeys.all, predicate: (q) => !isItemDetailKey(q.queryKey, id) });
    },
  });
}
