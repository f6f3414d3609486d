import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateItem, Item } from '@/shared/schemas/items';
import { api } from '../../../lib/api-client';

/** POST /api/items: the owner comes from the session; the photos are URLs returned by the upload calls. */
export function createItem(input: CreateItem): Promise<Item> {
  return api<Item>('POST', '/api/items', input);
}

/** On success every item query (keys starting with 'items') is refetched, so the new listing shows in search at once. */
export function useCreateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['items'] }),
  });
}
