import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '@/client/lib/items';

/** The item (GET /api/items/{id}, fetcher in lib/items); a 404 leaves an ApiError with status 404 for the not-found screen. */
export function useItem(id: number | null) {
  return useQuery({ ...itemQueryOptions(id ?? 0), enabled: id !== null });
}
