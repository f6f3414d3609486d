import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateItem, Item } from '@/shared/schemas/items';
import { api } from '@/client/lib/api-client';
import { listingsKeys } from './keys';

/** POST /api/items: the owner comes from the session; the photos are URLs returned by the upload calls. */
export function createItem(input: CreateItem): Promise<Item> {
  return api<Item>('POST', '/api/items', input);
}

/** On success every item query is refetched, so the new listing shows in search and in my listings at once. */
export function useCreateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => qc.invalidateQueries({ queryKey: listingsKeys.all }),
  });
}
