import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECOMMENDATIONS_SHOWN } from '@/shared/constants/limits';
import type { Item } from '@/shared/schemas/items';
import { api } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';

/** GET /api/items/{id}/similar: items like this one (the same category, the same city first). */
export function getSimilarItems(id: number, limit: number): Promise<Item[]> {
  return api<Item[]>('GET', `/api/items/${id}/similar?limit=${limit}`);
}

/** The server leaves out the viewer's own items, so the viewer's id is part of the key. */
export const similarItemsQueryOptions = (id: number, viewerId: number | null, limit = 3) =>
  queryOptions({ queryKey: itemsKeys.similar(id, viewerId, limit), queryFn: () => getSimilarItems(id, limit) });

/** Recommendations for the item page: at most 3, never the item itself. */
export function useSimilarItems(id: number, viewerId: number | null) {
  return useQuery({
    ...similarItemsQueryOptions(id, viewerId, RECOMMENDATIONS_SHOWN),
    select: (items) => items.filter((i) => i.id !== id).slice(0, RECOMMENDATIONS_SHOWN),
  });
}
