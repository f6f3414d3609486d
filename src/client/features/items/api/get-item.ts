import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item } from '@/shared/schemas/items';
import { api } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';

/** GET /api/items/{id} (404 when there is no such item). */
export function getItem(id: number): Promise<Item> {
  return api<Item>('GET', `/api/items/${id}`);
}

export const itemQueryOptions = (id: number) =>
  queryOptions({ queryKey: itemsKeys.detail(id), queryFn: () => getItem(id) });

/** The item page's; a 404 leaves an ApiError with status 404 for the not-found screen. */
export function useItem(id: number | null) {
  return useQuery({ ...itemQueryOptions(id ?? 0), enabled: id !== null });
}

/** The management page's; a 404 is an answer (item not found), not a reason to retry. */
export function useOwnedItem(id: number) {
  return useQuery({ ...itemQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false });
}
