import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '@/client/lib/items';

/** GET /api/items/{id} for the management page; a 404 is an answer (item not found), not a reason to retry. */
export function useOwnedItem(id: number) {
  return useQuery({ ...itemQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false });
}
