import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationTerms, Flexibility } from '@/shared/constants/listing';
import type { Item } from '@/shared/schemas/items';
import { api } from '../../../lib/api-client';
import { itemQueryOptions } from '../../../lib/items';

/** The fields the management page changes (PUT accepts any subset). */
export interface UpdateItemInput {
  name?: string;
  description?: string;
  pricePerDay?: number;
  value?: number;
  damageDeposit?: number;
  available?: boolean;
  location?: string;
  district?: string | null;
  cancellationTerms?: CancellationTerms;
  flexibility?: Flexibility;
  insuranceRequired?: boolean;
  /** The whole new list: URLs of the item's photos kept as they are, new photos as the upload endpoints' URLs. */
  imageUrls?: string[];
}

/** PUT /api/items/{id} (the owner only): answers the updated item. */
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
      void qc.invalidateQueries({ queryKey: ['items'], predicate: (q) => !(q.queryKey[1] === 'detail' && q.queryKey[2] === id) });
    },
  });
}
